import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const getWidth = () => window.innerWidth;
/** Rendered on the server (prerendering has no window): a large screen. */
const getServerWidth = () => 1280;

/** The window's width in CSS pixels, kept up to date as it is resized. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}
