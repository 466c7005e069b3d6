import { paths, PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { PublicAppRoutes, preloadPublicRoute } from './app/public-site/public-app-routes';
import { documentTitle } from './components/document-title';
import { careersFrameMeta, type PageMeta, publicPageMeta } from './features/public-site/page-meta';
import { CAREERS_FRAME_FILE, PUBLIC_PAGES_DIR, publicPageFiles } from './features/public-site/public-routes';

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
 * browser hydrates (public-main.tsx: the public app, decision 0106). No data is embedded (the CSP
 * forbids inline scripts, and public pages have no loaders to carry data).
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
  return renderRoute(paths.careers, careersFrameMeta, `${PUBLIC_PAGES_DIR}/${CAREERS_FRAME_FILE}`);
}

async function renderRoute(path: string, meta: PageMeta, moduleFile: string): Promise<PrerenderedPage> {
  await preloadPublicRoute(path);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <PublicAppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { path, moduleFile, html, title: documentTitle(meta.title), description: meta.description };
}

export { PUBLIC_PAGE_PATHS };
