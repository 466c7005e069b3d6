import { useParams } from 'react-router';
import { useAuth } from '../../../features/auth/auth-context';
import { ConsultantPage } from '../../../features/staffing/components/consultant-page';

/** /crm/consultants/:consultantId (decision 0087): what each role may do there follows the server's rules. */
export default function ConsultantRoute() {
  const { consultantId = '' } = useParams();
  const { isAdmin, isSalesRep, isRecruiter } = useAuth();
  return (
    <ConsultantPage
      key={consultantId}
      consultantId={consultantId}
      permissions={{
        canEdit: isSalesRep || isRecruiter,
        canDelete: isAdmin,
        canSeeRates: isSalesRep,
        canOpenApplicants: isRecruiter,
        canShareProfile: isSalesRep,
      }}
    />
  );
}
