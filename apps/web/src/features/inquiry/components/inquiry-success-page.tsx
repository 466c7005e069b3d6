import { paths } from '@keel/shared/paths';
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { leadNameFromState } from '../inquiry-success-state';

/** /crm/inquiry-success: thanks the lead by name (from navigation state). */
export function InquirySuccessPage() {
  const location = useLocation();
  const name = leadNameFromState(location.state);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title="Thank You" />
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <CircleCheck aria-hidden className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Thank You, {name}!</h1>
      <p className="mt-3 text-slate-600">
        Your inquiry has been received. A member of our team will be in touch with you shortly.
      </p>
      <Button className="mt-8" asChild>
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </div>
  );
}
