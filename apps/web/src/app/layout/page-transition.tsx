import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from './nav-items';

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Fades the page in over 0.25 s when the path changes (none under prefers-reduced-motion), and
 * moves focus to the main region so screen-reader users hear the new page.
 */
export function PageTransition({ children, focusTarget }: { children: ReactNode; focusTarget?: () => HTMLElement | null }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusTarget?.()?.focus({ preventScroll: true });
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return;
    const animation = element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
    animation.finished?.catch(() => {}); // cancel() rejects `finished`; that is expected
    return () => animation.cancel();
  }, [pathname, focusTarget]);

  return <div ref={ref}>{children}</div>;
}
