import type { Kysely } from 'kysely';
import type { RecordLink } from '@keel/shared/activities';
import type { Database } from '../../db/types';

/**
 * A logged call or meeting is a contact with its records (decision 0063): their owners move what
 * they keep of it (a contact's and a deal's last contact date). Activities know no CRM table, so
 * the owners listen here; the composition root (app.ts) registers them. Listeners run inside the
 * activity's transaction and say how many records they moved.
 */
export interface ContactMade {
  links: readonly RecordLink[];
  /** The day it happened (YYYY-MM-DD). */
  on: string;
}
export type ContactMadeListener = (trx: Kysely<Database>, made: ContactMade) => Promise<number>;

const listeners = new Set<ContactMadeListener>();

export function onContactMade(listener: ContactMadeListener): void {
  listeners.add(listener);
}

/** Tells every listener; the records moved, in all. */
export async function contactMade(trx: Kysely<Database>, made: ContactMade): Promise<number> {
  let moved = 0;
  for (const listener of listeners) moved += await listener(trx, made);
  return moved;
}
