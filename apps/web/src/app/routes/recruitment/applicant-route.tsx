import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { SendCandidateEmailDialog } from '../../../features/candidate-mail/components/send-candidate-email-dialog';
import { PrivacyActions } from '../../../features/privacy/components/privacy-actions';
import { ApplicantApplications } from '../../../features/recruitment/components/applicant-applications';
import { ApplicantPage } from '../../../features/recruitment/components/applicant-page';
import { MakeConsultantAction } from '../../../features/staffing/components/make-consultant-action';

export default function ApplicantRoute() {
  const { applicantId = '' } = useParams();
  const { user, isAdmin, isRecruiter } = useAuth();
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
            {/* A hire becomes a consultant (decision 0097): admins and recruiters, not a hiring team member. */}
            {isRecruiter && a.status === 'Hired' ? <MakeConsultantAction applicantId={a.applicant_id} /> : null}
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
