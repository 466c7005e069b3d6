import { ContactListPage } from '@keel/shared/contacts';
import { ProfileShare, type ProfileShareInput } from '@keel/shared/consultants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordChoice } from '../../../components/records/record-combobox';
import { api } from '../../../lib/api-client';
import { staffingKeys } from './staffing-keys';

const OPTIONS_LIMIT = 20;

/** The address of a consultant's profile PDF (decision 0101): a plain link downloads it with the session's cookie. */
export const profilePdfUrl = (consultantId: string, anonymised: boolean) =>
  `/api/consultants/${encodeURIComponent(consultantId)}/profile.pdf?anonymised=${anonymised}`;

/** POST /api/consultants/:id/profile-shares (admins and sales reps): records the share; the timeline then shows it. */
export function useShareProfile(consultantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileShareInput) =>
      api.post(`/api/consultants/${encodeURIComponent(consultantId)}/profile-shares`, input, { schema: ProfileShare }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffingKeys.consultantHistory(consultantId) }),
  });
}

/** GET /api/contacts: the first contacts matching `q` (name, e-mail, company…), for the share dialog's contact picker. */
export function useContactChoices(q: string, enabled: boolean) {
  const query = new URLSearchParams({ sort: 'name', pageSize: String(OPTIONS_LIMIT) });
  if (q.trim()) query.set('q', q.trim());
  const options = useQuery({
    queryKey: ['contacts', 'choices', q.trim()],
    queryFn: async ({ signal }): Promise<RecordChoice[]> =>
      (await api.get(`/api/contacts?${query}`, { schema: ContactListPage, signal })).items.map((c) => ({
        id: c.id,
        name: `${c.first_name} ${c.last_name}`.trim() || c.email,
        detail: [c.email, c.company_name].filter(Boolean).join(' · '),
      })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { data: options.data, isPending: options.isPending || options.isPlaceholderData };
}
