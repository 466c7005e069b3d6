import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { moveContactsLastContact } from '../contacts/contacts.service';
import type { ContactMade } from '../../workspace/activities/contact-made';
import { publishInTransaction } from '../../platform/live-updates/live-updates.publish';
import { contactIdsOfDeals, moveDealsLastContactDate } from './leads.repository';

/**
 * A logged call or meeting (decision 0063) moves the last contact date of the deals and contacts
 * it is linked to forward to its day, and of the contacts of those deals (the people spoken to).
 * Registered with the activities by the composition root; runs in the activity's transaction.
 */
export async function moveLastContactDates(trx: Kysely<Database>, { links, on }: ContactMade): Promise<number> {
  const ids = (type: string) => links.filter((l) => l.type === type).map((l) => l.id.toLowerCase());
  const deals = await moveDealsLastContactDate(trx, ids('deal'), on);
  if (deals > 0) await publishInTransaction(trx, { topic: 'funnel', by: null });
  const contacts = await moveContactsLastContact(trx, [...ids('contact'), ...(await contactIdsOfDeals(trx, ids('deal')))], on);
  return deals + contacts;
}
