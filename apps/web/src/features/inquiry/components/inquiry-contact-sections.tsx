import type { InquiryData, InquiryInput } from '@keel/shared/inquiries';
import { INDUSTRIES } from '@keel/shared/funnel';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { choices, FormSection, RequiredLabel } from './form-section';

export type InquiryFormApi = UseFormReturn<InquiryInput, unknown, InquiryData>;

/** Sections 1 and 2: Contact Information, Company & Role. */
export function InquiryContactSections({ form }: { form: InquiryFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormSection title="Contact Information" description="How we reach you about this inquiry.">
        <Field id="inquiry-firstName" label={<RequiredLabel>First Name</RequiredLabel>} error={errors.firstName?.message}>
          <Input autoComplete="given-name" aria-required {...register('firstName')} />
        </Field>
        <Field id="inquiry-lastName" label={<RequiredLabel>Last Name</RequiredLabel>} error={errors.lastName?.message}>
          <Input autoComplete="family-name" aria-required {...register('lastName')} />
        </Field>
        <Field id="inquiry-email" label={<RequiredLabel>Primary Email</RequiredLabel>} error={errors.email?.message}>
          <Input type="email" autoComplete="email" aria-required {...register('email')} />
        </Field>
        <Field id="inquiry-workEmail" label="Work Email" error={errors.workEmail?.message}>
          <Input type="email" autoComplete="work email" {...register('workEmail')} />
        </Field>
        <Field id="inquiry-phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field id="inquiry-mobilePhone" label="Mobile Phone" error={errors.mobilePhone?.message}>
          <Input type="tel" autoComplete="mobile tel" {...register('mobilePhone')} />
        </Field>
      </FormSection>
      <FormSection title="Company & Role" description="If the company is already our client, we link the inquiry to it.">
        <Field id="inquiry-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field id="inquiry-jobTitle" label="Job Title" error={errors.jobTitle?.message}>
          <Input autoComplete="organization-title" {...register('jobTitle')} />
        </Field>
        <Field id="inquiry-website" label="Website" hint="For example https://www.example.com" error={errors.website?.message}>
          <Input type="url" autoComplete="url" placeholder="https://" {...register('website')} />
        </Field>
        <Field id="inquiry-industry" label="Industry" error={errors.industry?.message}>
          <Select options={choices(INDUSTRIES)} {...register('industry')} />
        </Field>
      </FormSection>
    </>
  );
}
