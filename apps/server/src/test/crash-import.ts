import { expect } from 'vitest';
import { IMPORT_BATCH_ROWS } from '@keel/shared/data-management';
import type { ServerProcess } from './server-process';

/** The CSV import crash tests' files and checks (crash-safety-import*.test.ts: embedded and PostgreSQL). */
/** Six batches: the kill lands after some of them are committed, while the next is read or written. */
export const ROWS = 6 * IMPORT_BATCH_ROWS;
export const email = (n: number) => `crash.import.${String(n).padStart(6, '0')}@crash.example`;

/** Each kind of import (decision 0027: the guarantee holds for companies and deals too): its file, and its rows as stored. */
export const KINDS = {
  contacts: {
    action: 'CONTACTS_IMPORTED',
    table: 'contacts',
    key: 'email',
    header: 'First Name,Last Name,Email,Tags',
    line: (n: number) => `Row,${n},${email(n)},imported;crash`,
    keyOf: email,
  },
  companies: {
    action: 'COMPANIES_IMPORTED',
    table: 'companies',
    key: 'name',
    header: 'Name,Tags',
    line: (n: number) => `${crashName(n, 'Co')},imported;crash`,
    keyOf: (n: number) => crashName(n, 'Co'),
  },
  deals: {
    action: 'DEALS_IMPORTED',
    table: 'deals',
    key: 'name',
    header: 'Name,Tags',
    line: (n: number) => `${crashName(n, 'deal')},imported;crash`,
    keyOf: (n: number) => crashName(n, 'deal'),
  },
} as const;
export type Kind = keyof typeof KINDS;
export function crashName(n: number, suffix: string) {
  return `Crash ${String(n).padStart(6, '0')} ${suffix}`;
}
export const csvOf = (kind: Kind) =>
  Buffer.from([KINDS[kind].header, ...Array.from({ length: ROWS }, (_, n) => KINDS[kind].line(n))].join('\n'));

/** What the import's audit entry says is committed (it is written in each batch's transaction). */
export async function auditedImport(
  server: ServerProcess,
  cookie: string,
  kind: Kind = 'contacts',
): Promise<{ status: string; rows: number; created: number } | undefined> {
  const res = await fetch(`${server.baseUrl}/api/audit-log?actionType=${KINDS[kind].action}`, { headers: { cookie } });
  const { items } = (await res.json()) as { items: Array<{ details: { status: string; rows: number; created: number } }> };
  return items[0]?.details;
}

/** Waits until the audit entry shows a committed batch (the kill then lands while later ones are read or written). */
export async function untilOneBatchCommitted(server: ServerProcess, cookie: string, kind: Kind = 'contacts') {
  const deadline = Date.now() + 60_000;
  while (((await auditedImport(server, cookie, kind))?.created ?? 0) < IMPORT_BATCH_ROWS) {
    if (Date.now() > deadline) throw new Error('no batch was committed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const importRequest = (cookie: string, kind: Kind = 'contacts') => ({
  method: 'POST' as const,
  path: `/api/data-management/${kind}/import?fileName=crash.csv`,
  headers: { cookie, 'content-type': 'text/csv' },
  body: csvOf(kind),
  chunkBytes: 16 * 1024,
});

/** Whole batches only, exactly the first rows of the file, and what the audit entry says. */
export function expectWholeFirstBatches(
  rows: Array<{ key: string; tags: string[] }>,
  audited: { rows: number; created: number },
  kind: Kind = 'contacts',
) {
  expect(rows.length % IMPORT_BATCH_ROWS).toBe(0);
  expect(rows.length).toBe(audited.created);
  expect(audited.rows).toBe(audited.created);
  expect(rows.map((r) => r.key)).toEqual(Array.from({ length: rows.length }, (_, n) => KINDS[kind].keyOf(n)));
  expect(rows.every((r) => JSON.stringify(r.tags) === JSON.stringify(['imported', 'crash']))).toBe(true);
}

export async function expectAuditedInProgress(server: ServerProcess, cookie: string, kind: Kind = 'contacts') {
  const audited = await auditedImport(server, cookie, kind);
  expect(audited?.status).toBe('in progress');
  expect(audited!.created).toBeGreaterThanOrEqual(IMPORT_BATCH_ROWS);
  expect(audited!.created).toBeLessThan(ROWS);
  return audited!;
}
