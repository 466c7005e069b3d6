import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import * as repo from './company-intake.repository';

export interface IntakeCompany {
  name: string;
  website: string | null;
  sector: Database['companies']['sector'] | null;
  createdByUserId: string | null;
}

/**
 * The company an intake form (the public inquiry) names: the existing one with this name,
 * case-insensitive (the oldest if several), else a new one. Two inquiries naming the same new
 * company at once must not create it twice: a transaction-scoped advisory lock on the name makes
 * the second wait for the first to commit. Call inside the intake's transaction.
 */
export async function findOrCreateIntakeCompany(trx: Kysely<Database>, company: IntakeCompany): Promise<{ id: string; name: string }> {
  await sql`select pg_advisory_xact_lock(hashtext(${`company:${company.name.toLowerCase()}`}))`.execute(trx);
  const existing = await repo.findCompanyByName(trx, company.name);
  return existing ?? { id: await repo.insertIntakeCompany(trx, company), name: company.name };
}
