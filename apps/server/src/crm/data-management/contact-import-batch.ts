import type { Kysely } from 'kysely';
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_NAME_FIELDS,
  type ContactNameField,
  FULL_NAME_FIELD,
  type ContactTableColumn,
  importRowRules,
  isContactNameField,
  UNCHANGED_DUPLICATE_REASON,
  unknownCompanyReason,
  unknownRepReason,
} from '@keel/shared/contact-import';
import type { CsvFileSettings } from '@keel/shared/csv-import';
import type { SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { type Author, existingReferences, type ImportRow, writeContactRound } from './contact-import.repository';
import { companiesByName, usersByName } from './deal-import.repository';
import { type BatchWriter, byOccurrence, type ImportRules } from './import-batch';
import type { ImportJournal } from './import-journal.repository';

/** docs/product/data-import-export.md#csv-import: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = {
  company_id: 'Invalid company_id: This company no longer exists.',
  assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.',
};

type ContactValues = ImportRow['values'];
const emailKey = (values: ContactValues) => [values.email];

const UNASSIGNED = 'unassigned';
const nameKey = (name: string | null | undefined) => name?.toLowerCase() ?? '';

/**
 * The company and sales rep a row names (decision 0051: the export names them, never by id), as the ids
 * written: company by name and sales rep by full name, case-insensitively (the oldest when two share
 * one); an empty cell (or 'Unassigned') clears it, unless the file's id column gives one. A row
 * naming an unknown one is skipped with its reason.
 */
async function withNamedReferences(trx: Kysely<Database>, rows: ImportRow[], skipped: SkippedRow[]) {
  const names = (field: ContactNameField, skip = '') => [
    ...new Set(rows.map((r) => nameKey(r.values[field])).filter((n) => n && n !== skip)),
  ];
  const [companyNames, repNames] = [names('company'), names('assigned_sales_rep', UNASSIGNED)];
  if (companyNames.length + repNames.length === 0) return rows.map((r) => ({ ...r, values: withIds(r.values, undefined, undefined) }));
  const [companies, reps] = await Promise.all([companiesByName(trx, companyNames), usersByName(trx, repNames)]);
  return rows.flatMap(({ row, values }) => {
    const company = values.company ? companies.get(nameKey(values.company)) : undefined;
    const rep =
      values.assigned_sales_rep && nameKey(values.assigned_sales_rep) !== UNASSIGNED
        ? reps.get(nameKey(values.assigned_sales_rep))
        : undefined;
    const reason =
      values.company && !company
        ? unknownCompanyReason(values.company)
        : values.assigned_sales_rep && nameKey(values.assigned_sales_rep) !== UNASSIGNED && !rep
          ? unknownRepReason(values.assigned_sales_rep)
          : undefined;
    if (reason) skipped.push({ row, email: values.email, reason });
    return reason ? [] : [{ row, values: withIds(values, company?.id, rep?.id) }];
  });
}

/** A row's values with its named company and rep as ids (a name column present decides, an empty one falls back to the id column). */
function withIds(values: ContactValues, companyId: string | undefined, repId: string | undefined): ContactValues {
  const { company, assigned_sales_rep: rep, ...rest } = values;
  if (company !== undefined) rest.company_id = companyId ?? rest.company_id ?? null;
  if (rep !== undefined) rest.assigned_sales_rep_id = repId ?? rest.assigned_sales_rep_id ?? null;
  return rest as ContactValues;
}

/** Rows naming a company or sales rep id that does not exist are skipped (one lookup, only when the batch names ids). */
async function withExistingReferences(trx: Kysely<Database>, rows: ImportRow[], skipped: SkippedRow[]) {
  const ids = (column: 'company_id' | 'assigned_sales_rep_id') => [
    ...new Set(rows.map((r) => r.values[column]).filter((v): v is string => !!v)),
  ];
  const [companyIds, userIds] = [ids('company_id'), ids('assigned_sales_rep_id')];
  if (companyIds.length + userIds.length === 0) return rows;
  const refs = await existingReferences(trx, companyIds, userIds);
  return rows.filter(({ row, values }) => {
    const missing =
      values.company_id && !refs.companies.has(values.company_id)
        ? 'company_id'
        : values.assigned_sales_rep_id && !refs.users.has(values.assigned_sales_rep_id)
          ? 'assigned_sales_rep_id'
          : undefined;
    if (missing) skipped.push({ row, email: values.email, reason: MISSING_REFERENCE[missing] });
    return !missing;
  });
}

/** The batch's writer: rows first pass the reference check, unchanged duplicates land in `skipped`. */
function contactWriter(
  trx: Kysely<Database>,
  columns: ContactTableColumn[],
  author: Author,
  skipped: SkippedRow[],
  journal: ImportJournal,
): BatchWriter<ContactValues> {
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      const named = await withNamedReferences(trx, await withExistingReferences(trx, rows, skipped), skipped);
      for (const round of byOccurrence(named, emailKey)) {
        const result = await writeContactRound(trx, columns, round, author, journal);
        const emails = new Map(round.map((r) => [r.row, r.values.email]));
        for (const row of result.unchanged) skipped.push({ row, email: emails.get(row)!, reason: UNCHANGED_DUPLICATE_REASON });
        created += result.created;
        updated += result.updated;
      }
      return { created, updated };
    },
  };
}

/** The contact import (docs/product/data-import-export.md#csv-import): matched by lower-case e-mail. */
export function contactImportRules(fileFields: string[], author: Author, settings: CsvFileSettings): ImportRules<ContactValues> {
  // A whole name sets the first and last name.
  const fields = fileFields.includes(FULL_NAME_FIELD) ? [...fileFields, 'first_name', 'last_name'] : fileFields;
  // The contact's own columns the file sets: a company or rep named by name writes its id column.
  const columns = CONTACT_CSV_COLUMNS.filter(
    (c): c is ContactTableColumn =>
      !isContactNameField(c) &&
      (fields.includes(c) || Object.entries(CONTACT_NAME_FIELDS).some(([name, id]) => id === c && fields.includes(name))),
  );
  const check = importRowRules(fileFields, settings);
  return {
    check,
    label: (record) => (record.email ?? '').trim(),
    keys: emailKey,
    writer: (trx, skipped, journal) => contactWriter(trx, columns, author, skipped, journal),
  };
}
