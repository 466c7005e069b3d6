import { api } from '../../../lib/api-client';

/** DELETE /api/session: ends the session (204). */
export function signOutRequest(): Promise<void> {
  return api.delete('/api/session');
}
