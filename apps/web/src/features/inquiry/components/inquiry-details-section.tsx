import { LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS } from '@keel/shared/funnel';
import { BUDGET_RANGES, TIMELINES } from '@keel/shared/inquiries';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { InquiryFormApi } from './inquiry-contact-sections';
import { choices, FormSection } from './form-section';

/** 'N/A' is the lead card's default, not something a person chooses. */
const SOURCE_CHOICES = LEAD_SOURCES.filter((source) => source !== 'N/A');

/** Section 3: Inquiry Details (lead source, service of interest, budget, timeline, project value). */
export function InquiryDetailsSection({ form }: { form: InquiryFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Inquiry Details" description="A rough idea is enough; we will refine it together.">
      <Field
        id="inquiry-projectName"
        label="Project Name"
        hint="A short name for your project, if it has one."
        error={errors.projectName?.message}
      >
        <Input {...register('projectName')} />
      </Field>
      <Field id="inquiry-serviceInterest" label="Service of Interest" error={errors.serviceInterest?.message}>
        <Select options={choices(SERVICE_INTERESTS)} {...register('serviceInterest')} />
      </Field>
      <Field id="inquiry-leadSource" label="How did you hear about us?" error={errors.leadSource?.message}>
        <Select options={choices(SOURCE_CHOICES)} {...register('leadSource')} />
      </Field>
      <Field id="inquiry-priority" label="Priority" error={errors.priority?.message}>
        <Select options={PRIORITIES.map((value) => ({ value, label: value }))} {...register('priority')} />
      </Field>
      <Field id="inquiry-budgetRange" label="Budget" error={errors.budgetRange?.message}>
        <Select options={choices(BUDGET_RANGES)} {...register('budgetRange')} />
      </Field>
      <Field id="inquiry-timeline" label="Timeline" error={errors.timeline?.message}>
        <Select options={choices(TIMELINES)} {...register('timeline')} />
      </Field>
      <Field
        id="inquiry-projectValue"
        label="Estimated Project Value (USD)"
        hint="A number, for example 50000."
        error={errors.projectValue?.message}
      >
        <Input type="number" inputMode="decimal" min={0} step="any" {...register('projectValue')} />
      </Field>
    </FormSection>
  );
}
