import { Interview, type ScheduleInterviewInput } from '@keel/shared/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recruitmentKeys } from './recruitment-keys';

export type InterviewChange =
  | { action: 'schedule'; input: ScheduleInterviewInput }
  | { action: 'reschedule'; interviewId: string; input: ScheduleInterviewInput; version: number }
  | { action: 'cancel'; interviewId: string; version: number };

/** POST /api/applications/:id/interviews, PUT /api/interviews/:id, POST /api/interviews/:id/cancel — each sends the invitations. */
function send(applicationId: string, change: InterviewChange): Promise<Interview> {
  if (change.action === 'schedule')
    return api.post(`/api/applications/${encodeURIComponent(applicationId)}/interviews`, change.input, { schema: Interview });
  const url = `/api/interviews/${encodeURIComponent(change.interviewId)}`;
  if (change.action === 'reschedule') return api.put(url, { ...change.input, version: change.version }, { schema: Interview });
  return api.post(`${url}/cancel`, { version: change.version }, { schema: Interview });
}

export function useSaveInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InterviewChange) => send(applicationId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.interviews(applicationId) }),
  });
}
