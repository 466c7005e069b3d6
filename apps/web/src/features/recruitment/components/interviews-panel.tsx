import { formatInterviewTime } from '@keel/shared/interview-time';
import type { Competency } from '@keel/shared/interview-kits';
import { type Interview, RECOMMENDATION_LABELS } from '@keel/shared/interviews';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/time-zone';
import { useInterviewKit } from '../api/interview-kit';
import { useInterviews } from '../api/list-interviews';
import { useSaveInterview } from '../api/save-interview';
import { InterviewDialog } from './interview-dialog';
import { ScorecardForm } from './scorecard-form';
import { ScorecardSummary } from './scorecard-summary';

/**
 * An application's interviews with their panels and scorecards (shown together), and 'Schedule
 * Interview'. `canSchedule` false (a member only on one of the job's panels, decisions 0081 and
 * 0085): no scheduling, rescheduling or cancelling, only reading and one's own scorecard.
 */
export function InterviewsPanel({
  applicationId,
  jobId,
  jobTitle,
  currentUserId,
  canSchedule = true,
}: {
  applicationId: string;
  /** The job's interview kit is what its scorecards rate (decision 0082). */
  jobId: string;
  jobTitle: string;
  currentUserId: string;
  canSchedule?: boolean;
}) {
  const interviews = useInterviews(applicationId);
  const kit = useInterviewKit(jobId);
  const competencies = kit.data?.competencies ?? [];
  const [scheduling, setScheduling] = useState(false);
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">Interviews</h4>
        {canSchedule ? (
          <Button variant="outline" onClick={() => setScheduling(true)}>
            Schedule Interview<span className="sr-only"> for {jobTitle}</span>
          </Button>
        ) : null}
      </div>
      {scheduling ? (
        <InterviewDialog
          applicationId={applicationId}
          currentUserId={currentUserId}
          candidateTimeZone={interviews.data?.at(-1)?.time_zone ?? null}
          open
          onOpenChange={setScheduling}
        />
      ) : null}
      {interviews.data?.length === 0 ? <p className="mt-1 text-sm text-slate-600">No interviews yet.</p> : null}
      {interviews.data ? <ScorecardSummary interviews={interviews.data} competencies={competencies} /> : null}
      <ul className="mt-2 space-y-3">
        {(interviews.data ?? []).map((interview) => (
          <InterviewItem
            key={interview.interview_id}
            interview={interview}
            currentUserId={currentUserId}
            canSchedule={canSchedule}
            competencies={competencies}
          />
        ))}
      </ul>
    </div>
  );
}

function InterviewItem({
  interview,
  currentUserId,
  canSchedule,
  competencies,
}: {
  interview: Interview;
  currentUserId: string;
  canSchedule: boolean;
  competencies: readonly Competency[];
}) {
  const [rescheduling, setRescheduling] = useState(false);
  const save = useSaveInterview(interview.application_id);
  const cancelled = interview.cancelled_at !== null;
  async function cancel() {
    try {
      await save.mutateAsync({ action: 'cancel', interviewId: interview.interview_id, version: interview.version });
      toast({ title: 'Interview Cancelled', description: 'The candidate and the interviewers have been told.' });
    } catch (error) {
      toast({ title: 'Error cancelling interview', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="interview">
      <p className="font-medium text-slate-900">
        <InterviewTime interview={interview} /> · {interview.duration_minutes} minutes
        {cancelled ? (
          <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">Cancelled</span>
        ) : null}
      </p>
      <p className="text-slate-700">{[interview.location, interview.video_url].filter(Boolean).join(' · ')}</p>
      <p className="text-slate-700">Interviewers: {interview.interviewers.map((i) => i.fullName).join(', ')}</p>
      {!cancelled && canSchedule ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setRescheduling(true)}>
            Reschedule
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={save.isPending}>
                Cancel Interview
              </Button>
            }
            title="Cancel this interview?"
            description="The candidate and the interviewers get a cancellation."
            confirmLabel="Cancel Interview"
            onConfirm={cancel}
          />
        </div>
      ) : null}
      {rescheduling ? (
        <InterviewDialog
          applicationId={interview.application_id}
          interview={interview}
          currentUserId={currentUserId}
          open
          onOpenChange={setRescheduling}
        />
      ) : null}
      <Scorecards interview={interview} />
      {interview.is_interviewer && !cancelled ? (
        <ScorecardForm key={interview.scorecards.length} interview={interview} currentUserId={currentUserId} competencies={competencies} />
      ) : null}
    </li>
  );
}

function Scorecards({ interview }: { interview: Interview }) {
  if (!interview.scorecards.length && !interview.hidden_scorecards) return <p className="mt-2 text-slate-600">No scorecards yet.</p>;
  return (
    <div className="mt-2">
      {interview.scorecards.length ? (
        <ul aria-label="Scorecards" className="space-y-1">
          {interview.scorecards.map((s) => (
            <li key={s.interviewer_id}>
              <span className="font-medium">{s.interviewer_name}</span>:{' '}
              {s.recommendation ? RECOMMENDATION_LABELS[s.recommendation] : 'No recommendation'}
              {s.legacy_rating !== null ? ` (earlier scale: ${s.legacy_rating} of 5)` : ''}
              {s.notes ? ` — ${s.notes}` : ''}
              {s.ratings.length ? (
                <ul className="ml-4 text-slate-700">
                  {s.ratings.map((r) => (
                    <li key={r.competency_id}>
                      {r.name}: {r.rating} of 4{r.notes ? ` — ${r.notes}` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {interview.hidden_scorecards ? (
        <p className="text-slate-600">
          {interview.hidden_scorecards} other scorecard(s) recorded: you see them once you have recorded yours.
        </p>
      ) : null}
    </div>
  );
}

/**
 * When an interview is, in the viewer's own time zone and naming it (decision 0039); when it was
 * scheduled in another zone (the one its invitations use), that one too.
 */
function InterviewTime({ interview }: { interview: Interview }) {
  const zone = browserTimeZone();
  const start = new Date(interview.starts_at);
  return (
    <>
      {formatInterviewTime(start, interview.duration_minutes, zone)}
      {interview.time_zone !== zone ? (
        <span className="font-normal text-slate-600">
          {' '}
          · invitations say {formatInterviewTime(start, interview.duration_minutes, interview.time_zone)}
        </span>
      ) : null}
    </>
  );
}
