import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { InquiryFormApi } from './inquiry-contact-sections';
import { FormSection, RequiredLabel } from './form-section';

/** Sections 4 to 6: Address Information, Social & Other, Message / Requirements. */
export function InquiryMoreSections({ form }: { form: InquiryFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormSection title="Address Information">
        <Field id="inquiry-address" label="Street Address" error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="address-line1" {...register('address')} />
        </Field>
        <Field id="inquiry-address2" label="Address Line 2" error={errors.address2?.message} className="sm:col-span-2">
          <Input autoComplete="address-line2" {...register('address2')} />
        </Field>
        <Field id="inquiry-city" label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field id="inquiry-state" label="State / Province" error={errors.state?.message}>
          <Input autoComplete="address-level1" {...register('state')} />
        </Field>
        <Field id="inquiry-zipCode" label="ZIP / Postal Code" error={errors.zipCode?.message}>
          <Input autoComplete="postal-code" {...register('zipCode')} />
        </Field>
        <Field id="inquiry-country" label="Country" error={errors.country?.message}>
          <Input autoComplete="country-name" {...register('country')} />
        </Field>
      </FormSection>
      <FormSection title="Social & Other">
        <Field id="inquiry-linkedinProfile" label="LinkedIn Profile" error={errors.linkedinProfile?.message}>
          <Input type="url" placeholder="https://www.linkedin.com/in/..." {...register('linkedinProfile')} />
        </Field>
        <Field id="inquiry-instagramProfile" label="Instagram Profile" error={errors.instagramProfile?.message}>
          <Input type="url" placeholder="https://www.instagram.com/..." {...register('instagramProfile')} />
        </Field>
        <Field
          id="inquiry-instantMessageHandles"
          label="Instant Message Handles"
          hint="Teams, Slack, Signal…"
          error={errors.instantMessageHandles?.message}
        >
          <Input {...register('instantMessageHandles')} />
        </Field>
        <Field id="inquiry-birthday" label="Birthday" error={errors.birthday?.message}>
          <Input type="date" autoComplete="bday" {...register('birthday')} />
        </Field>
      </FormSection>
      <FormSection title="Message / Requirements">
        <Field
          id="inquiry-message"
          label={<RequiredLabel>Tell us about your project or needs</RequiredLabel>}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={6} aria-required {...register('message')} />
        </Field>
      </FormSection>
    </>
  );
}
