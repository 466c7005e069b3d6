import { paths, PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { useContext } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { CAREERS_FRAME_FILE, loadPublicPage, publicPageFiles } from '../../features/public-site/public-routes';
import { NavigationProgressBar } from '../layout/navigation-progress-bar';
import { SiteLayout } from '../layout/site-layout';
import { NavigationPendingContext } from './public-browser-router';
import { preloadablePage } from './preloadable-page';
import { useScrollRestoration } from './scroll-restoration';

const pages = new Map(PUBLIC_PAGE_PATHS.map((path) => [path as string, preloadablePage(loadPublicPage(publicPageFiles[path]))]));
const careersFrame = preloadablePage(loadPublicPage(CAREERS_FRAME_FILE));

/** The page module of `pathname` among the ones the public app renders, if any. */
function pageAt(pathname: string) {
  if (pathname === paths.careers || pathname.startsWith(`${paths.careers}/`)) return careersFrame;
  return pages.get(pathname);
}

/** Only the marketing pages are rendered in the page; anything else is a new document (decision 0106). */
export const isPublicAppPath = (pathname: string) => pages.has(pathname);

/** Loads the page module of `pathname`, so the first render (prerender or hydration) shows the page itself. */
export async function preloadPublicRoute(pathname: string): Promise<void> {
  await pageAt(pathname)?.preload();
}

/** What RootLayout is to the workspace app: the progress bar and scroll restoration around the frame. */
function PublicRootLayout() {
  const pending = useContext(NavigationPendingContext);
  useScrollRestoration();
  return (
    <>
      {pending && <NavigationProgressBar />}
      <Outlet />
    </>
  );
}

/**
 * The routes of the prerendered documents (decision 0106): the marketing pages and the careers
 * pages' frame (decision 0036), in the public site's layout. The same tree is prerendered
 * (entry-server.tsx) and hydrated (public-main.tsx).
 */
export function PublicAppRoutes() {
  return (
    <Routes>
      <Route element={<PublicRootLayout />}>
        <Route element={<SiteLayout />}>
          {[...pages].map(([path, { Page }]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path={paths.careers} element={<careersFrame.Page />} />
          <Route path={`${paths.careers}/*`} element={<careersFrame.Page />} />
        </Route>
      </Route>
    </Routes>
  );
}
