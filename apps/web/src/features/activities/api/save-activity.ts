import { Activity, type ActivityInput, type ActivityUpdate } from '@keel/shared/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INSIGHTS_KEY } from '../../../lib/insights-key';
import { CONTACT_DATE_KEYS } from '../../../lib/record-detail-keys';
import { activityKeys } from './activity-keys';

/** POST /api/activities: a note, a logged call or meeting, or a task. */
export function createActivityRequest(input: ActivityInput): Promise<Activity> {
  return api.post('/api/activities', input, { schema: Activity });
}

/** PUT /api/activities/{id}: an edit as of `version` (its author or an admin; 409 when stale). */
export function updateActivityRequest(id: string, update: ActivityUpdate): Promise<Activity> {
  return api.put(`/api/activities/${encodeURIComponent(id)}`, update, { schema: Activity });
}

/** DELETE /api/activities/{id} (its author or an admin). */
export function deleteActivityRequest(id: string): Promise<void> {
  return api.delete(`/api/activities/${encodeURIComponent(id)}`);
}

/**
 * Every timeline, task list and dashboard widget (reminders, next contacts, meeting notes) may show
 * the activity: all are refetched; so are contacts and deals, whose last contact date a call or a
 * meeting moves (decision 0063).
 */
function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return (activity?: Activity | void) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY }),
      ...(activity && activity.occurredOn ? CONTACT_DATE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })) : []),
    ]);
}

export function useCreateActivityMutation() {
  const invalidate = useInvalidateActivities();
  return useMutation({ mutationFn: createActivityRequest, onSuccess: invalidate });
}

export function useUpdateActivityMutation() {
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ActivityUpdate }) => updateActivityRequest(id, update),
    onSuccess: invalidate,
  });
}

export function useDeleteActivityMutation() {
  const invalidate = useInvalidateActivities();
  return useMutation({ mutationFn: deleteActivityRequest, onSuccess: invalidate });
}

/** PUT /api/tasks/{id}/done. */
export function setTaskDoneRequest({ id, done }: { id: string; done: boolean }): Promise<Activity> {
  return api.put(`/api/tasks/${encodeURIComponent(id)}/done`, { done }, { schema: Activity });
}

export function useTaskDoneMutation() {
  const invalidate = useInvalidateActivities();
  return useMutation({ mutationFn: setTaskDoneRequest, onSuccess: invalidate });
}

/** PUT /api/tasks/{id}/assignee. */
export function assignTaskRequest({ id, assigneeId }: { id: string; assigneeId: string }): Promise<Activity> {
  return api.put(`/api/tasks/${encodeURIComponent(id)}/assignee`, { assigneeId }, { schema: Activity });
}

export function useAssignTaskMutation() {
  const invalidate = useInvalidateActivities();
  return useMutation({ mutationFn: assignTaskRequest, onSuccess: invalidate });
}
