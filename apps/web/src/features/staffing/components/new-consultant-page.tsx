import { paths } from '@keel/shared/paths';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { toast } from '../../../components/ui/use-toast';
import { ConsultantForm } from './consultant-form';

/** /crm/consultants/new (admins, sales reps, recruiters; decision 0087). */
export function NewConsultantPage({ canSeeRates }: { canSeeRates: boolean }) {
  const navigate = useNavigate();
  return (
    <PageShell title="Add Consultant" narrow>
      <ConsultantForm
        canSeeRates={canSeeRates}
        onSaved={(saved) => {
          toast({ title: 'Consultant Added', description: `${saved.full_name} has been added.` });
          void navigate(paths.consultant(saved.consultant_id));
        }}
        onCancel={() => void navigate(paths.consultants)}
      />
    </PageShell>
  );
}
