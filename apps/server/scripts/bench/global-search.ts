import type { FastifyInstance } from 'fastify';
import { measure, ms, type Figures } from './measure';

/** The global search's target (decision 0017): p95 at 1,000,000 contacts on PostgreSQL. */
export const SEARCH_TARGET_P95_MS = 100;

interface SearchRow {
  label: string;
  hits: number;
  figures: Figures;
}

/** Terms a user types into the palette: names, e-mail, company, phone; common, rare, absent. */
const terms = (company: string): Array<[string, string]> => [
  ["a common name part ('son')", 'son'],
  ["a last name ('johnson')", 'johnson'],
  ["an e-mail fragment ('123457@')", '123457@'],
  [`a company ('${company.toLowerCase()}')`, company.toLowerCase()],
  ["a phone fragment ('555-0142')", '555-0142'],
  ["three letters ('ann')", 'ann'],
  ["three letters, rare ('qxj')", 'qxj'],
  ["nothing matches ('zzqxv')", 'zzqxv'],
];

/** GET /api/search through the whole server (session included) for each term, `runs` times. */
export async function benchGlobalSearch(
  app: FastifyInstance,
  headers: Record<string, string>,
  company: string,
  runs: number,
): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  for (const [label, term] of terms(company)) {
    let hits = 0;
    const figures = await measure(async () => {
      const res = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(term)}`, headers });
      if (res.statusCode !== 200) throw new Error(`search ${label}: HTTP ${res.statusCode} ${res.body}`);
      const body = res.json() as { groups: Array<{ hits: unknown[] }> };
      hits = body.groups.reduce((sum, group) => sum + group.hits.length, 0);
    }, runs);
    rows.push({ label, hits, figures });
  }
  return rows;
}

export function printGlobalSearch(log: (line: string) => void, engine: string, contacts: number, rows: SearchRow[], runs: number) {
  log('');
  log(
    `### ${engine}, ${contacts.toLocaleString('en-US')} contacts — GET /api/search (global search, 5 per kind, every kind), ${runs} runs each`,
  );
  log('');
  log('| term | hits shown | p50 | p95 |');
  log('|---|---:|---:|---:|');
  for (const row of rows) log(`| ${row.label} | ${row.hits} | ${ms(row.figures.p50)} | ${ms(row.figures.p95)} |`);
  log('');
  log(
    `Global search worst p95: ${ms(Math.max(...rows.map((row) => row.figures.p95)))} (target on PostgreSQL at 1M contacts: ≤ ${SEARCH_TARGET_P95_MS} ms)`,
  );
}
