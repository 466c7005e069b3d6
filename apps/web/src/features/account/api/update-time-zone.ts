import type { TimeZoneUpdateInput } from '@keel/shared/account';
import { SessionUser } from '@keel/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const ProfileResponse = z.object({ user: SessionUser });

/** PUT /api/profile/time-zone: the zone I chose (decision 0080). */
export async function updateTimeZone(input: TimeZoneUpdateInput): Promise<SessionUser> {
  return (await api.put('/api/profile/time-zone', input, { schema: ProfileResponse })).user;
}

export function useUpdateTimeZoneMutation(onSaved: (user: SessionUser) => void) {
  return useMutation({ mutationFn: updateTimeZone, onSuccess: onSaved });
}
