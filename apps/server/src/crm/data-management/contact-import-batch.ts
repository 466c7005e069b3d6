import type { Kysely } from 'kysely';
import {
  CONTACT_CSV_COLUMNS,
  CONTACT_NAME_FIELDS,
  FULL_NAME_FIELD,
  type ContactTableColumn,
  importRowRules,
  isContactNameField,
  UNCHANGED_DUPLICATE_REASON,
} from '@keel/shared/contact-import';
import { IMPORT_WARNINGS, type SkippedRow } from '@keel/shared/data-management';
import { companyWaitKey } from '@keel/shared/import-files/company-key';
import type { Database } from '../../db/types';
import { type Author, contactsWithCompany, existingReferences, type ImportRow, writeContactRound } from './contact-import.repository';
import type { ImportSettings } from './csv-import.service';
import { type BatchReport, type BatchWriter, byOccurrence, CommittedKeys, type ImportRules } from './import-batch';
import type { ImportJournal } from './import-journal.repository';
import { ensureCompaniesByName, personKey, usersByNameOrEmail } from './related-records.repository';

/** docs/product/data-import-export.md#csv-import: a row naming a company or team member that does not exist is skipped with this reason. */
const MISSING_REFERENCE = {
  company_id: 'Invalid company_id: This company no longer exists.',
  assigned_sales_rep_id: 'Invalid assigned_sales_rep_id: This team member no longer exists.',
};

type ContactValues = ImportRow['values'];

const UNASSIGNED = 'unassigned';
const named = (value: string | null | undefined) => (value && value.trim().toLowerCase() !== UNASSIGNED ? value.trim() : undefined);

/**
 * The keys a contact row is matched by and waits on across batches: its e-mail, and the company it
 * may create, unless the import has seen that company committed (then no batch creates it).
 */
const contactKeys = (committed: CommittedKeys, creates: boolean) => (values: ContactValues) => {
  const company = creates ? named(values.company) : undefined;
  const key = company ? companyWaitKey(company) : '';
  return key && !committed.has(key) ? [values.email, `company:${key}`] : [values.email];
};

/**
 * The company and sales rep a row names (decision 0051: the export names them, never by id; issue
 * 25), as the ids written: a company as the duplicates rule matches it — created when none
 * matches, unless the import only links companies (then left out with a warning); a sales rep by
 * full name or e-mail, else left Unassigned with a warning. Neither ever rejects the row. An empty
 * cell (or 'Unassigned') gives no value, unless the file's id column gives one.
 */
async function withNamedReferences(
  trx: Kysely<Database>,
  rows: ImportRow[],
  { warnings }: BatchReport,
  context: { author: Author; journal: ImportJournal; settings: ImportSettings; committed: CommittedKeys; createdHere: Set<string> },
) {
  // Filling empty fields only, a contact that has a company keeps it: its row creates none.
  const keeping =
    context.settings.updates.update === 'fill'
      ? await contactsWithCompany(
          trx,
          rows.flatMap((r) => (named(r.values.company) ? [r.values.email] : [])),
        )
      : new Set<string>();
  if (keeping.size > 0) rows = rows.map((r) => (keeping.has(r.values.email) ? { ...r, values: { ...r.values, company: null } } : r));
  const companyNames = [...new Set(rows.flatMap((r) => named(r.values.company) ?? []))];
  const repNames = rows.flatMap((r) => named(r.values.assigned_sales_rep) ?? []);
  if (companyNames.length + repNames.length === 0) return rows.map((r) => ({ ...r, values: withIds(r.values, undefined, undefined) }));
  const [companies, reps] = await Promise.all([
    ensureCompaniesByName(trx, companyNames, { create: context.settings.companies === 'create', ...context }),
    usersByNameOrEmail(trx, repNames),
  ]);
  for (const [name, { id }] of companies.found) {
    const key = companyWaitKey(name);
    if (companies.created.has(companies.keys.get(name)!)) context.createdHere.add(key);
    else if (id) context.committed.addFound([key], context.createdHere);
  }
  return rows.map(({ row, values }) => {
    const companyName = named(values.company);
    const repName = named(values.assigned_sales_rep);
    const company = companyName ? companies.found.get(companyName) : undefined;
    const rep = repName ? reps.get(personKey(repName)) : undefined;
    if (companyName && !company)
      warnings.push({ row, email: values.email, field: 'company', message: IMPORT_WARNINGS.unknownCompany(companyName) });
    if (repName && !rep)
      warnings.push({ row, email: values.email, field: 'assigned_sales_rep', message: IMPORT_WARNINGS.unknownPerson(repName) });
    return { row, values: withIds(values, company?.id, rep?.id) };
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
    if (missing)
      skipped.push({
        row,
        email: values.email,
        reason: MISSING_REFERENCE[missing],
        errors: [{ column: missing, message: MISSING_REFERENCE[missing] }],
      });
    return !missing;
  });
}

/** The batch's writer: rows first pass the reference checks, unchanged duplicates land in `skipped`. */
function contactWriter(
  trx: Kysely<Database>,
  columns: ContactTableColumn[],
  report: BatchReport,
  context: { author: Author; journal: ImportJournal; settings: ImportSettings; committed: CommittedKeys },
): BatchWriter<ContactValues> {
  const { skipped } = report;
  const createdHere = new Set<string>();
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      const checked = await withExistingReferences(trx, rows, skipped);
      const resolved = await withNamedReferences(trx, checked, report, { ...context, createdHere });
      for (const round of byOccurrence(resolved, (v: ContactValues) => [v.email])) {
        const result = await writeContactRound(trx, columns, round, context.author, context.journal, context.settings.updates);
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
export function contactImportRules(fileFields: string[], author: Author, settings: ImportSettings): ImportRules<ContactValues> {
  // A whole name sets the first and last name.
  const fields = fileFields.includes(FULL_NAME_FIELD) ? [...fileFields, 'first_name', 'last_name'] : fileFields;
  // The contact's own columns the file sets: a company or rep named by name writes its id column.
  const columns = CONTACT_CSV_COLUMNS.filter(
    (c): c is ContactTableColumn =>
      !isContactNameField(c) &&
      (fields.includes(c) || Object.entries(CONTACT_NAME_FIELDS).some(([name, id]) => id === c && fields.includes(name))),
  );
  const check = importRowRules(fileFields, settings.file);
  const committed = new CommittedKeys();
  return {
    check,
    label: (record) => (record.email ?? '').trim(),
    keys: contactKeys(committed, settings.companies === 'create'),
    writer: (trx, report, journal) => contactWriter(trx, columns, report, { author, journal, settings, committed }),
  };
}
