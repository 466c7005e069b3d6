import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import { withClient, withScratchDatabase } from './test/scratch-database';
import { type ServerProcess, startServer, waitUntilHealthy } from './test/server-process';
import { signInAt } from './test/server-sign-in';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

const TASKS = 30;

describe.runIf(inject('postgresUrl'))('due tasks with two instances on one PostgreSQL', () => {
  it('tells the assignee of each task falling due exactly once, whichever instance scheduled it and whichever runs it', async () => {
    await withScratchDatabase(inject('postgresUrl')!, `keel_task_due_multi_${process.pid}`, async (url) => {
      try {
        const env = { DATABASE_URL: url, DEMO_MODE: 'true' };
        const [a, b] = await Promise.all([startServer(env), startServer(env)]);
        started.push(a, b);
        await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
        const cookie = await signInAt(a.baseUrl, DEMO_ADMIN.email, DEMO_PASSWORD);

        await withClient(url, async (db) => {
          const assignee = (
            await db.query<{ id: string }>('select id from users where email = $1', [DEMO_USERS.find((u) => u.role === 'user')!.email])
          ).rows[0].id;
          const contact = (
            await db.query<{ id: string }>(
              `insert into contacts (first_name, last_name, email) values ('Due', 'Contact', 'due@example.test') returning id`,
            )
          ).rows[0].id;

          // Tasks due in the past (their jobs start at once), half through each instance.
          const ids = await Promise.all(
            Array.from({ length: TASKS }, async (_, i) => {
              const target = i % 2 ? a : b;
              const res = await fetch(`${target.baseUrl}/api/activities`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: target.baseUrl, cookie },
                body: JSON.stringify({
                  kind: 'task',
                  title: `Due ${i}`,
                  dueDate: '2020-01-01',
                  dueTime: '09:00',
                  assigneeId: assignee,
                  links: [{ type: 'contact', id: contact }],
                }),
              });
              expect(res.status).toBe(201);
              return ((await res.json()) as { id: string }).id;
            }),
          );

          // Wait until every due job has finished (both instances work the queue), then count.
          await vi.waitFor(
            async () => {
              const jobs = await db.query<{ state: string; n: number }>(
                `select state, count(*)::int as n from pgboss.job where name = 'task-due' group by state`,
              );
              expect(jobs.rows).toEqual([{ state: 'completed', n: TASKS }]);
            },
            { timeout: 90_000, interval: 250 },
          );
          const rows = await db.query<{ task: string; n: number }>(
            `select split_part(dedupe_key, ':', 2) as task, count(*)::int as n from notifications where kind = 'task_due' and recipient_id = $1 group by 1`,
            [assignee],
          );
          expect(rows.rows).toHaveLength(TASKS);
          expect(new Set(rows.rows.map((r) => r.task))).toEqual(new Set(ids));
          expect(rows.rows.every((r) => r.n === 1)).toBe(true);
        });
      } finally {
        await Promise.all(started.map((s) => s.stop()));
      }
    });
  }, 240_000);
});
