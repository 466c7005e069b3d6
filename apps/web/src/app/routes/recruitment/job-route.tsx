import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { SendCandidateEmailDialog } from '../../../features/candidate-mail/components/send-candidate-email-dialog';
import { JobPage } from '../../../features/recruitment/components/job-page';
import { JobDemandLink } from '../../../features/staffing/components/job-demand-link';

export default function JobRoute() {
  const { jobId = '' } = useParams();
  const { user } = useAuth();
  // Set when a card is moved to Rejected on the board: the rejection e-mail is offered (decision 0038).
  const [rejectedApplicant, setRejectedApplicant] = useState<string | null>(null);
  return (
    <>
      <JobPage
        key={jobId}
        jobId={jobId}
        currentUserId={user?.id ?? ''}
        timeline={<RecordTimeline type="job" id={jobId} />}
        origin={<JobDemandLink jobId={jobId} />}
        onRejected={(card) => setRejectedApplicant(card.applicant_id)}
      />
      {rejectedApplicant ? (
        <SendCandidateEmailDialog
          key={rejectedApplicant}
          applicantId={rejectedApplicant}
          jobId={jobId}
          templateKey="rejection"
          open
          onOpenChange={(open) => {
            if (!open) setRejectedApplicant(null);
          }}
        />
      ) : null}
    </>
  );
}
