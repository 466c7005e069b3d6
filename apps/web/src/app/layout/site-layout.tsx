import { Outlet } from 'react-router';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { getMain, MAIN_ID, SkipLink } from './skip-link';

/**
 * The public site's frame (marketing pages, sign-in, inquiry): skip link, sticky header, main
 * region with the page transition, footer. It renders at once, also while the session loads:
 * public pages never wait for /api/me (the header shows the signed-out state until it is known).
 * Signed-in work has its own frame, the workspace (decision 0017).
 */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <PageTransition focusTarget={getMain}>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
    </div>
  );
}
