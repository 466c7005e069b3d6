import { paths } from '@keel/shared/paths';
import { UserPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useApplicantConsultant, useMakeConsultant } from '../api/consultant-hire';

/**
 * A hired applicant's "Make a consultant" (decision 0097): one click copies their contact details,
 * skills and resume into a consultant record and opens it; once made, a link to that consultant.
 */
export function MakeConsultantAction({ applicantId }: { applicantId: string }) {
  const navigate = useNavigate();
  const made = useApplicantConsultant(applicantId, true);
  const make = useMakeConsultant(applicantId);
  if (made.isPending) return null;
  const consultant = made.data?.consultant;
  if (consultant)
    return (
      <Link to={paths.consultant(consultant.consultant_id)} className="self-center text-sm font-medium text-accent-700 hover:underline">
        Consultant: {consultant.full_name}
      </Link>
    );
  const onMake = async () => {
    try {
      const c = await make.mutateAsync();
      toast({ title: 'Consultant Created', description: `${c.full_name} is now a consultant.` });
      void navigate(paths.consultant(c.consultant_id));
    } catch (error) {
      toast({ title: 'Error making consultant', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onMake()} disabled={make.isPending}>
      <UserPlus aria-hidden className="h-4 w-4" /> {make.isPending ? 'Making consultant...' : 'Make a consultant'}
    </Button>
  );
}
