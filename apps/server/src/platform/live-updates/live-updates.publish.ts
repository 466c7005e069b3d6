import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql } from 'kysely';
import type { LiveTopic } from '@keel/shared/live-updates';
import { LIVE_CHANNEL, type LiveBus, type LiveChange } from './live-updates.bus';

/** What a service announces after its transaction has committed. */
export interface ChangeNotice {
  topic: LiveTopic | 'sessions';
  id?: string;
  by: string | null;
  ownerId?: string;
}

// Keyed by the app's Kysely instance, which every service already receives: publishing is one
// line in a service, with no new parameter. A database without a bus (a CLI) publishes nothing.
const buses = new WeakMap<object, LiveBus>();

/** The browser tab of the request being handled (its `x-keel-tab` header), if any. */
export const requestTab = new AsyncLocalStorage<string | undefined>();

export function attachBus(db: object, bus: LiveBus) {
  buses.set(db, bus);
}

export function detachBus(db: object) {
  buses.delete(db);
}

/** Tells every signed-in browser (on every instance) that something changed. Call it after commit. */
export function publishChange(db: object, notice: ChangeNotice): void {
  const bus = buses.get(db);
  if (!bus) return;
  const tab = requestTab.getStore();
  const change: LiveChange = { ...notice, ...(tab ? { tab } : {}) };
  bus.publish(change);
}

/**
 * For `.then(...)` after a transaction: publishes once it has committed (a rolled-back one never
 * gets here) and passes the result on unchanged; a notice of undefined publishes nothing.
 */
export function published<T>(db: object, notice: ChangeNotice | ((result: T) => ChangeNotice | undefined)): (result: T) => T {
  return (result) => {
    const change = typeof notice === 'function' ? notice(result) : notice;
    if (change) publishChange(db, change);
    return result;
  };
}

/**
 * Publishes from inside a transaction (a service deep in someone else's write, e.g. a notification):
 * NOTIFY is transactional on PostgreSQL and PGlite alike, so every instance hears it when the
 * transaction commits and never if it rolls back. The tab is left out: it is for another user.
 */
export async function publishInTransaction<DB>(trx: Kysely<DB>, notice: ChangeNotice): Promise<void> {
  await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice satisfies LiveChange)})`.execute(trx);
}
