import { paths } from '@keel/shared/paths';
import type { Location } from 'react-router';

/** Navigation state the guards pass to the sign-in screen: where the user wanted to go. */
export interface LoginLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after signing in: the remembered origin, else the dashboard. */
export function redirectTargetFromState(state: unknown): string {
  const from = (state as LoginLocationState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return paths.dashboard;
  // Only same-app paths; never back to the sign-in screen itself.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname === paths.login) {
    return paths.dashboard;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
