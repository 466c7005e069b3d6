import { DEFAULT_STAGES, INDUSTRIES, LEAD_SOURCES, PRIORITIES, SERVICE_INTERESTS, tagsForStage } from '@keel/shared/funnel';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';

/** How the benchmark's leads spread over the default columns: most are early in the funnel. */
const SHARE: Record<string, number> = {
  'New Inquiry': 0.4,
  Contacted: 0.25,
  'Proposal Sent': 0.15,
  'Closed Won': 0.12,
  'Closed Lost': 0.08,
};

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

/**
 * Migrates a fresh embedded database in `dataDir` and writes `total` leads straight into it (the
 * server is not running yet: PGlite allows one process per directory). Returns leads per column.
 */
export async function seedLeads(dataDir: string, total: number): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'embedded', dataDir });
  try {
    await migrateToLatest(database.db);
    const stages = await database.db.selectFrom('pipeline_stages').select(['id', 'title']).execute();
    const counts: Record<string, number> = {};
    let seeded = 0;
    for (const [index, { title }] of DEFAULT_STAGES.entries()) {
      const stageId = stages.find((s) => s.title === title)!.id;
      const count = index === DEFAULT_STAGES.length - 1 ? total - seeded : Math.round(total * SHARE[title]);
      counts[title] = count;
      const rows = Array.from({ length: count }, (_, i) => {
        const n = seeded + i;
        const leadSource = pick(LEAD_SOURCES, n);
        const value = 5_000 + ((n * 7919) % 250) * 1_000;
        return {
          stage_id: stageId,
          position: i * 1024,
          name: `Benchmark deal ${n + 1}`,
          company: `Company ${(n % 700) + 1}`,
          first_name: `First${n}`,
          last_name: `Last${n}`,
          email: `lead${n}@bench.example`,
          deal_value: value,
          amount: value,
          priority: pick(PRIORITIES, n),
          lead_source: leadSource,
          industry: pick(INDUSTRIES, n),
          service_interest: pick(SERVICE_INTERESTS, n),
          status: title,
          sales_stage: title,
          tags: tagsForStage(leadSource, title),
          assigned_sales_rep: 'Unassigned',
          next_contact_date: new Date(Date.UTC(2030, 0, 1 + (n % 365))).toISOString().slice(0, 10),
          created_by: 'Benchmark',
          last_modified_by: 'Benchmark',
        };
      });
      for (let start = 0; start < rows.length; start += 500) {
        await database.db
          .insertInto('deals')
          .values(rows.slice(start, start + 500))
          .execute();
      }
      seeded += count;
    }
    return counts;
  } finally {
    await database.close();
  }
}
