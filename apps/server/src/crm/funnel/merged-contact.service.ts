import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { type ContactCopy, replaceContactCopies } from './leads.repository';

/**
 * After two contacts are merged (decision 0053's rule for companies, extended to contacts): the
 * deals that now list the survivor stop showing the merged-away contact's name or e-mail on their
 * cards, in search and in reports. Runs in the merge's transaction; how many deals changed.
 */
export async function renameMergedContactOnDeals(
  trx: Kysely<Database>,
  survivorId: string,
  merged: ContactCopy,
  survivor: ContactCopy,
): Promise<number> {
  return replaceContactCopies(trx, survivorId, merged, survivor);
}

/** A merge's move of the deals to the survivor (decision 0110). */
export { moveCompanyDeals, moveDealContacts } from './deal-merge.repository';
