import { INQUIRY_STAGE_TITLE } from '@keel/shared/funnel';
import { useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { stageFromState } from '../inquiry-state';
import { InquiryForm } from './inquiry-form';

/**
 * /crm/inquiry: the New Inquiry form, public. Visitors get the public page; signed-in staff reach it
 * through 'Add New Contact' and see it in the workspace, worded for entering someone else's
 * details (decision 0025). Staff may arrive with a funnel stage in navigation state (the server
 * honours it only for them).
 */
export function InquiryPage({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const stage = stageFromState(location.state);
  return (
    <div className="bg-slate-50">
      <DocumentTitle title={signedIn ? 'Add New Contact' : 'New Inquiry'} />
      <div className={signedIn ? 'mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8' : 'mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8'}>
        {signedIn ? <StaffIntro stage={stage ?? INQUIRY_STAGE_TITLE} /> : <VisitorIntro />}
        <div className={signedIn ? 'mt-6' : 'mt-8'}>
          <InquiryForm stage={signedIn ? stage : undefined} staff={signedIn} />
        </div>
      </div>
    </div>
  );
}

function VisitorIntro() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">New Inquiry</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        Tell us about yourself and your project. A senior consultant will review it and get back to you within 24 hours.
      </p>
    </>
  );
}

/** For staff entering a contact: what saving does, in their terms. */
function StaffIntro({ stage }: { stage: string }) {
  return (
    <>
      <p className="text-sm font-medium text-brand-700">New Inquiry form</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Add New Contact</h1>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        Enter the contact's details as they gave them to you. Saving adds them to Contacts — or, when a contact already has this primary
        e-mail, fills in what that contact is missing — links their company, and opens a lead assigned to you.
      </p>
      <p role="note" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        This lead will be added to the <strong>{stage}</strong> stage of the sales funnel.
      </p>
    </>
  );
}
