import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0025: a lead's column is its stage; status and salesStage are the column's title
 * (docs/product/crm.md#funnel-moves). Leads created from the board used to keep the defaults 'New Inquiry' / 'Prospect'
 * whatever their column, and edits could set either to any text: those rows are brought in step.
 * The public inquiry matches an existing contact by e-mail (case-insensitive): lower(email) is
 * indexed so that look-up stays one index probe at a million contacts.
 */
export const ALIGN_LEAD_STAGES: Statement = `UPDATE deals SET status = s.title, sales_stage = s.title, version = deals.version + 1
     FROM pipeline_stages s
    WHERE s.id = deals.stage_id AND (deals.status <> s.title OR deals.sales_stage <> s.title)`;

const upStatements: Statement[] = [ALIGN_LEAD_STAGES, `CREATE INDEX contacts_lower_email_idx ON contacts (lower(email))`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [`DROP INDEX contacts_lower_email_idx`]);
}
