import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { apply, candidate, insertJob } from '../../test/careers';

const app = appWithEveryRole();

describe('notifications about applicants once their recipient may no longer see applicants', () => {
  it('a recruiter made sales_rep no longer reads, counts or opens the notifications naming applicants; made recruiter again, they are back', async () => {
    const member = await app.t.userWithRole('recruiter', { fullName: 'Soon Sales' });
    const job = await insertJob(app.t, { title: 'Notified Role', recruiter_id: member.user.id });
    expect(
      (await apply(app.t, job, candidate({ email: 'notified.applicant@example.com', first_name: 'Nadia', last_name: 'Notified' })))
        .statusCode,
    ).toBe(200);
    const mine = () => app.t.request({ method: 'GET', url: '/api/notifications', cookie: member.cookie });
    const unread = async () =>
      (await app.t.request({ method: 'GET', url: '/api/notifications/unread-count', cookie: member.cookie })).json();
    expect((await mine()).body).toContain('Nadia Notified');

    const role = (r: string) =>
      app.t.request({ method: 'PATCH', url: `/api/team/${member.user.id}/role`, payload: { role: r }, cookie: app.as.admin.cookie });
    expect((await role('sales_rep')).statusCode).toBe(200);
    const res = await mine();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Nadia Notified');
    expect(JSON.stringify(await unread())).toMatch(/:0\b/);

    expect((await role('recruiter')).statusCode).toBe(200);
    expect((await mine()).body).toContain('Nadia Notified');
  });
});
