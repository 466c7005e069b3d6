import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { routes } from './app/routes';
import './styles.css';

/**
 * Public pages arrive prerendered (build/prerender.ts) and are hydrated; every other route gets the
 * empty app shell and is rendered here.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components: the page stays
  // responsive instead of blocking the main thread for the whole tree (Total Blocking Time).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
