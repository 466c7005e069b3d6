import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { disableAccounts, enableAccounts } from '../users/users.service';
import { type DemoAccountOrigin, listDemoAccounts, markDemoAccount } from './demo-accounts.repository';
import { seedDemoData } from './demo-seed';

/** The ban reason of a demo account disabled by a start without demo mode (and only those are enabled again). */
export const DEMO_DISABLED_REASON = 'Demo account, disabled because demo mode is off (DEMO_MODE=false).';

export const CREATE_ADMIN_HINT = `npm run create-admin -- --email you@firm.com --password '…' --name "Your Name"`;

/** Records that demo mode made this account (call inside the transaction that creates it). */
export function markAsDemoAccount(origin: DemoAccountOrigin) {
  return async (trx: Kysely<Database>, user: { id: string }) => markDemoAccount(trx, user.id, origin);
}

/**
 * Demo accounts at start-up. In demo mode: seed an empty database and enable the demo accounts a
 * start without demo mode disabled. Without demo mode: the published demo password must not open
 * anything, so every account demo mode made (seeded or from /add-test-user) is disabled, its
 * sessions end, and the log says so at warning level with how to create a real admin.
 * The firm's data stays as it is.
 */
export async function applyDemoMode(app: FastifyInstance): Promise<void> {
  const { db, log, config } = app;
  if (config.DEMO_MODE) {
    await seedDemoData(app);
    const accounts = await listDemoAccounts(db);
    const enabled = await enableAccounts(
      db,
      accounts.map((a) => a.id),
      DEMO_DISABLED_REASON,
    );
    if (enabled.length)
      log.info(
        { accounts: accounts.filter((a) => enabled.includes(a.id)).map((a) => a.email) },
        'demo mode is on: demo accounts enabled again',
      );
    return;
  }
  const accounts = await listDemoAccounts(db);
  if (!accounts.length) return;
  await disableAccounts(
    db,
    accounts.map((a) => a.id),
    DEMO_DISABLED_REASON,
  );
  const emails = accounts.map((a) => a.email);
  log.warn(
    { demoAccounts: emails },
    `DEMO_MODE is false: the ${emails.length} demo account(s) ${emails.join(', ')} are disabled (they cannot sign in and their sessions have ended). ` +
      `If no other admin exists, create a real one with: ${CREATE_ADMIN_HINT}`,
  );
}
