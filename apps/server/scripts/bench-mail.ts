/**
 * npm run bench:mail — the outbox's delivery on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench; a scratch database keel_bench_mail on that
 * server, or BENCH_MAIL_DB, is recreated for each part), to a real SMTP server in this process (smtp-server).
 *
 * 1. Throughput: BENCH_MAIL_COUNT (2,000) mails are queued while no instance delivers, then one
 *    real server process (then two) with SMTP_URL works through them: mails delivered per second.
 * 2. Latency: with two instances idle, BENCH_MAIL_LATENCY_COUNT (200) mails are queued one at a
 *    time, 50 ms apart, each in its own transaction; commit → accepted by the SMTP server, p50/p95.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startJobEngine } from '../src/platform/background/job-engine';
import { declareMailQueue } from '../src/platform/mail/mail-delivery';
import type { RenderedMail } from '../src/platform/mail/mail-templates';
import { passwordResetMail } from '../src/platform/mail/mail-templates';
import { queueMail } from '../src/platform/mail/mail.service';
import { startSmtpTestServer, type SmtpTestServer } from '../src/test/smtp-test-server';
import { withDatabaseName } from '../src/test/test-database-url';
import { startBenchServer, stopBenchServer } from './bench/bench-server';

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 2000);
const LATENCY_COUNT = Number(process.env.BENCH_MAIL_LATENCY_COUNT ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://keel_ci:keel_ci@127.0.0.1:5432/keel_bench';
const SCRATCH_DB = process.env.BENCH_MAIL_DB ?? 'keel_bench_mail';
const PORTS = [Number(process.env.BENCH_PORT ?? 4396), Number(process.env.BENCH_PORT ?? 4396) + 1];
const silent = { warn: () => undefined } as never;

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DB} with (force)`);
  await admin.query(`create database ${SCRATCH_DB}`);
  await admin.end();
  return withDatabaseName(PG_URL, SCRATCH_DB);
}

/** The database, migrated, with a job engine that only sends (no worker in this process). */
async function openQueue(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await migrateToLatest(database.db);
  const jobs = await startJobEngine(database, silent);
  await declareMailQueue(jobs, 30);
  return {
    database,
    jobs,
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

const mail = (i: number): RenderedMail => ({
  ...passwordResetMail({ email: `bench${i}@mail.bench`, name: `Bench ${i}` }, 'http://localhost:3000/crm/reset-password?token=bench'),
  subject: `bench ${i}`,
});

function serverEnv(url: string, smtp: SmtpTestServer) {
  return { DATABASE_URL: url, DEMO_MODE: 'false', SMTP_URL: smtp.url, MAIL_FROM: 'Keel <bench@keel.test>', DATABASE_POOL_SIZE: '10' };
}

async function throughput(instances: number, smtp: SmtpTestServer) {
  const url = await freshDatabase();
  const queue = await openQueue(url);
  await queue.database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < COUNT; i++) await queueMail(trx, queue.jobs, mail(i));
  });
  await queue.close();
  smtp.received.length = 0;
  const servers = await Promise.all(PORTS.slice(0, instances).map((port) => startBenchServer(port, serverEnv(url, smtp))));
  // Timed from the moment every instance is up (they may already have begun).
  const started = performance.now();
  const before = smtp.received.length;
  await smtp.waitFor(COUNT);
  const seconds = (performance.now() - started) / 1000;
  const unique = new Set(smtp.received.map((m) => m.messageId)).size;
  await Promise.all(servers.map(stopBenchServer));
  console.log(
    `throughput, ${instances} instance(s): ${COUNT} mails (${before} already delivered during start-up) in ${seconds.toFixed(1)} s = ${((COUNT - before) / seconds).toFixed(0)} mails/s; distinct deliveries ${unique} of ${smtp.received.length}`,
  );
}

async function latency(smtp: SmtpTestServer) {
  const url = await freshDatabase();
  const queue = await openQueue(url);
  smtp.received.length = 0;
  const servers = await Promise.all(PORTS.map((port) => startBenchServer(port, serverEnv(url, smtp))));
  const committedAt = new Map<string, number>();
  for (let i = 0; i < LATENCY_COUNT; i++) {
    await queue.database.db.transaction().execute((trx) => queueMail(trx, queue.jobs, mail(i)));
    committedAt.set(`bench ${i}`, performance.now());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await smtp.waitFor(LATENCY_COUNT);
  const ms = smtp.received.map((m) => m.receivedAt - committedAt.get(m.subject)!).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(0);
  await Promise.all(servers.map(stopBenchServer));
  await queue.close();
  console.log(
    `commit → SMTP, 2 instances, ${LATENCY_COUNT} mails: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${ms[ms.length - 1].toFixed(0)} ms; distinct deliveries ${new Set(smtp.received.map((m) => m.messageId)).size} of ${smtp.received.length}`,
  );
}

const smtp = await startSmtpTestServer();
try {
  await throughput(1, smtp);
  await throughput(2, smtp);
  await latency(smtp);
} finally {
  await smtp.close();
}
