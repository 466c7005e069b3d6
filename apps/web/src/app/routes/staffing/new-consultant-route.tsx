import { useAuth } from '../../../features/auth/auth-context';
import { RequireConsultantEditor } from '../../../features/auth/components/guards';
import { NewConsultantPage } from '../../../features/staffing/components/new-consultant-page';

/** /crm/consultants/new: admins, sales reps and recruiters (decision 0087); rates for admins and sales reps. */
export default function NewConsultantRoute() {
  const { isSalesRep } = useAuth();
  return (
    <RequireConsultantEditor>
      <NewConsultantPage canSeeRates={isSalesRep} />
    </RequireConsultantEditor>
  );
}
