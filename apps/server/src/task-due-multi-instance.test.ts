import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { withDatabaseName } from './test/test-database-url';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

const TASKS = 30;

describe.runIf(inject('postgresUrl'))('due tasks with two instances on one PostgreSQL', () => {
  it('tells the assignee of each task falling due exactly once, whichever instance scheduled it and whichever runs it', async () => {
    const serverUrl = inject('postgresUrl')!;
    const name = `keel_task_due_multi_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = withDatabaseName(serverUrl, name);
    try {
      const env = { DATABASE_URL: url, DEMO_MODE: 'true' };
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      started.push(a, b);
      await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);

      const signIn = await fetch(`${a.baseUrl}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.baseUrl },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const assignee = (await db.query<{ id: string }>('select id from users where email = $1', [DEMO_USERS.find((u) => u.role === 'user')!.email])).rows[0].id;
        const contact = (await db.query<{ id: string }>(`insert into contacts (first_name, last_name, email) values ('Due', 'Contact', 'due@example.test') returning id`)).rows[0].id;

        // Tasks due in the past (their jobs start at once), half through each instance.
        const ids = await Promise.all(Array.from({ length: TASKS }, async (_, i) => {
          const target = i % 2 ? a : b;
          const res = await fetch(`${target.baseUrl}/api/activities`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: target.baseUrl, cookie },
            body: JSON.stringify({ kind: 'task', title: `Due ${i}`, dueDate: '2020-01-01', dueTime: '09:00', assigneeId: assignee, links: [{ type: 'contact', id: contact }] }),
          });
          expect(res.status).toBe(201);
          return ((await res.json()) as { id: string }).id;
        }));

        // Wait until every due job has finished (both instances work the queue), then count.
        await vi.waitFor(async () => {
          const open = await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'task-due' and state <> 'completed'`);
          const done = await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'task-due' and state = 'completed'`);
          expect(open.rows[0].n).toBe(0);
          expect(done.rows[0].n).toBe(TASKS);
        }, { timeout: 90_000, interval: 250 });
        const rows = await db.query<{ task: string; n: number }>(
          `select split_part(dedupe_key, ':', 2) as task, count(*)::int as n from notifications where kind = 'task_due' and recipient_id = $1 group by 1`,
          [assignee],
        );
        expect(rows.rows).toHaveLength(TASKS);
        expect(new Set(rows.rows.map((r) => r.task))).toEqual(new Set(ids));
        expect(rows.rows.every((r) => r.n === 1)).toBe(true);
      } finally {
        await db.end();
      }
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
