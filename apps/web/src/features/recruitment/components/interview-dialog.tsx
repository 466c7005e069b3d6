import { FIRM_TIME_ZONE, formatInterviewTime, wallClock, zonedInstant } from '@keel/shared/interview-time';
import type { Interview } from '@keel/shared/interviews';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInterviewerChoices } from '../api/interviewer-choices';
import { useOfficeTimeZone } from '../api/office-time-zone';
import { useSaveInterview } from '../api/save-interview';

interface Props {
  applicationId: string;
  /** The interview to reschedule; none to schedule a new one. */
  interview?: Interview;
  /** The signed-in user, a new interview's first interviewer. */
  currentUserId: string;
  /** The candidate's time zone when known (their latest interview's, decision 0080): a new interview's default zone. */
  candidateTimeZone?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Schedules or reschedules an interview: date and time read in the time zone chosen here (decision
 * 0080: the interview's own when rescheduling; else the candidate's when known, else the office's),
 * duration, interviewers from the whole team (any role, decision 0081; for a hiring team member,
 * those who already read the job, decision 0085), a place and/or a video link. It shows how the
 * time reads for the candidate and for each interviewer in their own zone. Saving
 * sends the candidate and each interviewer an invitation.
 */
export function InterviewDialog({ applicationId, interview, currentUserId, candidateTimeZone, open, onOpenChange }: Props) {
  const members = useInterviewerChoices(applicationId);
  const office = useOfficeTimeZone();
  const save = useSaveInterview(applicationId);
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const officeZone = office.data?.time_zone ?? FIRM_TIME_ZONE;
  const zone = pickedZone ?? interview?.time_zone ?? candidateTimeZone ?? officeZone;
  // A new interview for a candidate whose zone is not known waits for the office's before it can be saved.
  const zonePending = !pickedZone && !interview && !candidateTimeZone && office.isPending;
  const zoneSource = pickedZone
    ? null
    : interview
      ? 'The zone this interview was scheduled in.'
      : candidateTimeZone
        ? "The candidate's time zone (from their earlier interview)."
        : "The office's time zone.";
  const start = interview ? wallClock(new Date(interview.starts_at), interview.time_zone) : null;
  const [date, setDate] = useState(start?.date ?? '');
  const [time, setTime] = useState(start?.time ?? '10:00');
  const [duration, setDuration] = useState(String(interview?.duration_minutes ?? 60));
  const [panel, setPanel] = useState<string[]>(interview ? interview.interviewers.map((i) => i.id) : [currentUserId]);
  const [location, setLocation] = useState(interview?.location ?? '');
  const [videoUrl, setVideoUrl] = useState(interview?.video_url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const when = zonedInstant(date, time, zone);
    if (!date || !time || !when || Number.isNaN(when.getTime())) {
      setErrors({ starts_at: 'Please enter a date and time.' });
      return;
    }
    // The instant, and the zone its date and time were read in: the candidate's invitation says the time there (decisions 0039, 0080).
    const input = {
      starts_at: when.toISOString(),
      time_zone: zone,
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
  const when = date && time ? zonedInstant(date, time, zone) : null;
  const minutes = Number(duration) > 0 ? Number(duration) : 60;
  const chosen = (members.data ?? []).filter((r) => panel.includes(r.id));
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
        <Field id="interview-time" label="Time *">
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </Field>
        <Field
          id="interview-time-zone"
          label="Time zone"
          error={errors.time_zone}
          hint={`The date and time are read here. ${zoneSource ?? ''}`.trim()}
          className="sm:col-span-2"
        >
          <TimeZoneSelect value={zone} onChange={(e) => setPickedZone(e.target.value)} />
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
        {when ? (
          <section aria-labelledby="interview-readings" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2">
            <h3 id="interview-readings" className="font-medium text-slate-900">
              How the time reads
            </h3>
            <ul className="mt-1 space-y-1" aria-live="polite">
              <li>
                <span className="font-medium">Candidate:</span> {formatInterviewTime(when, minutes, zone)}
              </li>
              {chosen.map((r) => (
                <li key={r.id}>
                  <span className="font-medium">{r.fullName}:</span> {formatInterviewTime(when, minutes, r.timeZone ?? zone)}
                  {r.timeZone ? null : <span className="text-slate-600"> (no time zone of their own yet)</span>}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
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
          <Button type="submit" disabled={save.isPending || zonePending}>
            {save.isPending ? 'Saving...' : interview ? 'Send Update' : 'Schedule and Invite'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
