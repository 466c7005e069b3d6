import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NavigationProgressBar } from './navigation-progress-bar';
import { scrollKey } from './scroll-key';

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <NavigationProgressBar />;
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
