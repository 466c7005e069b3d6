import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityRecordType,
  ROLL_UP_RECORD_TYPES,
  type TimelineFilter,
  type TimelineScope,
} from '@keel/shared/activities';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTimeline } from '../api/get-timeline';
import { ActivityComposer } from './activity-composer';
import { TimelineEntry } from './timeline-entry';

const FILTERS: { value: TimelineFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'Everything' },
  ...ACTIVITY_KINDS.map((k) => ({ value: k, label: `${ACTIVITY_KIND_LABELS[k]}s` })),
  { value: 'history', label: 'History' },
];

/** What a roll-up adds (decision 0063), as the scope choice names it. */
const ROLL_UP_LABELS: Partial<Record<ActivityRecordType, { all: string; own: string }>> = {
  company: { all: 'This company, its contacts and deals', own: 'This company only' },
  contact: { all: 'This contact and its deals', own: 'This contact only' },
};

/**
 * A record's timeline (decision 0026): the composer on top, then its activities and its history, newest
 * first, a page at a time. Mount it on any record page: `<RecordTimeline type="contact" id={id} />`.
 * A company's and a contact's include their related records' activities, unless the user narrows it.
 */
export function RecordTimeline({ type, id }: { type: ActivityRecordType; id: string }) {
  const headingId = useId();
  const filterId = useId();
  const scopeId = useId();
  const [kind, setKind] = useState<TimelineFilter | 'all'>('all');
  const [scope, setScope] = useState<TimelineScope>('all');
  const rollUp = ROLL_UP_RECORD_TYPES.includes(type) ? ROLL_UP_LABELS[type] : undefined;
  const timeline = useTimeline(type, id, kind, rollUp ? scope : 'all');
  const items = timeline.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Activity
      </h2>
      <ActivityComposer type={type} id={id} />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          Show
        </label>
        <Select
          id={filterId}
          className="w-44"
          value={kind}
          onChange={(e) => setKind(e.target.value as TimelineFilter | 'all')}
          options={FILTERS}
        />
        {rollUp ? (
          <>
            <label htmlFor={scopeId} className="text-sm font-medium text-slate-700">
              From
            </label>
            <Select
              id={scopeId}
              className="w-72 max-w-full"
              value={scope}
              onChange={(e) => setScope(e.target.value as TimelineScope)}
              options={[
                { value: 'all', label: rollUp.all },
                { value: 'own', label: rollUp.own },
              ]}
            />
          </>
        ) : null}
      </div>
      {timeline.isPending ? <Spinner label="Loading activity..." showLabel /> : null}
      {timeline.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(timeline.error)}
        </p>
      ) : null}
      {timeline.isSuccess && items.length === 0 ? <p className="text-sm text-slate-500">Nothing here yet.</p> : null}
      <ol className="space-y-4" aria-label="Timeline">
        {items.map((item) => (
          <li key={item.source === 'activity' ? `a-${item.activity.id}` : `h-${item.id}`}>
            <TimelineEntry item={item} record={{ type, id }} />
          </li>
        ))}
      </ol>
      {timeline.hasNextPage ? (
        // aria-disabled, not disabled: a disabled button would drop the keyboard user's focus to the page's top while the page loads.
        <Button
          variant="outline"
          aria-disabled={timeline.isFetchingNextPage}
          onClick={() => (timeline.isFetchingNextPage ? undefined : void timeline.fetchNextPage())}
        >
          {timeline.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </section>
  );
}
