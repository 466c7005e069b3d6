import { useTaskCount } from '../api/get-tasks';

/** The menu's count of my open tasks due today or overdue; nothing when there are none. */
export function TaskCountBadge({ className }: { className?: string }) {
  const count = useTaskCount(true);
  const due = count.data?.due ?? 0;
  if (due === 0) return null;
  return (
    <span
      className={`rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white ${className ?? ''}`}
      data-testid="task-count-badge"
    >
      {due > 99 ? '99+' : due}
      <span className="sr-only"> {due === 1 ? 'task' : 'tasks'} due today or overdue</span>
    </span>
  );
}
