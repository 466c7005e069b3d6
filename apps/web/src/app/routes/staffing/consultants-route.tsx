import { useAuth } from '../../../features/auth/auth-context';
import { ConsultantsPage } from '../../../features/staffing/components/consultants-page';

/** /crm/consultants (decision 0087): any signed-in member; admins, sales reps and recruiters may add. */
export default function ConsultantsRoute() {
  const { isSalesRep, isRecruiter } = useAuth();
  return <ConsultantsPage canAdd={isSalesRep || isRecruiter} />;
}
