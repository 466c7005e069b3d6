import { paths } from '@keel/shared/paths';
import { CircleCheck, Filter, UserRound, UserRoundPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { leadNameFromState, savedIdsFromState } from '../inquiry-success-state';

/**
 * /crm/inquiry-success: thanks the lead by name (from navigation state) with 'Back to Home' (docs/product/public-site.md#inquiry-success).
 * Signed-in staff also get links to the contact and the lead they just saved, and to add another.
 */
export function InquirySuccessPage({ staff = false }: { staff?: boolean }) {
  const location = useLocation();
  const name = leadNameFromState(location.state);
  const { contactId, leadId } = savedIdsFromState(location.state);
  return (
    <div className={`mx-auto flex max-w-xl flex-col items-center px-4 text-center ${staff ? 'py-12' : 'py-20'}`}>
      <DocumentTitle title="Thank You" />
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <CircleCheck aria-hidden className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Thank You, {name}!</h1>
      {staff ? (
        <>
          <p className="mt-3 text-slate-600">The contact and their lead are saved. Open them to carry on, or add the next contact.</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
            {contactId ? (
              <Button asChild>
                <Link to={paths.contact(contactId)}>
                  <UserRound aria-hidden className="h-4 w-4" />
                  Open the contact
                </Link>
              </Button>
            ) : null}
            {leadId ? (
              <Button asChild>
                <Link to={paths.funnelLead(leadId)}>
                  <Filter aria-hidden className="h-4 w-4" />
                  Open the lead
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link to={paths.inquiry}>
                <UserRoundPlus aria-hidden className="h-4 w-4" />
                Add another contact
              </Link>
            </Button>
          </div>
          <Link
            to={paths.home}
            className="mt-6 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          >
            Back to Home
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-600">Your inquiry has been received. A member of our team will be in touch with you shortly.</p>
          <Button className="mt-8" asChild>
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </>
      )}
    </div>
  );
}
