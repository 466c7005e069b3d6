import {
  Consultant,
  ConsultantMemberChoice,
  type ConsultantInput,
  ConsultantListPage,
  type ConsultantListQuery,
  type ConsultantUpdateInput,
} from '@keel/shared/consultants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffingKeys } from './staffing-keys';

const base = '/api/consultants';

const queryString = (query: ConsultantListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/** GET /api/consultants: one page, searched, filtered by a skill and sorted on the server. */
export function useConsultantList(query: ConsultantListQuery) {
  const qs = queryString(query);
  return useQuery({
    queryKey: staffingKeys.consultantList(qs),
    queryFn: ({ signal }) => api.get(`${base}?${qs}`, { schema: ConsultantListPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/consultants/:id: the record; `rates` only for admins and sales reps. */
export function useConsultant(id: string) {
  return useQuery({
    queryKey: staffingKeys.consultant(id),
    queryFn: ({ signal }) => api.get(`${base}/${encodeURIComponent(id)}`, { schema: Consultant, signal }),
  });
}

/** POST a new consultant, or PUT an edit as of its version (409 when stale). */
export function useSaveConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ConsultantInput | ConsultantUpdateInput }) =>
      id ? api.put(`${base}/${encodeURIComponent(id)}`, input, { schema: Consultant }) : api.post(base, input, { schema: Consultant }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffingKeys.consultant(saved.consultant_id), saved);
      void queryClient.invalidateQueries({ queryKey: staffingKeys.consultants });
      void queryClient.invalidateQueries({ queryKey: staffingKeys.skills });
      void queryClient.invalidateQueries({ queryKey: staffingKeys.memberChoices });
    },
  });
}

/** DELETE a consultant (admins). */
export function useDeleteConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.consultants }),
  });
}

/** GET /api/consultants/member-choices (editors): the team members a consultant may be linked to. */
export function useConsultantMemberChoices() {
  return useQuery({
    queryKey: staffingKeys.memberChoices,
    queryFn: ({ signal }) => api.get(`${base}/member-choices`, { schema: z.array(ConsultantMemberChoice), signal }),
  });
}
