import type { Selectable, Updateable } from 'kysely';
import type { StageOutcome } from '@keel/shared/deal-figures';
import type { Lead, LeadCard, LeadInput } from '@keel/shared/funnel-lead';
import type { DealsTable } from '../../db/types';
import { dealValueOf } from './deal-figures';

/** Deal columns a board card needs (kept small: a board may hold thousands of cards). */
export const CARD_COLUMNS = [
  'id',
  'stage_id',
  'position',
  'version',
  'name',
  'company',
  'first_name',
  'last_name',
  'deal_value',
  'amount',
  'priority',
  'assigned_sales_rep',
  'next_contact_date',
  'expected_close_date',
  'closed_at',
  'lost_reason',
  'lead_source',
  'status',
  'sales_stage',
  'tags',
  'company_id',
  'contact_ids',
] as const satisfies ReadonlyArray<keyof DealsTable>;

export type DealRow = Selectable<DealsTable>;
export type CardRow = Pick<DealRow, (typeof CARD_COLUMNS)[number]>;

export function toLeadCard(row: CardRow): LeadCard {
  return {
    id: row.id,
    stageId: row.stage_id,
    position: row.position,
    version: row.version,
    name: row.name,
    company: row.company,
    firstName: row.first_name,
    lastName: row.last_name,
    dealValue: dealValueOf(row),
    priority: row.priority,
    assignedSalesRep: row.assigned_sales_rep,
    nextContactDate: row.next_contact_date,
    expectedCloseDate: row.expected_close_date,
    closedAt: row.closed_at?.toISOString() ?? null,
    lostReason: row.lost_reason,
    leadSource: row.lead_source,
    status: row.status,
    salesStage: row.sales_stage,
    tags: row.tags,
    companyId: row.company_id,
    contactIds: row.contact_ids,
  };
}

/** The lead's column as a whole lead reports it. */
export interface LeadStage {
  title: string;
  outcome: StageOutcome;
}

/** `contacts`: the linked contacts' names, in the order of contact_ids. */
export function toLead(row: DealRow, stage: LeadStage, contacts: Lead['contacts']): Lead {
  return {
    ...toLeadCard(row),
    title: row.title,
    description: row.description,
    workEmail: row.work_email,
    email: row.email,
    mobilePhone: row.mobile_phone,
    phone: row.phone,
    jobTitle: row.job_title,
    inquiryDate: row.inquiry_date,
    lastContactDate: row.last_contact_date,
    assignedSalesRepId: row.assigned_sales_rep_id,
    meetingNotes: row.meeting_notes,
    industry: row.industry,
    sourceCampaign: row.source_campaign,
    utmParameters: row.utm_parameters,
    serviceInterest: row.service_interest,
    budgetRange: row.budget_range,
    timeline: row.timeline,
    website: row.website,
    socialProfiles: row.social_profiles ?? {},
    instantMessageHandles: row.instant_message_handles,
    birthday: row.birthday,
    location: row.location,
    address: row.address as Lead['address'],
    businessAddress: row.business_address as Lead['businessAddress'],
    homeAddress: row.home_address as Lead['homeAddress'],
    stageTitle: stage.title,
    stageOutcome: stage.outcome,
    dateCreated: row.created_at.toISOString(),
    dateModified: row.updated_at.toISOString(),
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    contacts,
  };
}

/**
 * The deal columns an edit writes: everything but placement and what follows it (status, salesStage:
 * the column's title, decision 0025), record fields and the sales rep's name.
 */
export function leadInputToColumns(input: LeadInput) {
  return {
    name: input.name,
    title: input.title,
    description: input.description,
    priority: input.priority,
    tags: input.tags,
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company,
    work_email: input.workEmail,
    email: input.email,
    mobile_phone: input.mobilePhone,
    phone: input.phone,
    job_title: input.jobTitle,
    lead_source: input.leadSource,
    inquiry_date: input.inquiryDate,
    last_contact_date: input.lastContactDate,
    next_contact_date: input.nextContactDate,
    expected_close_date: input.expectedCloseDate,
    assigned_sales_rep_id: input.assignedSalesRepId,
    deal_value: input.dealValue,
    // The Deal entity's amount (docs/product/records.md#deals) is the same money as the card's deal value: kept in step.
    amount: input.dealValue ?? 0,
    meeting_notes: input.meetingNotes,
    industry: input.industry,
    source_campaign: input.sourceCampaign,
    utm_parameters: input.utmParameters,
    service_interest: input.serviceInterest,
    budget_range: input.budgetRange,
    timeline: input.timeline,
    website: input.website,
    social_profiles: input.socialProfiles,
    instant_message_handles: input.instantMessageHandles,
    birthday: input.birthday,
    location: input.location,
    address: input.address,
    business_address: input.businessAddress,
    home_address: input.homeAddress,
  } satisfies Updateable<DealsTable>;
}

/** JSON with sorted object keys: jsonb does not keep the key order it was given. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The API names of the fields whose stored value differs from the input (for the audit entry). */
export function changedFields(before: DealRow, input: LeadInput): string[] {
  const next = leadInputToColumns(input);
  const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return Object.entries(next)
    .filter(([column, value]) => {
      const old = before[column as keyof DealRow];
      if (column === 'amount') return false;
      if (column === 'deal_value') return (old === null ? null : Number(old)) !== value;
      return stableJson(old ?? null) !== stableJson(value ?? null);
    })
    .map(([column]) => camel(column));
}
