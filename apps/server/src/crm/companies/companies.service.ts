import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type Company,
  COMPANY_NOT_FOUND,
  CompanyInput,
  type CompanyLinks,
  type CompanyUpdateValues,
  type CompanyValues,
} from '@keel/shared/companies';
import { BULK_RECORDS_GONE } from '@keel/shared/bulk-actions';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { deleteCompany, findCompanyById, insertCompany, updateCompany } from './companies.repository';
import { unlinkJobsFromCompany } from '../../recruitment/jobs/company-jobs.service';
import { unlinkContactsFromCompany } from '../contacts/contact-relations.service';
import { countCompanyLinks, type UnlinkedRecord, type UnlinkedRecords } from './company-links.repository';
import { publishChange, published } from '../../platform/live-updates/live-updates.publish';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;

const EDITABLE_FIELDS = Object.keys(CompanyInput.shape) as (keyof CompanyValues)[];

export function toCompany(row: CompanyRow): Company {
  const { search_text: _search, created_by_user_id: _c, last_modified_by_user_id: _m, ...rest } = row;
  return {
    ...rest,
    annual_revenue: row.annual_revenue === null ? null : Number(row.annual_revenue),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function createCompany(db: Kysely<Database>, user: SessionUser, values: CompanyValues): Promise<Company> {
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await insertCompany(trx, values, user.id);
      await recordAudit(trx, { actionType: 'COMPANY_CREATED', user, entityType: 'company', entityId: row.id, details: { name: row.name } });
      return toCompany(row);
    })
    .then(published(db, (company) => ({ topic: 'companies', id: company.id, by: user.id })));
}

/** Saves an edit made on `version`; a company changed since is refused (409), never overwritten. */
export async function editCompany(
  db: Kysely<Database>,
  user: SessionUser,
  id: string,
  { version, ...values }: CompanyUpdateValues,
): Promise<Company> {
  return db
    .transaction()
    .execute(async (trx) => {
      const before = await findCompanyById(trx, id, { forUpdate: true });
      if (!before) throw notFound(COMPANY_NOT_FOUND);
      await requireVersion(trx, before, version);
      const after = (await updateCompany(trx, id, values, user.id))!;
      // numeric comes back as text: compare numbers, not '1000.00' with 1000.
      const numeric = (row: CompanyRow) => ({ ...row, annual_revenue: row.annual_revenue === null ? null : Number(row.annual_revenue) });
      await recordAudit(trx, {
        actionType: 'COMPANY_UPDATED',
        user,
        entityType: 'company',
        entityId: id,
        details: { name: after.name, changes: changedFields(numeric(before), numeric(after), EDITABLE_FIELDS) },
      });
      return toCompany(after);
    })
    .then(published(db, { topic: 'companies', id, by: user.id }));
}

/** What deleting the company would unlink, for its confirmation. */
export async function companyLinks(db: Kysely<Database>, id: string): Promise<CompanyLinks> {
  if (!(await findCompanyById(db, id))) throw notFound(COMPANY_NOT_FOUND);
  return countCompanyLinks(db, id);
}

/**
 * The funnel's unlink of a deleted company from its deals (decision 0110): funnel imports
 * companies, so app.ts hands it to the routes rather than this module importing funnel.
 */
export type UnlinkDeals = (trx: Kysely<Database>, companyId: string) => Promise<UnlinkedRecord[]>;

const byName = (a: UnlinkedRecord, b: UnlinkedRecord) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Clears every link to a company, each by the owner of the linking rows (decision 0110), and
 * returns what was linked. Called in the deleting transaction with the company row locked, so no
 * link can be added in between (a new one waits on that lock).
 */
async function unlinkFromCompany(trx: Kysely<Database>, unlinkDeals: UnlinkDeals, id: string): Promise<UnlinkedRecords> {
  const contacts = await unlinkContactsFromCompany(trx, id);
  const deals = await unlinkDeals(trx, id);
  const jobs = await unlinkJobsFromCompany(trx, id);
  return { contacts: contacts.sort(byName), deals: deals.sort(byName), jobs: jobs.sort(byName) };
}

/**
 * Deletes a company. Its contacts, deals and jobs are kept, unlinked; the audit entry names each
 * of them (id and name), so the links can be restored. The single delete and the bulk delete alike.
 */
async function deleteWithAudit(trx: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, id: string, notFoundMessage: string) {
  if (!(await findCompanyById(trx, id, { forUpdate: true }))) throw notFound(notFoundMessage);
  const unlinked = await unlinkFromCompany(trx, unlinkDeals, id);
  const deleted = (await deleteCompany(trx, id))!;
  await recordAudit(trx, {
    actionType: 'COMPANY_DELETED',
    user,
    entityType: 'company',
    entityId: id,
    details: { name: deleted.name, unlinked },
  });
}

export async function removeCompany(db: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, id: string): Promise<void> {
  await db.transaction().execute((trx) => deleteWithAudit(trx, unlinkDeals, user, id, COMPANY_NOT_FOUND));
  publishChange(db, { topic: 'companies', id, by: user.id });
}

/** Deletes a selection in one transaction, one audit entry each; if one is gone, none is deleted. */
export async function removeCompanies(db: Kysely<Database>, unlinkDeals: UnlinkDeals, user: SessionUser, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteWithAudit(trx, unlinkDeals, user, id, BULK_RECORDS_GONE);
  });
}

/** A company's name, or undefined when there is no such company (a funnel lead's picked company). */
export async function companyName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await findCompanyById(db, id))?.name;
}

/** Rows written as given (the demo seed's, decision 0110). */
export { insertCompanyRows } from './companies.repository';
