import { type Kysely, sql } from 'kysely';
import { RELATED_LIMIT } from '@keel/shared/records';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;
type Link = { contactId: string } | { companyId: string };

/** Deals linked to a contact (in contact_ids, GIN index) or to a company (company_id), by name. */
function linked(db: Db, link: Link) {
  return db
    .selectFrom('deals')
    .$if('contactId' in link, (qb) => qb.where(sql<boolean>`contact_ids @> ARRAY[${'contactId' in link ? link.contactId : ''}]::uuid[]`))
    .$if('companyId' in link, (qb) => qb.where('company_id', '=', 'companyId' in link ? link.companyId : ''));
}

/** The first RELATED_LIMIT linked leads with their column's title, and how many there are. */
export async function listLinkedDeals(db: Db, link: Link) {
  const [rows, count] = await Promise.all([
    linked(db, link)
      .innerJoin('pipeline_stages', 'pipeline_stages.id', 'deals.stage_id')
      .select([
        'deals.id',
        'deals.name',
        'deals.deal_value',
        'deals.amount',
        'deals.assigned_sales_rep',
        'pipeline_stages.title as stage_title',
      ])
      .orderBy('deals.name')
      .orderBy('deals.id')
      .limit(RELATED_LIMIT)
      .execute(),
    linked(db, link)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
