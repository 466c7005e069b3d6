import { type Kysely, sql } from 'kysely';
import {
  DUPLICATE_PAGE_SIZE,
  DUPLICATE_RECORD_NOT_FOUND,
  type DuplicateCheckResult,
  type DuplicateKind,
  type DuplicatePairPage,
  MERGE_FIELDS,
  type MergePreview,
} from '@keel/shared/duplicates';
import type { z } from 'zod';
import type { DuplicateCheckInput } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { DISPLAY_COLUMN, KIND_TABLES } from './duplicate-kinds';
import { readPairs } from './duplicate-scan.repository';
import { scanState } from './duplicate-scan.service';
import { findMatches } from './duplicates.repository';

const blank = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/** Records that look like the one a form is about to save (nothing is saved or blocked). */
export async function checkDuplicates(db: Kysely<Database>, input: z.output<typeof DuplicateCheckInput>): Promise<DuplicateCheckResult> {
  const matches = await findMatches(db, input.kind, {
    excludeId: input.excludeId ?? null,
    email: blank(input.email),
    firstName: blank(input.firstName),
    lastName: blank(input.lastName),
    companyId: input.companyId ?? null,
    companyName: blank(input.companyName),
    name: blank(input.name),
    website: blank(input.website),
    phone: blank(input.phone),
  });
  return { matches };
}

/**
 * One page of the last scan's pairs (decision 0040); the older record of each pair comes first (the
 * suggested survivor). Before any scan: no pairs, and the scan's state says so.
 */
export async function duplicatePairs(db: Kysely<Database>, kind: DuplicateKind, page: number): Promise<DuplicatePairPage> {
  const scan = await scanState(db, kind);
  const rows = await readPairs(db, kind, (page - 1) * DUPLICATE_PAGE_SIZE, DUPLICATE_PAGE_SIZE + 1);
  const items = rows.slice(0, DUPLICATE_PAGE_SIZE).map((r) => {
    const a = { id: r.a_id, label: r.a_label, detail: r.a_detail };
    const b = { id: r.b_id, label: r.b_label, detail: r.b_detail };
    const aFirst = r.a_created.getTime() <= r.b_created.getTime();
    return { first: aFirst ? a : b, second: aFirst ? b : a, reasons: [...r.reasons].sort(), score: Math.round(r.score * 100) / 100 };
  });
  return { items, page, hasMore: rows.length > DUPLICATE_PAGE_SIZE, scan };
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Both records side by side, every field a merge offers as the reader sees it (a company by its name). */
export async function mergePreview(db: Kysely<Database>, kind: DuplicateKind, a: string, b: string): Promise<MergePreview> {
  const k = KIND_TABLES[kind];
  const { rows } = await sql<Record<string, unknown>>`SELECT r.*, ${sql.raw(k.label('r'))} AS merge_label FROM ${sql.table(k.table)} r
    WHERE r.${sql.raw(k.id)} IN (${a}::uuid, ${b}::uuid)`.execute(db);
  const byId = new Map(rows.map((r) => [String(r[k.id]), r]));
  const fields: readonly string[] = MERGE_FIELDS[kind];
  const records = [a, b].map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(DUPLICATE_RECORD_NOT_FOUND);
    const values = Object.fromEntries(fields.map((f) => [f, display(row[DISPLAY_COLUMN[f] ?? f])]));
    return { id, label: String(row.merge_label), version: Number(row.version), createdAt: (row.created_at as Date).toISOString(), values };
  });
  return { kind, fields: [...fields], records };
}
