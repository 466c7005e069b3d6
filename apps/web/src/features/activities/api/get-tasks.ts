import { TeamMemberOption } from '@keel/shared/team';
import { TaskCount, TaskList } from '@keel/shared/tasks';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/local-today';
import { activityKeys } from './activity-keys';

/** GET /api/tasks: a person's tasks by group (the caller's own unless an admin names someone). */
export function useTaskList(today: string, assignee: string, recordType: string) {
  const params = new URLSearchParams({ today });
  if (assignee) params.set('assignee', assignee);
  if (recordType) params.set('recordType', recordType);
  return useQuery({
    queryKey: activityKeys.taskList(today, assignee, recordType),
    queryFn: ({ signal }) => api.get(`/api/tasks?${params}`, { schema: TaskList, signal }),
  });
}

/** GET /api/tasks/count: open tasks due today or earlier, for the menu badge. */
export function useTaskCount(enabled: boolean) {
  const today = localToday();
  return useQuery({
    queryKey: activityKeys.taskCount(today),
    queryFn: ({ signal }) => api.get(`/api/tasks/count?today=${today}`, { schema: TaskCount, signal }),
    enabled,
  });
}

/** GET /api/team/options: who a task can be given to. */
export function useTeamOptions() {
  return useQuery({
    queryKey: activityKeys.team,
    queryFn: ({ signal }) => api.get('/api/team/options', { schema: z.array(TeamMemberOption), signal }),
    staleTime: 60_000,
  });
}
