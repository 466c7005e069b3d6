/**
 * npm run bench:guessing — decision 0073: how many guesses at one account get a verdict in an
 * hour from 40 addresses. A guesser sends wrong passwords to one e-mail from 40 addresses, each
 * as soon as the server lets it (again the next second after an answer; after a 429, once its
 * Retry-After has passed), through the whole server (app.inject, embedded database). The hour is
 * simulated: instead of waiting, the sign-in counters' clocks (auth_rate_limits) are moved back.
 * Prints the answers by kind; a verdict is a 200 or 401 (the password was checked and the answer
 * says whether it was right). It measures; it asserts nothing and is not part of `npm test`.
 * GUESS_ADDRESSES (40), GUESS_MINUTES (60).
 */
import { sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createAccount } from '../src/identity/users/users.service';
import { passwordHashingStats } from '../src/platform/auth/password-hashing';

const ADDRESSES = Number(process.env.GUESS_ADDRESSES ?? 40);
const SECONDS = Number(process.env.GUESS_MINUTES ?? 60) * 60;
const EMAIL = 'guessed@bench.keel';
const headers = { origin: 'http://localhost:3000', host: 'localhost:3000' };

const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = await openDatabase({ kind: 'pglite', pglite });
await migrateToLatest(database.db);
const config = loadConfig({
  DEMO_MODE: 'false',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, database, logger: false, jobs: false });
await app.ready();
try {
  await createAccount(database.db, app.auth, { fullName: 'Guessed Member', email: EMAIL, password: 'the-right-password-7', role: 'user' });
  const hashingBefore = passwordHashingStats();
  const answers = new Map<number, number>();
  const nextTry = new Map(Array.from({ length: ADDRESSES }, (_, i) => [`10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`, 0]));
  const verdictTimes: number[] = [];
  let now = 0;
  let guess = 0;
  let shifted = 0;
  const started = performance.now();
  while (now < SECONDS) {
    for (const [ip, at] of nextTry) {
      if (at > now) continue;
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: ip,
        headers,
        payload: { email: EMAIL, password: `guess-${guess++}` },
      });
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 200 || res.statusCode === 401) verdictTimes.push(now);
      nextTry.set(ip, now + (res.statusCode === 429 ? Number(res.headers['retry-after'] ?? 1) : 1));
    }
    const next = Math.max(now + 1, Math.min(...nextTry.values()));
    // Time passes for the counters: every stored instant moves back so that, to the database's
    // clock, `next` simulated seconds have passed since the start (the real ones count too).
    const real = (performance.now() - started) / 1000;
    const step = `${next - real - shifted} seconds`;
    shifted = next - real;
    await sql`update auth_rate_limits set window_started_at = window_started_at - ${step}::interval,
      next_attempt_at = next_attempt_at - ${step}::interval`.execute(database.db);
    now = next;
  }
  const hashing = passwordHashingStats();
  const checked = hashing.hashed - hashingBefore.hashed + hashing.verified - hashingBefore.verified;
  const verdicts = verdictTimes.length;
  const byQuarter = [0, 1, 2, 3].map((q) => verdictTimes.filter((s) => s >= q * 900 && s < (q + 1) * 900).length);
  console.log(`${ADDRESSES} addresses, ${SECONDS / 60} simulated minutes (${((performance.now() - started) / 1000).toFixed(0)} s real)`);
  console.log(`requests: ${guess}; answers by status: ${JSON.stringify(Object.fromEntries([...answers].sort()))}`);
  console.log(`passwords checked (hashed or verified): ${checked}`);
  console.log(`guesses that got a verdict (200/401): ${verdicts}; per quarter hour: ${byQuarter.join(' / ')}`);
  console.log(`first 13 s: ${verdictTimes.filter((s) => s < 13).length} verdicts`);
} finally {
  await app.close();
  await database.close();
}
