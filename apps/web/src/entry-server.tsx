import { paths, PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { documentTitle } from './components/document-title';
import { careersFrameMeta, type PageMeta, publicPageMeta } from './features/public-site/page-meta';
import { PUBLIC_PAGES_DIR, publicPageFiles } from './features/public-site/public-routes';

export interface PrerenderedPage {
  path: string;
  /** The page's module, as Vite's build manifest names it (its chunk is preloaded). */
  moduleFile: string;
  /** The markup of #root. */
  html: string;
  title: string;
  description: string;
}

/**
 * Renders one public page to HTML at build time (build/prerender.ts), signed out: the same tree the
 * browser hydrates. No router hydration data is embedded (the CSP forbids inline scripts, and
 * public pages have no loaders to carry data).
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const meta = publicPageMeta[path as keyof typeof publicPageMeta];
  if (!meta) throw new Error(`${path} has no title and description in page-meta.ts`);
  return renderRoute(path, meta, `${PUBLIC_PAGES_DIR}/${publicPageFiles[path as keyof typeof publicPageFiles]}`);
}

/**
 * The careers pages' frame (decision 0036): the public layout around an empty slot, which the
 * server fills per request with the careers content, title and description.
 */
export function renderCareersFrame(): Promise<PrerenderedPage> {
  return renderRoute(paths.careers, careersFrameMeta, `${PUBLIC_PAGES_DIR}/careers-frame-page.tsx`);
}

async function renderRoute(path: string, meta: PageMeta, moduleFile: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirected (HTTP ${context.status}); only pages can be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered HTTP ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { path, moduleFile, html, title: documentTitle(meta.title), description: meta.description };
}

export { PUBLIC_PAGE_PATHS };
