import { INQUIRY_STAGE_TITLE } from '@keel/shared/funnel';
import { useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { stageFromState } from '../inquiry-state';
import { InquiryForm } from './inquiry-form';

/**
 * /crm/inquiry: the New Inquiry form, public. Signed-in staff may arrive with a funnel stage in
 * navigation state (the server honours it only for them).
 */
export function InquiryPage({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const stage = stageFromState(location.state);
  return (
    <div className="bg-slate-50">
      <DocumentTitle title="New Inquiry" />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">New Inquiry</h1>
        <p className="mt-3 max-w-2xl text-slate-600">
          Tell us about yourself and your project. A senior consultant will review it and get back to you within 24 hours.
        </p>
        {signedIn && stage && stage !== INQUIRY_STAGE_TITLE ? (
          <p role="note" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            This lead will be added to the <strong>{stage}</strong> stage of the sales funnel.
          </p>
        ) : null}
        <div className="mt-8">
          <InquiryForm stage={signedIn ? stage : undefined} />
        </div>
      </div>
    </div>
  );
}
