import type { Kysely } from 'kysely';
import type { RelatedLeads } from '@keel/shared/records';
import type { Database } from '../../db/types';
import { dealValueOf } from './deal-figures';
import { listLinkedDeals } from './record-leads.repository';

/** Funnel leads linked to a contact or a company, for their record pages. */
export async function linkedLeads(db: Kysely<Database>, link: { contactId: string } | { companyId: string }): Promise<RelatedLeads> {
  const { rows, total } = await listLinkedDeals(db, link);
  return {
    items: rows.map((r) => {
      return { id: r.id, name: r.name, stageTitle: r.stage_title, dealValue: dealValueOf(r), assignedSalesRep: r.assigned_sales_rep };
    }),
    total,
  };
}
