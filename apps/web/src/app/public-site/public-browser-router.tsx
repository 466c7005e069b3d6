import { createContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { createPath, Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { carryOpenToasts } from '../../components/ui/carried-toasts';
import { rememberScroll } from './scroll-restoration';

/** True while a navigation waits for its page's chunk (the progress bar shows). */
export const NavigationPendingContext = createContext(false);

/**
 * The public app's router (decision 0106): React Router's declarative <Router> on the browser's
 * history, without the data router (about 18 KB of gzipped JavaScript the prerendered pages do
 * not need). Navigations between the pages it renders happen in the page, in a transition, so
 * the current page stays until the next one's chunk has loaded. Any other address (sign-in, the
 * workspace, the careers pages the server renders) is loaded as a new document, where the
 * workspace app takes over.
 */
export function PublicBrowserRouter({ rendersPath, children }: { rendersPath: (pathname: string) => boolean; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  // The page on screen, whose scroll position a navigation saves before it leaves.
  const shown = useRef(state.location);
  useLayoutEffect(() => {
    shown.current = state.location;
  }, [state.location]);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (!rendersPath(location.pathname)) {
          carryOpenToasts(); // e.g. 'Logged Out' on the way to sign-in
          window.location.replace(createPath(location));
          return;
        }
        rememberScroll(shown.current);
        startTransition(() => setState({ action, location }));
      }),
    [history, rendersPath],
  );

  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
