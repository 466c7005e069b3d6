import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { PublicBrowserRouter } from './app/public-site/public-browser-router';
import { isPublicAppPath, PublicAppRoutes, preloadPublicRoute } from './app/public-site/public-app-routes';
import './styles.css';

/**
 * The entry of every prerendered document (the marketing pages and the careers pages' frame;
 * decision 0106): hydrates the page without the data router, so its first load stays under
 * 100 KB of gzipped JavaScript. The app shell (every other address) runs main.tsx.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await preloadPublicRoute(window.location.pathname);
  // Hydrating in a transition lets React yield to the browser between components: the page stays
  // responsive instead of blocking the main thread for the whole tree (Total Blocking Time).
  startTransition(
    () =>
      void hydrateRoot(
        container,
        <StrictMode>
          <AppProviders>
            <PublicBrowserRouter rendersPath={isPublicAppPath}>
              <PublicAppRoutes />
            </PublicBrowserRouter>
          </AppProviders>
        </StrictMode>,
      ),
  );
}

void start();
