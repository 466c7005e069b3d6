import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportEvent, RowWarning, SkippedRow } from '@keel/shared/data-management';

/** The import fixtures: files written as other tools export them (packages/shared/src/import-files/fixtures, issue 25). */
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
