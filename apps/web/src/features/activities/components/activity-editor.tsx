import {
  ACTIVITY_KIND_LABELS,
  type Activity,
  type ActivityUpdate,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  MAX_CALL_MINUTES,
  type TimelinePage,
} from '@keel/shared/activities';
import { PRIORITIES, type Priority } from '@keel/shared/funnel';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useStaleEdit } from '../../../components/use-stale-edit';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { TIMELINE_KEY } from '../../../lib/timeline-key';
import { useUpdateActivityMutation } from '../api/save-activity';

interface EditValues {
  body: string;
  title: string;
  dueDate: string;
  dueTime: string;
  priority: string;
  occurredOn: string;
  outcome: string;
  duration: string;
}

const toValues = (a: Activity): EditValues => ({
  body: a.body,
  title: a.title ?? '',
  dueDate: a.dueDate ?? '',
  dueTime: a.dueTime ?? '',
  priority: a.priority ?? 'Medium',
  occurredOn: a.occurredOn ?? '',
  outcome: a.outcome ?? '',
  duration: a.durationMinutes === null ? '' : String(a.durationMinutes),
});

function toUpdate(kind: Activity['kind'], v: EditValues, assigneeId: string | null, version: number): ActivityUpdate {
  if (kind === 'meeting') return { kind, body: v.body, occurredOn: v.occurredOn || null, version };
  if (kind === 'call')
    return {
      kind,
      body: v.body,
      occurredOn: v.occurredOn || null,
      outcome: (v.outcome || null) as CallOutcome | null,
      durationMinutes: v.duration === '' ? null : Number(v.duration),
      version,
    };
  if (kind !== 'task') return { kind, body: v.body, version };
  return {
    kind,
    body: v.body,
    title: v.title,
    dueDate: v.dueDate || null,
    dueTime: v.dueTime || null,
    priority: v.priority as Priority,
    assigneeId,
    version,
  };
}

/** The activity as the (just refetched) timelines hold it. */
function cachedActivity(queryClient: ReturnType<typeof useQueryClient>, id: string): Activity | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<TimelinePage>>({ queryKey: TIMELINE_KEY })) {
    for (const item of data?.pages.flatMap((p) => p.items) ?? [])
      if (item.source === 'activity' && item.activity.id === id) return item.activity;
  }
  return undefined;
}

/**
 * Edits an activity in place (its author or an admin), with the composer's validation. The edit
 * starts from the version it opened with; a stale save gets the one stale-edit dialog of every
 * record form (decision 0016): Reload keeps what was typed, Overwrite saves it over the other edit.
 */
export function ActivityEditor({ activity, onDone }: { activity: Activity; onDone: () => void }) {
  const uid = useId();
  const queryClient = useQueryClient();
  const update = useUpdateActivityMutation();
  const [values, setValues] = useState(() => toValues(activity));
  const opened = useRef(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = ACTIVITY_KIND_LABELS[activity.kind];
  const isTask = activity.kind === 'task';

  const { submit, rebase, ui } = useStaleEdit({
    record: activity,
    what: label.toLowerCase(),
    send: (v: EditValues, version: number) =>
      update.mutateAsync({ id: activity.id, update: toUpdate(activity.kind, v, activity.assignee?.id ?? null, version) }),
    savedRecord: (saved: Activity) => saved,
    refetch: async () => {
      await queryClient.refetchQueries({ queryKey: TIMELINE_KEY, type: 'active' });
      return cachedActivity(queryClient, activity.id);
    },
    toForm: toValues,
    onSaved: () => {
      toast({ title: `${label} updated` });
      onDone();
    },
    onError: (error) => {
      const invalid = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
      setErrors(invalid ? (error.fields ?? {}) : {});
      toast({ title: invalid ? 'Validation Error' : 'Error saving activity', description: errorMessage(error), variant: 'destructive' });
    },
  });

  // Reloaded: fields left as they opened take the other person's values; what was typed stays.
  useEffect(() => {
    if (!rebase) return;
    setValues((current) => {
      const next = { ...current };
      for (const key of Object.keys(next) as (keyof EditValues)[]) if (current[key] === opened.current[key]) next[key] = rebase[key];
      return next;
    });
    opened.current = rebase;
  }, [rebase]);

  const set = (key: keyof EditValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!update.isPending) submit(values).catch(() => undefined);
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
      aria-label={`Edit ${label.toLowerCase()}`}
    >
      {isTask ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={`${uid}-title`} label="Task title" error={errors.title} className="sm:col-span-3">
            <Input value={values.title} onChange={set('title')} maxLength={200} />
          </Field>
          <Field id={`${uid}-due`} label="Due date" error={errors.dueDate}>
            <Input type="date" value={values.dueDate} onChange={set('dueDate')} />
          </Field>
          <Field id={`${uid}-time`} label="Due time (optional)" error={errors.dueTime}>
            <Input type="time" value={values.dueTime} onChange={set('dueTime')} />
          </Field>
          <Field id={`${uid}-priority`} label="Priority">
            <Select value={values.priority} onChange={set('priority')} options={PRIORITIES.map((p) => ({ value: p, label: p }))} />
          </Field>
        </div>
      ) : null}
      {activity.kind === 'call' || activity.kind === 'meeting' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={`${uid}-on`} label={`${label} date`} error={errors.occurredOn}>
            <Input type="date" value={values.occurredOn} onChange={set('occurredOn')} />
          </Field>
          {activity.kind === 'call' ? (
            <>
              <Field id={`${uid}-outcome`} label="Outcome" error={errors.outcome}>
                <Select
                  value={values.outcome}
                  onChange={set('outcome')}
                  options={[
                    { value: '', label: 'Not recorded' },
                    ...CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] })),
                  ]}
                />
              </Field>
              <Field id={`${uid}-duration`} label="Duration (minutes)" error={errors.durationMinutes}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_CALL_MINUTES}
                  value={values.duration}
                  onChange={set('duration')}
                />
              </Field>
            </>
          ) : null}
        </div>
      ) : null}
      <Field id={`${uid}-body`} label={isTask ? 'Details (optional)' : label} error={errors.body} hint="Ctrl+Enter to save">
        <Textarea
          rows={3}
          autoFocus={!isTask}
          value={values.body}
          onChange={set('body')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmit();
            if (e.key === 'Escape') onDone();
          }}
        />
      </Field>
      {ui}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
