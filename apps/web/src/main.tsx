import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { raiseCarriedToasts } from './components/ui/carried-toasts';
import './styles.css';

/**
 * The app shell's entry: every address that is not prerendered (sign-in, the workspace…) gets the
 * empty shell and is rendered here, with the data router. The prerendered public pages run their
 * own entry, public-main.tsx (decision 0106).
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // A public page that sent the visitor here may have left a toast to show (decision 0106).
  raiseCarriedToasts();
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

start();
