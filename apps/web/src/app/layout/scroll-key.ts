import type { Location } from 'react-router';

/**
 * Scroll positions are saved per history entry. A page opened by a full load (a prerendered page,
 * a typed address) has the key 'default' whatever its path, so it is keyed by its address instead:
 * otherwise /b#section would be scrolled to where /a was left, not to its section.
 */
export const scrollKey = (location: Pick<Location, 'key' | 'pathname' | 'hash'>) =>
  location.key === 'default' ? location.pathname + location.hash : location.key;
