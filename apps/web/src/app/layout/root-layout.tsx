import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';

/**
 * Scroll positions are saved per history entry. A page opened by a full load (a prerendered page,
 * a typed address) has the key 'default' whatever its path, so it is keyed by its address instead:
 * otherwise /b#section would be scrolled to where /a was left, not to its section.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname + location.hash : location.key);

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
 * Around every page: the navigation progress bar and scroll restoration. The frame comes from the
 * child layout: the public site's (SiteLayout) or the signed-in workspace's (decision 0017).
 */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
