import type { LiveEvent, LiveTopic } from '@keel/shared/live-updates';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { activityKeys } from '../features/activities/api/activity-keys';
import { useAuth } from '../features/auth/auth-context';
import { logoKeys } from '../features/client-logos/api/logo-keys';
import { companyKeys } from '../features/companies/api/company-keys';
import { contactKeys } from '../features/contacts/api/contact-keys';
import { dashboardKeys, insightKeys } from '../features/dashboards/api/dashboard-keys';
import { funnelKeys } from '../features/funnel/api/funnel-keys';
import { useLiveEvents } from '../features/live-updates/use-live-events';
import { notificationKeys } from '../features/notifications/api/notifications';
import { recruitmentKeys } from '../features/recruitment/api/recruitment-keys';

const REPORTING: QueryKey = ['reporting'];

/** What to refetch when someone else changes a topic (widgets and reports read the same records). */
const KEYS_OF: Record<LiveTopic, QueryKey[]> = {
  funnel: [funnelKeys.all, insightKeys.all, REPORTING],
  contacts: [contactKeys.all, insightKeys.all, REPORTING],
  // Contact lists and details show company names.
  companies: [companyKeys.all, contactKeys.all, REPORTING],
  'client-logos': [logoKeys.all],
  dashboards: [dashboardKeys.all],
  // Only the recipient hears it (the server filters): the bell's count and list.
  notifications: [notificationKeys.all],
  // A move on a job board can change the applicant's status (decision 0030).
  applications: [recruitmentKeys.applications, recruitmentKeys.applicants],
  // Timelines, My Tasks and the widgets that read activities.
  activities: [activityKeys.all, insightKeys.all],
};

/** Events within this window are refetched together (a burst of changes costs one refetch). */
const BATCH_MS = 50;
/** While a funnel move is in flight the board shows it optimistically; refetching then would undo it on screen. */
const FUNNEL_MOVE_SCOPE = 'funnel-move';

function funnelMovePending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ predicate: (m) => m.options.scope?.id === FUNNEL_MOVE_SCOPE }) > 0;
}

/**
 * Collects events for BATCH_MS, then invalidates the queries of their topics once (a burst of
 * changes costs one refetch). Funnel refetches wait while one of this tab's moves is in flight.
 */
export function createLiveInvalidator(queryClient: QueryClient) {
  const pending = new Set<LiveTopic | 'resync'>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    if (pending.has('funnel') && funnelMovePending(queryClient)) {
      timer = setTimeout(flush, 200); // after the move has settled
      return;
    }
    const topics = [...pending];
    pending.clear();
    if (topics.includes('resync')) {
      void queryClient.invalidateQueries();
      return;
    }
    const keys = new Map(topics.flatMap((topic) => KEYS_OF[topic as LiveTopic]).map((key) => [JSON.stringify(key), key]));
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    add(event: LiveEvent) {
      pending.add(event.topic);
      timer ??= setTimeout(flush, BATCH_MS);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

/**
 * Keeps every open screen of a signed-in user up to date with other people's changes: each event
 * from the server refetches the queries of its topic. Mounted once, for signed-in users only.
 */
export function LiveUpdates() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [invalidator] = useState(() => createLiveInvalidator(queryClient));
  useEffect(() => () => invalidator.dispose(), [invalidator]);
  useLiveEvents(isAuthenticated, invalidator.add);
  return null;
}
