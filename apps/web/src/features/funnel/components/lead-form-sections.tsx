import type { StageOutcome } from '@keel/shared/deal-figures';
import { INDUSTRIES, LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS } from '@keel/shared/funnel';
import type { LeadInputValues, SalesRep } from '@keel/shared/funnel-lead';
import { useWatch } from 'react-hook-form';
import { useLostReasons } from '../../../components/use-lost-reasons';
import { FormSection, optionsOf, SelectField, TextAreaField, TextField } from './lead-form-fields';

const serviceOptions = [{ value: '', label: 'Not specified' }, ...optionsOf(SERVICE_INTERESTS)];

interface DealSectionProps {
  salesReps: readonly SalesRep[];
  /** The board's columns: the lead's stage is the column it is in (decision 0025); a lost one asks for a reason. */
  stages: ReadonlyArray<{ id: string; title: string; outcome: StageOutcome }>;
  /** The lead's current assignment, kept as a choice when it is not (or no longer) a sales rep. */
  current?: { id: string | null; name: string };
}

/** The deal: what is being sold, for how much, to which stage of the sale, and who owns it. */
export function DealSection({ salesReps, stages, current }: DealSectionProps) {
  const repOptions = [{ value: '', label: 'Unassigned' }, ...salesReps.map((rep) => ({ value: rep.id, label: rep.fullName }))];
  if (current?.id && !salesReps.some((rep) => rep.id === current.id)) repOptions.push({ value: current.id, label: current.name });
  const freeTextRep =
    current && current.id === null && current.name !== 'Unassigned' ? `Currently recorded as "${current.name}".` : undefined;
  return (
    <FormSection title="Deal">
      <TextField name="name" label="Deal Name" required className="sm:col-span-2" autoComplete="off" />
      <TextField name="dealValue" label="Deal Value (USD)" type="number" min={0} step="0.01" inputMode="decimal" />
      <SelectField name="priority" label="Priority" options={optionsOf(PRIORITIES)} />
      <SelectField name="assignedSalesRepId" label="Assigned Sales Rep" options={repOptions} hint={freeTextRep} />
      <SelectField name="serviceInterest" label="Service of Interest" options={serviceOptions} />
      <SelectField
        name="stageId"
        label="Stage"
        options={stages.map((stage) => ({ value: stage.id, label: stage.title }))}
        hint="Status and Sales Stage follow the stage; saving moves the lead to its column."
      />
      <LostReasonField stages={stages} />
      <TextField name="budgetRange" label="Budget Range" autoComplete="off" />
      <TextField name="timeline" label="Timeline" autoComplete="off" />
      <TextField name="tags" label="Tags" hint="Separate tags with commas." autoComplete="off" className="sm:col-span-2" />
      <TextAreaField name="description" label="Description" className="sm:col-span-2" />
    </FormSection>
  );
}

/** In a lost stage: why the deal was lost, from the admins' list (decision 0060). */
function LostReasonField({ stages }: Pick<DealSectionProps, 'stages'>) {
  const stageId = useWatch<LeadInputValues, 'stageId'>({ name: 'stageId' });
  const current = useWatch<LeadInputValues, 'lostReason'>({ name: 'lostReason' });
  const reasons = useLostReasons();
  if (stages.find((s) => s.id === stageId)?.outcome !== 'lost') return null;
  const labels = (reasons.data ?? []).map((r) => r.label);
  // A reason removed from the list since stays a choice for the deal lost for it.
  if (current && !labels.includes(current)) labels.push(current);
  return <SelectField name="lostReason" label="Lost Reason" options={[{ value: '', label: 'Not given' }, ...optionsOf(labels)]} />;
}

export function FollowUpSection() {
  return (
    <FormSection title="Dates">
      <TextField name="expectedCloseDate" label="Expected Close Date" type="date" />
      <TextField name="inquiryDate" label="Inquiry Date" type="date" />
      <TextField name="lastContactDate" label="Last Contact Date" type="date" />
      <TextField name="nextContactDate" label="Next Contact Date" type="date" />
    </FormSection>
  );
}

export function ContactSection() {
  return (
    <FormSection title="Contact">
      <TextField name="firstName" label="First Name" autoComplete="off" />
      <TextField name="lastName" label="Last Name" autoComplete="off" />
      <TextField name="title" label="Title" hint="e.g. Dr., Ms." autoComplete="off" />
      <TextField name="jobTitle" label="Job Title" autoComplete="off" />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="workEmail" label="Work Email" type="email" autoComplete="off" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
      <TextField name="mobilePhone" label="Mobile Phone" type="tel" autoComplete="off" />
      <TextField name="birthday" label="Birthday" type="date" />
      <TextField name="instantMessageHandles" label="Instant Message Handles" autoComplete="off" />
    </FormSection>
  );
}

export function BusinessSection() {
  return (
    <FormSection title="Business">
      <SelectField name="industry" label="Industry" options={optionsOf(INDUSTRIES)} />
      <TextField name="website" label="Website" type="url" placeholder="https://" autoComplete="off" />
      <TextField name="location" label="Location" autoComplete="off" />
    </FormSection>
  );
}

export function SocialSection() {
  return (
    <FormSection title="Social Profiles">
      <TextField name="socialProfiles.linkedin" label="LinkedIn" type="url" placeholder="https://" autoComplete="off" />
      <TextField name="socialProfiles.instagram" label="Instagram" type="url" placeholder="https://" autoComplete="off" />
      <TextField name="socialProfiles.twitter" label="X (Twitter)" type="url" placeholder="https://" autoComplete="off" />
      <TextField name="socialProfiles.facebook" label="Facebook" type="url" placeholder="https://" autoComplete="off" />
    </FormSection>
  );
}

type AddressGroup = 'address' | 'businessAddress' | 'homeAddress';

/** One address group; labels name the group so every field is distinct to a screen reader. */
export function AddressSection({ group, title }: { group: AddressGroup; title: string }) {
  return (
    <FormSection title={title}>
      <TextField
        name={`${group}.street`}
        label={
          <>
            <span className="sr-only">{title}: </span>Street
          </>
        }
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        name={`${group}.street2`}
        label={
          <>
            <span className="sr-only">{title}: </span>Street (line 2)
          </>
        }
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        name={`${group}.city`}
        label={
          <>
            <span className="sr-only">{title}: </span>City
          </>
        }
        autoComplete="off"
      />
      <TextField
        name={`${group}.state`}
        label={
          <>
            <span className="sr-only">{title}: </span>State
          </>
        }
        autoComplete="off"
      />
      <TextField
        name={`${group}.zipCode`}
        label={
          <>
            <span className="sr-only">{title}: </span>ZIP Code
          </>
        }
        autoComplete="off"
      />
      <TextField
        name={`${group}.country`}
        label={
          <>
            <span className="sr-only">{title}: </span>Country
          </>
        }
        placeholder="USA"
        autoComplete="off"
      />
    </FormSection>
  );
}

export function MarketingSection() {
  return (
    <FormSection title="Marketing / UTM">
      <SelectField name="leadSource" label="Lead Source" options={optionsOf(LEAD_SOURCES)} />
      <TextField name="sourceCampaign" label="Source Campaign" autoComplete="off" />
      <TextAreaField
        name="utmParameters"
        label="UTM Parameters"
        rows={2}
        className="sm:col-span-2"
        hint="e.g. utm_source=newsletter&utm_campaign=spring"
      />
    </FormSection>
  );
}

export function NotesSection() {
  return (
    <FormSection title="Notes">
      <TextAreaField name="meetingNotes" label="Meeting Notes" rows={5} className="sm:col-span-2" />
    </FormSection>
  );
}
