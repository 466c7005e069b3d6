import type {
  TwoFactorCodeInput,
  TwoFactorPasswordInput,
  TwoFactorRequirement,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@keel/shared/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = { status: ['two-factor', 'status'] as const, requirement: ['two-factor', 'requirement'] as const };

/** GET /api/two-factor: whether I have two-factor sign-in, and whether the admin requires it. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: keys.status, queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/two-factor', { signal }) });
}

/** POST /api/two-factor/setup: current password in; secret, QR code and recovery codes out. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: (input: TwoFactorPasswordInput) => api.post<TwoFactorSetup>('/api/two-factor/setup', input) });
}

/** POST /api/two-factor/enable: a code from the app turns it on. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => api.post<void>('/api/two-factor/enable', input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.status }),
  });
}

/** POST /api/two-factor/disable: needs the current password. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => api.post<void>('/api/two-factor/disable', input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.status }),
  });
}

/** GET/PUT /api/team/two-factor-requirement (admin). */
export function useTwoFactorRequirement() {
  return useQuery({
    queryKey: keys.requirement,
    queryFn: ({ signal }) => api.get<TwoFactorRequirement>('/api/team/two-factor-requirement', { signal }),
  });
}

export function useSetTwoFactorRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorRequirement) => api.put<TwoFactorRequirement>('/api/team/two-factor-requirement', input),
    onSuccess: (data) => client.setQueryData(keys.requirement, data),
  });
}
