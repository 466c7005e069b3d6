import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { PageTransition } from './page-transition';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/**
 * Scroll positions are saved per history entry. A page opened by a full load (a prerendered page,
 * a typed address) has the key 'default' whatever its path, so it is keyed by its address instead:
 * otherwise /b#section would be scrolled to where /a was left, not to its section.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname + location.hash : location.key);
const getMain = () => document.getElementById(MAIN_ID);

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent-100" aria-hidden>
      <div className="h-full w-1/3 animate-progress bg-accent-500" />
    </div>
  );
}

/**
 * Skip link, sticky header, main region with the page transition, footer. It renders at once, also
 * while the session loads: public pages never wait for /api/me (the header shows the signed-out
 * state until it is known); the guards of the CRM and recruitment areas show 'Loading
 * Application...' instead (decision 0004).
 */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          getMain()?.focus();
        }}
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80]"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <PageTransition focusTarget={getMain}>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
