import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { SendCandidateEmailDialog } from '../../../features/candidate-mail/components/send-candidate-email-dialog';
import { PrivacyActions } from '../../../features/privacy/components/privacy-actions';
import { ApplicantApplications } from '../../../features/recruitment/components/applicant-applications';
import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';

export default function ApplicantRoute() {
  const { applicantId = '' } = useParams();
  const { user, isAdmin } = useAuth();
  // Set when a save moves the applicant to Rejected: the rejection e-mail is offered.
  const [rejectedFor, setRejectedFor] = useState<{ jobId: string | null } | null>(null);
  return (
    <>
      <ApplicantPage
        key={applicantId}
        applicantId={applicantId}
        applications={<ApplicantApplications applicantId={applicantId} currentUserId={user?.id ?? ''} />}
        timeline={<RecordTimeline type="applicant" id={applicantId} />}
        actions={(a) => (
          <>
            <SendCandidateEmailDialog applicantId={a.applicant_id} jobId={a.job_id} />
            {isAdmin ? <PrivacyActions kind="applicant" id={a.applicant_id} name={`${a.first_name} ${a.last_name}`} /> : null}
          </>
        )}
        onRejected={(a) => setRejectedFor({ jobId: a.job_id })}
      />
      {rejectedFor ? (
        <SendCandidateEmailDialog
          applicantId={applicantId}
          jobId={rejectedFor.jobId}
          templateKey="rejection"
          open
          onOpenChange={(open) => {
            if (!open) setRejectedFor(null);
          }}
        />
      ) : null}
    </>
  );
}
