import type { Activity } from '@keel/shared/activities';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What dashboards borrow from the activities feature: features do not import each other, so the
 * route that shows a dashboard passes the activities' parts in through this context (as with the
 * report kit, decision 0034).
 */
export interface ActivityKit {
  /** The reminders widget's checkbox: one click marks a task done or open again. */
  TaskDoneToggle: ComponentType<{ task: Activity }>;
}

export const ActivityKitContext = createContext<ActivityKit | null>(null);

export function useActivityKit(): ActivityKit {
  const kit = useContext(ActivityKitContext);
  if (!kit) throw new Error('The dashboard needs the activities feature: wrap it in ActivityKitContext.');
  return kit;
}
