import type { Activity } from '@keel/shared/activities';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useTaskDoneMutation } from '../api/save-activity';

/** One click (or Space) marks a task done or open again. */
export function TaskDoneToggle({ task }: { task: Activity }) {
  const done = useTaskDoneMutation();
  const isDone = task.doneAt !== null;
  const toggle = async () => {
    try {
      await done.mutateAsync({ id: task.id, done: !isDone });
      toast({ title: isDone ? 'Task reopened' : 'Task completed', description: task.title ?? undefined });
    } catch (error) {
      toast({ title: 'Error updating task', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <input
      type="checkbox"
      className="mt-0.5 h-4 w-4 shrink-0 accent-accent-600"
      checked={isDone}
      disabled={done.isPending}
      onChange={() => void toggle()}
      aria-label={`${isDone ? 'Reopen' : 'Complete'} task: ${task.title ?? ''}`}
    />
  );
}
