import type { Kysely } from 'kysely';
import { downAuth, upAuth } from './0001/auth';
import { downCrm, upCrm } from './0001/crm';
import { downFunctions, upFunctions } from './0001/functions';
import { downFunnel, upFunnel } from './0001/funnel';
import { downPlatform, upPlatform } from './0001/platform';
import { downRecruitment, upRecruitment } from './0001/recruitment';
import { runAll } from './0001/sql';

/**
 * The whole schema of Keel (docs/product/records.md plus docs/product/beyond-the-spec.md#shared-server-state, docs/product/beyond-the-spec.md#audit-trail, docs/product/beyond-the-spec.md#contact-messages, docs/product/beyond-the-spec.md#server-side-lists and docs/product/beyond-the-spec.md#files).
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
