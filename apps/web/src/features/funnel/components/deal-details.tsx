import type { Lead } from '@keel/shared/funnel-lead';
import { STAGE_OUTCOME_LABELS } from '@keel/shared/deal-figures';
import { clsx } from 'clsx';
import { mailLink, phoneLink, RecordField as Item, webLink } from '../../../components/records/record-field';
import { RecordSection } from '../../../components/records/record-section';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatDealValue } from '../lead-display';

const OUTCOME_STYLES = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  won: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  lost: 'bg-red-50 text-red-900 ring-red-200',
} as const;

const day = (value: string | null) => (value ? formatDate(value) : null);

/** The lead's stage with its outcome (decision 0060), as a badge. */
export function StageBadge({ lead }: { lead: Lead }) {
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset', OUTCOME_STYLES[lead.stageOutcome])}>
      {lead.stageTitle}
      {lead.stageOutcome === 'open' ? '' : ` · ${STAGE_OUTCOME_LABELS[lead.stageOutcome]}`}
    </span>
  );
}

/** A deal's fields as read on its page (docs/product/records.md#lead-cards), grouped as the editor groups them. */
export function DealDetails({ lead }: { lead: Lead }) {
  const person = [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const address = lead.address ? Object.values(lead.address).filter(Boolean).join(', ') : null;
  return (
    <div className="space-y-6">
      <RecordSection title="Deal">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item label="Stage">
            <StageBadge lead={lead} />
          </Item>
          <Item label="Deal Value">{formatDealValue(lead.dealValue)}</Item>
          <Item label="Expected Close Date">{day(lead.expectedCloseDate)}</Item>
          {lead.closedAt ? <Item label={lead.stageOutcome === 'won' ? 'Won On' : 'Lost On'}>{formatDateTime(lead.closedAt)}</Item> : null}
          {lead.stageOutcome === 'lost' ? <Item label="Lost Reason">{lead.lostReason}</Item> : null}
          <Item label="Priority">{lead.priority}</Item>
          <Item label="Assigned Sales Rep">{lead.assignedSalesRep}</Item>
          <Item label="Service of Interest">{lead.serviceInterest}</Item>
          <Item label="Budget Range">{lead.budgetRange}</Item>
          <Item label="Timeline">{lead.timeline}</Item>
          <Item label="Next Contact Date">{day(lead.nextContactDate)}</Item>
          <Item label="Last Contact Date">{day(lead.lastContactDate)}</Item>
          <Item label="Inquiry Date">{day(lead.inquiryDate)}</Item>
          <Item label="Lead Source">{lead.leadSource}</Item>
          <Item label="Tags" wide>
            {lead.tags.join(', ')}
          </Item>
          <Item label="Description" wide>
            {lead.description ? <span className="whitespace-pre-line">{lead.description}</span> : null}
          </Item>
        </dl>
      </RecordSection>
      <RecordSection title="Contact Person">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item label="Name">{person}</Item>
          <Item label="Job Title">{lead.jobTitle}</Item>
          <Item label="Email">{mailLink(lead.email)}</Item>
          <Item label="Work Email">{mailLink(lead.workEmail)}</Item>
          <Item label="Phone">{phoneLink(lead.phone)}</Item>
          <Item label="Mobile Phone">{phoneLink(lead.mobilePhone)}</Item>
          <Item label="Company">{lead.company}</Item>
          <Item label="Industry">{lead.industry}</Item>
          <Item label="Website">{webLink(lead.website)}</Item>
          <Item label="Address">{address}</Item>
        </dl>
      </RecordSection>
      {lead.meetingNotes ? (
        <RecordSection title="Meeting Notes">
          <p className="text-sm break-words whitespace-pre-line text-slate-900">{lead.meetingNotes}</p>
        </RecordSection>
      ) : null}
      <RecordSection title="Record">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item label="Created">{`${formatDateTime(lead.dateCreated)}${lead.createdBy ? ` by ${lead.createdBy}` : ''}`}</Item>
          <Item label="Last Updated">{`${formatDateTime(lead.dateModified)}${lead.lastModifiedBy ? ` by ${lead.lastModifiedBy}` : ''}`}</Item>
        </dl>
      </RecordSection>
    </div>
  );
}
