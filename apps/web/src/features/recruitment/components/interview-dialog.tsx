import type { Interview } from '@keel/shared/interviews';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { useTeamMembers } from '../api/team-members';
import { useSaveInterview } from '../api/save-interview';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

interface Props {
  applicationId: string;
  /** The interview to reschedule; none to schedule a new one. */
  interview?: Interview;
  /** The signed-in user, a new interview's first interviewer. */
  currentUserId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Schedules or reschedules an interview: date and time (the browser's own time zone), duration,
 * interviewers from the whole team (any role, decision 0081), a place and/or a video link. Saving sends
 * the candidate and each interviewer an invitation.
 */
export function InterviewDialog({ applicationId, interview, currentUserId, open, onOpenChange }: Props) {
  const members = useTeamMembers();
  const save = useSaveInterview(applicationId);
  const start = interview ? new Date(interview.starts_at) : null;
  const [date, setDate] = useState(start ? localDate(start) : '');
  const [time, setTime] = useState(start ? localTime(start) : '10:00');
  const [duration, setDuration] = useState(String(interview?.duration_minutes ?? 60));
  const [panel, setPanel] = useState<string[]>(interview ? interview.interviewers.map((i) => i.id) : [currentUserId]);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [videoUrl, setVideoUrl] = useState(interview?.video_url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const when = new Date(`${date}T${time}`);
    if (!date || !time || Number.isNaN(when.getTime())) {
      setErrors({ starts_at: 'Please enter a date and time.' });
      return;
    }
    // The instant, and the zone it was picked in: the invitations say the time there (decision 0039).
    const input = {
      starts_at: when.toISOString(),
      time_zone: browserTimeZone(),
      duration_minutes: Number(duration),
      interviewer_ids: panel,
      location,
      video_url: videoUrl,
    };
    try {
      await save.mutateAsync(
        interview
          ? { action: 'reschedule', interviewId: interview.interview_id, version: interview.version, input }
          : { action: 'schedule', input },
      );
      toast({ title: interview ? 'Interview Rescheduled!' : 'Interview Scheduled!', description: 'The invitations are in the outbox.' });
      onOpenChange(false);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      const invalid = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
      toast({ title: invalid ? 'Validation Error' : 'Error saving interview', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const toggle = (id: string) => setPanel((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={interview ? 'Reschedule Interview' : 'Schedule Interview'}
      description="The candidate and each interviewer get an e-mail with a calendar invitation."
    >
      <form onSubmit={(e) => void submit(e)} className="grid gap-4 overflow-y-auto px-6 py-4 sm:grid-cols-2" noValidate>
        <Field id="interview-date" label="Date *" error={errors.starts_at}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </Field>
        <Field id="interview-time" label="Time *" hint={`Your time zone: ${browserTimeZone()}. The invitations say the time there.`}>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </Field>
        <Field id="interview-duration" label="Duration (minutes)" error={errors.duration_minutes} className="sm:col-span-2">
          <Input type="number" min={5} max={480} step={5} value={duration} onChange={(e) => setDuration(e.target.value)} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-900">Interviewers *</legend>
          <div className="mt-1.5 grid gap-1.5">
            {(members.data ?? []).map((r) => (
              <label key={r.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={panel.includes(r.id)}
                  onChange={() => toggle(r.id)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {r.fullName}
              </label>
            ))}
          </div>
          {errors.interviewer_ids ? <p className="mt-1 text-sm text-red-700">{errors.interviewer_ids}</p> : null}
        </fieldset>
        <Field id="interview-location" label="Place" error={errors.location} className="sm:col-span-2">
          <Input value={location} onChange={(e) => setLocation(e.target.value)} placeholder="Room 4, Austin office" />
        </Field>
        <Field id="interview-video" label="Video link" error={errors.video_url} className="sm:col-span-2">
          <Input type="url" value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} placeholder="https://meet.example.com/…" />
        </Field>
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : interview ? 'Send Update' : 'Schedule and Invite'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
