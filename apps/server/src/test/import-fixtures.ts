import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ImportEvent, RowWarning, SkippedRow } from '@keel/shared/data-management';
import type { AppWithEveryRole } from './app-with-every-role';
import type { TestApp } from './test-app';

/** The import fixtures: files written as other tools export them (packages/shared/src/import-files/fixtures, decision 0056). */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src/import-files/fixtures');

export const importFixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

/** An import answer's NDJSON events, read as a caller would: the closing event, and every skipped row and warning. */
export function importEvents(body: string) {
  const events = body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
  return {
    last: events.at(-1)!,
    skipped: events.flatMap((e): SkippedRow[] => (e.type === 'progress' ? e.skipped : [])),
    warnings: events.flatMap((e): RowWarning[] => (e.type === 'progress' ? (e.warnings ?? []) : [])),
  };
}

/** Every contact field an import of another tool's file can store, as the tests read them back. */
export const IMPORTED_CONTACT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile_phone',
  'work_email',
  'home_email',
  'home_phone',
  'company_name',
  'job_title',
  'description',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'country',
  'linkedin_profile',
  'instant_message_handles',
  'birthday',
  'tags',
  'sales_rep_name',
  'last_contact_date',
] as const;
export type ImportedContactColumn = (typeof IMPORTED_CONTACT_COLUMNS)[number];

/** A contact with nothing but these fields set (the rest empty, as a new contact's are; country USA, the default). */
export const onlyContactFields = (values: Partial<Record<ImportedContactColumn, unknown>>) => ({
  ...Object.fromEntries(IMPORTED_CONTACT_COLUMNS.map((c) => [c, c === 'tags' ? [] : c === 'first_name' || c === 'last_name' ? '' : null])),
  country: 'USA',
  ...values,
});

/** Every company field an import can store. */
export const IMPORTED_COMPANY_COLUMNS = [
  'name',
  'website',
  'sector',
  'phone',
  'email',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'country',
  'linkedin_url',
  'number_of_employees',
  'annual_revenue',
  'tags',
  'description',
] as const;
export type ImportedCompanyColumn = (typeof IMPORTED_COMPANY_COLUMNS)[number];

/** A company with nothing but these fields set (annual revenue as a number). */
export const onlyCompanyFields = (values: Partial<Record<ImportedCompanyColumn, unknown>>) => ({
  ...Object.fromEntries(IMPORTED_COMPANY_COLUMNS.map((c) => [c, c === 'tags' ? [] : null])),
  ...values,
});

/**
 * How the tool-export tests import a fixture and read back what it stored, as the app's admin:
 * `importFile` checks the 200 and returns the events; the readers take a record by its name or
 * e-mail (lower case), with only the columns an import can store.
 */
export function fixtureImports(app: AppWithEveryRole) {
  const db = () => app.t.database.db;
  return {
    async importFile(kind: 'contacts' | 'companies' | 'deals', name: string) {
      const res = await app.t.request({
        method: 'POST',
        url: `/api/data-management/${kind}/import?fileName=${name}`,
        payload: importFixture(name),
        headers: { 'content-type': 'text/csv' },
        cookie: app.as.admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return importEvents(res.body);
    },
    async company(name: string) {
      const row = await db().selectFrom('companies').select(IMPORTED_COMPANY_COLUMNS).where('name', '=', name).executeTakeFirstOrThrow();
      return { ...row, annual_revenue: row.annual_revenue === null ? null : Number(row.annual_revenue) };
    },
    contact: (email: string) =>
      db()
        .selectFrom('contacts')
        .select(IMPORTED_CONTACT_COLUMNS)
        .where(sql<boolean>`lower(email) = ${email}`)
        .executeTakeFirstOrThrow(),
    companyId: async (name: string) =>
      (await db().selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
    contactId: async (email: string) =>
      (await db().selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
  };
}

/**
 * The firm the tool-export fixtures import into: the owner their files name, a company and a
 * contact Keel already holds (whose empty cells in the files must erase nothing), and the tool's
 * own funnel stage names.
 */
export async function seedFirmToImportInto(t: TestApp, stages: readonly string[]) {
  const db = t.database.db;
  await t.userWithRole('sales_rep', { email: 'jane.owner@firm.example', fullName: 'Jane Owner' });
  await db
    .insertInto('companies')
    .values({
      name: 'Øresund Logistik ApS',
      website: 'https://oresund-logistik.dk',
      phone: '+45 33 12 34 56',
      sector: 'Services',
      country: 'Denmark',
      description: 'Kunde siden 2019.',
    })
    .execute();
  await db
    .insertInto('contacts')
    .values({
      email: 'juergen.gross@example.de',
      first_name: 'Jürgen',
      last_name: 'Groß',
      phone: '0351 1234567',
      job_title: 'Geschäftsführer',
      birthday: '1979-05-23',
      tags: ['Kunde'],
      country: 'Deutschland',
    })
    .execute();
  await db
    .insertInto('pipeline_stages')
    .values(stages.map((title, i) => ({ title, color: '#64748B', position: 100 + i })))
    .execute();
}
