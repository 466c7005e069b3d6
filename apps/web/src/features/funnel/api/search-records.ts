import { CompanyListPage } from '@keel/shared/companies';
import { ContactListPage } from '@keel/shared/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecordChoice } from '../../../components/records/record-combobox';
import { api } from '../../../lib/api-client';

const OPTIONS_LIMIT = 20;

function searchParams(q: string): URLSearchParams {
  const query = new URLSearchParams({ sort: 'name', pageSize: String(OPTIONS_LIMIT) });
  if (q.trim()) query.set('q', q.trim());
  return query;
}

/** GET /api/companies: the first companies matching `q`, for the lead's company picker. */
export function useCompanyChoices(q: string, enabled: boolean) {
  const options = useQuery({
    queryKey: ['companies', 'choices', q.trim()],
    queryFn: async ({ signal }): Promise<RecordChoice[]> =>
      (await api.get(`/api/companies?${searchParams(q)}`, { schema: CompanyListPage, signal })).items.map((c) => ({
        id: c.id,
        name: c.name,
      })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { data: options.data, isPending: options.isPending || options.isPlaceholderData };
}

/** GET /api/contacts: the first contacts matching `q` (name, e-mail, company…), for the lead's contacts picker. */
export function useContactChoices(q: string, enabled: boolean) {
  const options = useQuery({
    queryKey: ['contacts', 'choices', q.trim()],
    queryFn: async ({ signal }): Promise<RecordChoice[]> =>
      (await api.get(`/api/contacts?${searchParams(q)}`, { schema: ContactListPage, signal })).items.map((c) => ({
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
