import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityRecordType,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  CONTACT_KINDS,
  MAX_CALL_MINUTES,
} from '@keel/shared/activities';
import { PRIORITIES } from '@keel/shared/funnel';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localToday } from '../../../lib/local-today';
import { useTeamOptions } from '../api/get-tasks';
import { useCreateActivityMutation } from '../api/save-activity';
import { encodeMentions, type Mention } from './mention-text';
import { MentionTextarea } from './mention-textarea';

const SUBMIT: Record<ActivityKind, string> = { note: 'Add Note', call: 'Log Call', meeting: 'Log Meeting', task: 'Create Task' };
const DONE: Record<ActivityKind, string> = { note: 'Note added', call: 'Call logged', meeting: 'Meeting logged', task: 'Task created' };

/**
 * Writes a note, logs a call or meeting, or creates a task on a record, in one step. Keyboard only:
 * Tab through the fields, Ctrl/Cmd+Enter in the text sends.
 */
export function ActivityComposer({ type, id }: { type: ActivityRecordType; id: string }) {
  const uid = useId();
  const [kind, setKind] = useState<ActivityKind>('note');
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<Mention[]>([]);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueTime, setDueTime] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [priority, setPriority] = useState('Medium');
  const [occurredOn, setOccurredOn] = useState(localToday);
  const [outcome, setOutcome] = useState<CallOutcome>('connected');
  const [duration, setDuration] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateActivityMutation();
  const team = useTeamOptions();
  const isTask = kind === 'task';
  const isContact = CONTACT_KINDS.includes(kind);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (create.isPending) return;
    const text = encodeMentions(body, mentions);
    const input = isTask
      ? {
          kind,
          body: text,
          title,
          dueDate: dueDate || null,
          dueTime: dueTime || null,
          assigneeId: assigneeId || null,
          priority: priority as (typeof PRIORITIES)[number],
          links: [{ type, id }],
        }
      : {
          kind,
          body: text,
          links: [{ type, id }],
          ...(isContact ? { occurredOn: occurredOn || null } : {}),
          ...(kind === 'call' ? { outcome, durationMinutes: duration === '' ? null : Number(duration) } : {}),
        };
    try {
      await create.mutateAsync(input);
      setErrors({});
      setBody('');
      setMentions([]);
      setTitle('');
      setDueDate('');
      setDueTime('');
      setDuration('');
      setOccurredOn(localToday());
      toast({ title: DONE[kind] });
    } catch (error) {
      const invalid = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
      setErrors(invalid ? (error.fields ?? {}) : {});
      toast({ title: invalid ? 'Validation Error' : 'Error saving activity', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const people = [{ value: '', label: 'Me' }, ...(team.data ?? []).map((m) => ({ value: m.id, label: m.fullName }))];
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      aria-label="New activity"
    >
      <Field id={`${uid}-kind`} label="Activity type">
        <Select
          value={kind}
          onChange={(e) => setKind(e.target.value as ActivityKind)}
          options={ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] }))}
        />
      </Field>
      {isTask ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${uid}-title`} label="Task title" error={errors.title} className="sm:col-span-2">
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </Field>
          <Field id={`${uid}-due`} label="Due date" error={errors.dueDate}>
            <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          </Field>
          <Field id={`${uid}-time`} label="Due time (optional)" error={errors.dueTime}>
            <Input type="time" value={dueTime} onChange={(e) => setDueTime(e.target.value)} />
          </Field>
          <Field id={`${uid}-assignee`} label="Assignee" error={errors.assigneeId}>
            <Select value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)} options={people} />
          </Field>
          <Field id={`${uid}-priority`} label="Priority">
            <Select
              value={priority}
              onChange={(e) => setPriority(e.target.value)}
              options={PRIORITIES.map((p) => ({ value: p, label: p }))}
            />
          </Field>
        </div>
      ) : null}
      {isContact ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={`${uid}-on`} label={kind === 'call' ? 'Call date' : 'Meeting date'} error={errors.occurredOn}>
            <Input type="date" value={occurredOn} onChange={(e) => setOccurredOn(e.target.value)} />
          </Field>
          {kind === 'call' ? (
            <>
              <Field id={`${uid}-outcome`} label="Outcome" error={errors.outcome}>
                <Select
                  value={outcome}
                  onChange={(e) => setOutcome(e.target.value as CallOutcome)}
                  options={CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] }))}
                />
              </Field>
              <Field id={`${uid}-duration`} label="Duration (minutes)" error={errors.durationMinutes}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_CALL_MINUTES}
                  step={1}
                  value={duration}
                  onChange={(e) => setDuration(e.target.value)}
                />
              </Field>
            </>
          ) : null}
        </div>
      ) : null}
      <Field
        id={`${uid}-body`}
        label={isTask ? 'Details (optional)' : ACTIVITY_KIND_LABELS[kind]}
        error={errors.body}
        hint="Type @ to mention a team member; Ctrl+Enter to save"
      >
        <MentionTextarea
          rows={3}
          value={body}
          onChange={setBody}
          members={(team.data ?? []).map((m) => ({ id: m.id, name: m.fullName }))}
          onMention={(m) => setMentions((all) => [...all.filter((x) => x.id !== m.id), m])}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
      </Field>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Saving...' : SUBMIT[kind]}
      </Button>
    </form>
  );
}
