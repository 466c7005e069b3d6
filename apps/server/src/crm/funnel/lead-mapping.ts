import type { Selectable, Updateable } from 'kysely';
import type { StageOutcome } from '@keel/shared/deal-figures';
import { editableFields } from '@keel/shared/fields/field-registry';
import { DEAL_FIELDS, type Lead, type LeadCard, LEAD_DETAIL_FIELDS, type LeadInput } from '@keel/shared/funnel-lead';
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
    ...(leadDetail(row) as LeadDetail),
    stageTitle: stage.title,
    stageOutcome: stage.outcome,
    dateCreated: row.created_at.toISOString(),
    dateModified: row.updated_at.toISOString(),
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    contacts,
  };
}

/** The whole lead's fields beyond its card, read from the registry's columns (decision 0104). */
type LeadDetail = Pick<Lead, (typeof LEAD_DETAIL_FIELDS)[number]['key'] & keyof Lead>;
function leadDetail(row: DealRow): Record<string, unknown> {
  const value = (f: (typeof LEAD_DETAIL_FIELDS)[number]) => row[f.column as keyof DealRow] ?? (f.empty !== undefined ? f.empty : null);
  return Object.fromEntries(LEAD_DETAIL_FIELDS.map((f) => [f.key, value(f)]));
}

/** Editable fields written by what they name, not as they stand: placement (the column, its lost reason) and the linked records. */
const WRITTEN_APART: readonly string[] = ['stageId', 'lostReason', 'companyId', 'contactIds'];
const WRITTEN_AS_THEY_STAND = editableFields(DEAL_FIELDS).filter((f) => !WRITTEN_APART.includes(f.key));

/**
 * The deal columns an edit writes: the registry's editable fields (decision 0104) but placement and
 * what follows it (status, salesStage: the column's title, decision 0025), the linked records,
 * record fields and the sales rep's name.
 */
export function leadInputToColumns(input: LeadInput) {
  const values = input as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(WRITTEN_AS_THEY_STAND.map((f) => [f.column, values[f.key]])),
    // The Deal entity's amount (docs/product/records.md#deals) is the same money as the card's deal value: kept in step.
    amount: input.dealValue ?? 0,
  } as Updateable<DealsTable> & { name: string };
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
  const keyOf = new Map(DEAL_FIELDS.fields().map((f) => [f.column, f.key]));
  return Object.entries(next)
    .filter(([column, value]) => {
      const old = before[column as keyof DealRow];
      if (column === 'amount') return false;
      if (column === 'deal_value') return (old === null ? null : Number(old)) !== value;
      return stableJson(old ?? null) !== stableJson(value ?? null);
    })
    .map(([column]) => keyOf.get(column) ?? column);
}
