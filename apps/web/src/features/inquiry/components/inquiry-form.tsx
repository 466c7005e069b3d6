import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_NOT_SAVED, DEAL_NOT_SAVED, InquiryInput, type InquiryData } from '@keel/shared/inquiries';
import { paths } from '@keel/shared/paths';
import { Send } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDuplicateWarning } from '../../../components/duplicate-warning';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSubmitInquiry } from '../api/submit-inquiry';
import type { InquirySuccessState } from '../inquiry-success-state';
import { InquiryContactSections } from './inquiry-contact-sections';
import { InquiryDetailsSection } from './inquiry-details-section';
import { InquiryMoreSections } from './inquiry-more-sections';

const DEFAULTS: InquiryInput = {
  firstName: '',
  lastName: '',
  email: '',
  workEmail: '',
  phone: '',
  mobilePhone: '',
  company: '',
  jobTitle: '',
  website: '',
  industry: '',
  projectName: '',
  leadSource: 'Website',
  serviceInterest: '',
  priority: 'Medium',
  budgetRange: '',
  timeline: '',
  projectValue: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'USA',
  linkedinProfile: '',
  instagramProfile: '',
  instantMessageHandles: '',
  birthday: '',
  message: '',
  homepage: '',
};

/** docs/product/texts-and-constants.md#inquiry: which error toast a failed submission shows. */
function failureToast(error: unknown) {
  if (error instanceof ApiError && error.message === DEAL_NOT_SAVED) {
    return { title: 'Error Creating Deal', description: DEAL_NOT_SAVED };
  }
  const ownWords = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return { title: 'Error Creating Contact', description: ownWords ? errorMessage(error) : CONTACT_NOT_SAVED };
}

/**
 * The New Inquiry form (docs/product/public-site.md#new-inquiry, docs/product/records.md, docs/product/validation.md#inquiry): six sections, validated with the server's own schema.
 * One submission creates the contact, company and deal in one server transaction; on success the
 * 'Inquiry Submitted!' toast shows and the visitor is thanked by name at /crm/inquiry-success.
 * Staff (`staff`) are warned first of contacts that look like this one (never visitors).
 */
export function InquiryForm({ stage, staff = false }: { stage?: string; staff?: boolean }) {
  const navigate = useNavigate();
  const submit = useSubmitInquiry();
  const form = useForm<InquiryInput, unknown, InquiryData>({ resolver: zodResolver(InquiryInput), defaultValues: DEFAULTS });

  const duplicates = useDuplicateWarning('contacts');

  const onSubmit = form.handleSubmit(async (data) => {
    if (
      staff &&
      !(await duplicates.clear({
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        companyName: data.company || undefined,
      }))
    )
      return;
    try {
      // The stage is read at submit time: the session (and so whether a stage applies) may only
      // become known after the form first rendered.
      const receipt = await submit.mutateAsync({ ...data, stage });
      toast({
        title: 'Inquiry Submitted!',
        description: `Thank you, ${data.firstName}! Your inquiry for "${receipt.dealName}" has been received.`,
      });
      const state: InquirySuccessState = { leadName: receipt.leadName, contactId: receipt.contactId, leadId: receipt.leadId };
      navigate(paths.inquirySuccess, { state });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in DEFAULTS) form.setError(field as FieldPath<InquiryInput>, { message }, { shouldFocus: true });
        }
      }
      toast({ ...failureToast(error), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New Inquiry" className="relative space-y-6">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <InquiryContactSections form={form} />
      <InquiryDetailsSection form={form} />
      <InquiryMoreSections form={form} />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="inquiry-homepage">Leave this field empty</label>
        <input id="inquiry-homepage" tabIndex={-1} autoComplete="off" {...form.register('homepage')} />
      </div>
      {duplicates.warning}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          <Send aria-hidden className="h-4 w-4" />
          {form.formState.isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
        </Button>
      </div>
    </form>
  );
}
