import type { Kysely } from 'kysely';
import { downAuth, upAuth } from './0001/auth';
import { downCrm, upCrm } from './0001/crm';
import { downFunctions, upFunctions } from './0001/functions';
import { downFunnel, upFunnel } from './0001/funnel';
import { downPlatform, upPlatform } from './0001/platform';
import { downRecruitment, upRecruitment } from './0001/recruitment';
import { runAll } from './0001/sql';

/**
 * The whole schema of Keel (SPEC §3 plus DESIGN items 1, 2, 4, 5 and the "Files" section).
 * Plain SQL that PostgreSQL 15 and PGlite both accept. Table types: ../types.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Kysely Migration signature
export async function up(db: Kysely<any>): Promise<void> {
  await runAll(db, [...upFunctions, ...upAuth, ...upCrm, ...upFunnel, ...upRecruitment, ...upPlatform]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Kysely Migration signature
export async function down(db: Kysely<any>): Promise<void> {
  await runAll(db, [...downPlatform, ...downRecruitment, ...downFunnel, ...downCrm, ...downAuth, ...downFunctions]);
}
