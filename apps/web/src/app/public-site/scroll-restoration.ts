import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { scrollKey } from '../layout/scroll-key';

/** React Router's own storage key: a position saved by one app is restored by the other. */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Called by the router just before it leaves `location`, while the page still shows it. */
export function rememberScroll(location: Location) {
  savedPositions()[scrollKey(location)] = window.scrollY;
}

/**
 * What React Router's <ScrollRestoration> does for the data router, for the public app's plain
 * router (decision 0106): back and forward (and a reload) return to the saved position, a link
 * with a #section scrolls to it, any other navigation starts at the top. The first render keeps
 * the browser's own position (it already scrolled to the address's #section, or the visitor
 * scrolled while the page hydrated) unless a position was saved for this address.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restoredFor = useRef<Location | null>(null);
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      rememberScroll(current.current);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // storage full or denied: positions are then kept for this document only
      }
      window.history.scrollRestoration = 'auto';
    };
    const restoreManual = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', restoreManual);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', restoreManual);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (restoredFor.current === location) return; // StrictMode's second run of the same effect
    const initial = restoredFor.current === null;
    restoredFor.current = location;
    const saved = initial || navigationType === 'POP' ? savedPositions()[scrollKey(location)] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // not a decodable id: treated as no section
      }
    }
    if (!initial) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
