import { type Kysely, sql } from 'kysely';
import type { ContactMessageStatus } from '@keel/shared/contact-messages';
import type { ListQuery } from '@keel/shared/lists';
import type { Database } from '../../db/types';
import { likePattern, runList } from '../../lib/list-query';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: { name: string; email: string; subject: string; message: string },
): Promise<string> {
  const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const handledByName = sql<string | null>`(select u.full_name from users u where u.id = contact_messages.handled_by_user_id)`;
const viewColumns = ['id', 'name', 'email', 'subject', 'message', 'created_at', 'handled_at'] as const;

/** Messages newest first, optionally only open or handled ones, searched over every field. */
export async function listContactMessages(db: Kysely<Database>, query: ListQuery<'created_at'>, status: ContactMessageStatus) {
  let base = db.selectFrom('contact_messages');
  if (status === 'open') base = base.where('handled_at', 'is', null);
  if (status === 'handled') base = base.where('handled_at', 'is not', null);
  if (query.q) {
    // A small table: a plain scan over the concatenated fields is the docs/product/validation.md#list-search substring search.
    base = base.where(sql<boolean>`lower(concat_ws(' ', name, email, subject, message)) like ${likePattern(query.q)}`);
  }
  return runList(db, base, (qb) => qb.select([...viewColumns, handledByName.as('handled_by')]), query, {
    sortColumns: { created_at: sql`contact_messages.created_at` },
    idColumn: 'contact_messages.id',
  });
}

export async function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').select(['id', 'handled_at']).where('id', '=', id).executeTakeFirst();
}

export async function setHandled(db: Kysely<Database>, id: string, handledBy: string | null) {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: handledBy ? new Date() : null, handled_by_user_id: handledBy })
    .where('id', '=', id)
    .execute();
}

export async function findContactMessageView(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('contact_messages')
    .select([...viewColumns, handledByName.as('handled_by')])
    .where('id', '=', id)
    .executeTakeFirst();
}
