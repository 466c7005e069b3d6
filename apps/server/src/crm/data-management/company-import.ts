import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  COMPANY_CSV_COLUMNS,
  COMPANY_HEADER_NAMES,
  type CompanyCsvColumn,
  companyRowRules,
  type CompanyRowValues,
  UNCHANGED_COMPANY_REASON,
  webDomain,
} from '@keel/shared/company-import';
import { matchHeaders } from '@keel/shared/csv-import';
import { mergedValue, sameValue, type UpdateRules } from '@keel/shared/import-files/update-rules';
import type { SkippedRow } from '@keel/shared/data-management';
import type { Database } from '../../db/types';
import { findCompanies, type StoredCompany } from './company-import.repository';
import type { Author } from './contact-import.repository';
import type { ImportKind } from './csv-import.service';
import { type BatchWriter, byOccurrence, type CheckedRow, type ImportRules } from './import-batch';
import type { ImportJournal } from './import-journal.repository';
import { type ColumnKind, insertRows, updateRows, type WriteColumn } from './import-write.repository';

const KINDS: Partial<Record<CompanyCsvColumn, ColumnKind>> = { number_of_employees: 'int', annual_revenue: 'numeric', tags: 'text[]' };

/** A company row is matched by its name (case-insensitive) and by its website's domain. */
const companyKeys = (values: CompanyRowValues) => {
  const domain = webDomain(values.website);
  return domain ? [`name:${values.name.toLowerCase()}`, `domain:${domain}`] : [`name:${values.name.toLowerCase()}`];
};

/** The stored company a row stands for: one with its name, else one with its website's domain (the oldest). */
function matcher(stored: StoredCompany[]) {
  const byName = new Map<string, StoredCompany>();
  const byDomain = new Map<string, StoredCompany>();
  for (const c of stored) {
    if (!byName.has(c.name_key)) byName.set(c.name_key, c);
    if (c.domain && !byDomain.has(c.domain)) byDomain.set(c.domain, c);
  }
  return (values: CompanyRowValues) => byName.get(values.name.toLowerCase()) ?? byDomain.get(webDomain(values.website) || '\u0000');
}

function companyWriter(
  trx: Kysely<Database>,
  columns: readonly CompanyCsvColumn[],
  author: Author,
  skipped: SkippedRow[],
  journal: ImportJournal,
  updates: UpdateRules,
): BatchWriter<CompanyRowValues> {
  const write: WriteColumn[] = columns.map((name) => ({ name, kind: KINDS[name] ?? 'text' }));
  const cells = (values: CompanyRowValues) => columns.map((c) => values[c] ?? null);
  const userId = sql`${author.userId}::uuid`;
  return {
    async write(rows) {
      let created = 0;
      let updated = 0;
      for (const round of byOccurrence(rows, companyKeys)) {
        const domains = [...new Set(round.map((r) => webDomain(r.values.website)).filter(Boolean))];
        const find = matcher(await findCompanies(trx, [...new Set(round.map((r) => r.values.name.toLowerCase()))], domains, columns));
        const inserts: CheckedRow<CompanyRowValues>[] = [];
        const changes: unknown[][] = [];
        const changed: string[][] = [];
        for (const row of round) {
          const match = find(row.values);
          if (!match) {
            inserts.push(row);
            continue;
          }
          // Matched by name, the name is the key and stays as stored (as a contact's e-mail does); matched by domain, it is a field like the others.
          const incoming = match.name_key === row.values.name.toLowerCase() ? { ...row.values, name: match.name as string } : row.values;
          // Each field as the update rules leave it: an empty cell never erases a stored value.
          const values = Object.fromEntries(
            columns.map((c) => [c, mergedValue(match[c], incoming[c], KINDS[c] ? (c === 'tags' ? 'tags' : 'typed') : 'text', updates)]),
          ) as CompanyRowValues;
          const differ = columns.filter((c) => !sameValue(match[c], values[c]));
          if (differ.length > 0) {
            changes.push([match.id, ...cells(values)]);
            changed.push([...differ, 'last_modified_by_user_id']);
          } else skipped.push({ row: row.row, email: row.values.name, reason: UNCHANGED_COMPANY_REASON });
        }
        // A new company's empty country is 'USA' (docs/product/records.md#companies), as the form does.
        const insertCells = inserts.map((r) => cells(r.values).map((v, i) => (columns[i] === 'country' ? (v ?? 'USA') : v)));
        const ids = await insertRows(
          trx,
          'companies',
          write,
          insertCells,
          { created_by_user_id: userId, last_modified_by_user_id: userId },
          journal,
        );
        created += ids.length;
        updated += await updateRows(
          trx,
          'companies',
          write,
          changes,
          {
            last_modified_by_user_id: userId,
            version: sql`t.version + 1`, // a form open meanwhile gets a 409 (decision 0016)
            updated_at: sql`now()`,
          },
          { journal, changed },
        );
      }
      return { created, updated };
    },
  };
}

/** The companies import (decision 0027): matched by name (case-insensitive) or website domain; updated only when a field differs. */
export const COMPANY_IMPORT: ImportKind<CompanyRowValues> = {
  kind: 'companies',
  actionType: 'COMPANIES_IMPORTED',
  entityType: 'company',
  topics: ['companies'],
  matchHeaders: (headers) => matchHeaders(headers, COMPANY_HEADER_NAMES),
  rules(fields, author, settings): ImportRules<CompanyRowValues> {
    const columns = COMPANY_CSV_COLUMNS.filter((c) => fields.includes(c));
    return {
      check: companyRowRules(fields, settings.file),
      label: (record) => (record.name ?? '').trim(),
      keys: companyKeys,
      writer: (trx, { skipped }, journal) => companyWriter(trx, columns, author, skipped, journal, settings.updates),
    };
  },
};
