import { useParams } from 'react-router';
import { RecordTimeline } from '../../../features/activities/components/record-timeline';
import { useAuth } from '../../../features/auth/auth-context';
import { DealRecordPage } from '../../../features/funnel/components/deal-record-page';
import { DealStaffing } from '../../../features/staffing/components/deal-staffing';

/**
 * /crm/deals/:dealId: the deal page, with its Staffing section (decision 0092: admins and sales reps
 * edit demands and see rates; decision 0097: admins and recruiters make jobs from them).
 */
export default function DealRoute() {
  const { dealId = '' } = useParams();
  const { isSalesRep, isRecruiter } = useAuth();
  return (
    <DealRecordPage
      key={dealId}
      dealId={dealId}
      staffing={<DealStaffing dealId={dealId} permissions={{ canEdit: isSalesRep, canSeeRates: isSalesRep, canMakeJobs: isRecruiter }} />}
      timeline={<RecordTimeline type="deal" id={dealId} />}
    />
  );
}
