import type { Kysely } from 'kysely';
import { CONTACT_CSV_COLUMNS, type ContactCsvColumn, importRowRules, type ImportRowResult, UNCHANGED_DUPLICATE_REASON } from '@keel/shared/contact-import';
import type { SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { type Author, existingReferences, type ImportRow, writeContactRound } from './contact-import.repository';
import { type BatchWriter, byOccurrence, type ImportRules } from './import-batch';

/** SPEC §5: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = { company_id: 'Invalid company_id: This company no longer exists.', assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.' };

type ContactValues = ImportRow['values'];
const emailKey = (values: ContactValues) => [values.email];

/** Rows naming a company or sales rep that does not exist are skipped (one lookup, only when the batch names ids). */
async function withExistingReferences(trx: Kysely<Database>, rows: ImportRow[], skipped: SkippedRow[]) {
  const ids = (column: 'company_id' | 'assigned_sales_rep_id') => [...new Set(rows.map((r) => r.values[column]).filter((v): v is string => !!v))];
  const [companyIds, userIds] = [ids('company_id'), ids('assigned_sales_rep_id')];
  if (companyIds.length + userIds.length === 0) return rows;
  const refs = await existingReferences(trx, companyIds, userIds);
  return rows.filter(({ row, values }) => {
    const missing = values.company_id && !refs.companies.has(values.company_id) ? 'company_id' : values.assigned_sales_rep_id && !refs.users.has(values.assigned_sales_rep_id) ? 'assigned_sales_rep_id' : undefined;
    if (missing) skipped.push({ row, email: values.email, reason: MISSING_REFERENCE[missing] });
    return !missing;
  });
}

/** The batch's writer: rows first pass the reference check, unchanged duplicates land in `skipped`. */
function contactWriter(trx: Kysely<Database>, columns: ContactCsvColumn[], author: Author, skipped: SkippedRow[]): BatchWriter<ContactValues> {
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      for (const round of byOccurrence(await withExistingReferences(trx, rows, skipped), emailKey)) {
        const result = await writeContactRound(trx, columns, round, author);
        const emails = new Map(round.map((r) => [r.row, r.values.email]));
        for (const row of result.unchanged) skipped.push({ row, email: emails.get(row)!, reason: UNCHANGED_DUPLICATE_REASON });
        created += result.created;
        updated += result.updated;
      }
      return { created, updated };
    },
  };
}

/** The contact import (SPEC §5 'CSV import'): matched by lower-case e-mail. */
export function contactImportRules(fields: string[], author: Author): ImportRules<ContactValues> {
  const columns = CONTACT_CSV_COLUMNS.filter((c) => fields.includes(c));
  const check = importRowRules(fields) as (record: Readonly<Record<string, unknown>>) => ImportRowResult;
  return {
    check,
    label: (record) => (record.email ?? '').trim(),
    keys: emailKey,
    writer: (trx, skipped) => contactWriter(trx, columns, author, skipped),
  };
}
