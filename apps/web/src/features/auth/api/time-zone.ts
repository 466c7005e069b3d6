import type { SessionUser } from '@keel/shared/auth';
import type { TimeZoneUpdateInput } from '@keel/shared/account';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/profile/time-zone: my time zone (decision 0080). Account Settings sends the chosen one;
 * the session store sends the browser's once, with only_if_unset, at the first sign-in. Not
 * re-validated with zod here, like GET /api/me (the session store is on every page).
 */
export async function saveTimeZoneRequest(input: TimeZoneUpdateInput): Promise<SessionUser> {
  return (await api.put<{ user: SessionUser }>('/api/profile/time-zone', input)).user;
}
