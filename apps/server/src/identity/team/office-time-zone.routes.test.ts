import { describe, expect, it } from 'vitest';
import { FIRM_TIME_ZONE } from '@keel/shared/interview-time';
import { TEAM_MESSAGES } from '@keel/shared/team';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
const url = '/api/team/office-time-zone';
const read = (cookie?: string) => app.t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
const write = (time_zone: unknown, cookie?: string) =>
  app.t.request({ method: 'PUT', url, payload: { time_zone }, ...(cookie ? { cookie } : {}) });

describe('the office time zone (decision 0080): role matrix', () => {
  it('is the firm’s until set, and every signed-in member reads it; no session is refused', async () => {
    for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) {
      const res = await read(app.as[role].cookie);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ time_zone: FIRM_TIME_ZONE });
    }
    expect((await read()).statusCode).toBe(401);
  });

  it('is set by an admin only: the other roles get 403, no session 401, and nothing changes', async () => {
    for (const role of ['user', 'sales_rep', 'recruiter'] as const) {
      const res = await write('Europe/Berlin', app.as[role].cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.onlyAdminsSetOfficeTimeZone);
    }
    expect((await write('Europe/Berlin')).statusCode).toBe(401);
    expect((await read(app.as.user.cookie)).json()).toEqual({ time_zone: FIRM_TIME_ZONE });
  });

  it('an admin sets it (canonical spelling), everyone reads the new one, and the change is audited', async () => {
    const res = await write('europe/berlin', app.as.admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ time_zone: 'Europe/Berlin' });
    expect((await read(app.as.recruiter.cookie)).json()).toEqual({ time_zone: 'Europe/Berlin' });
    const [entry] = await auditEntries(app.t, 'OFFICE_TIME_ZONE_CHANGED');
    expect(entry.details).toMatchObject({ from: FIRM_TIME_ZONE, to: 'Europe/Berlin' });
  });

  it('refuses an unknown zone or a bare offset with a 400 naming the field, and keeps the one set', async () => {
    await write('America/New_York', app.as.admin.cookie);
    for (const zone of ['Atlantis/Capital', '-03:00', '', 42]) {
      const res = await write(zone, app.as.admin.cookie);
      expect(res.statusCode, String(zone)).toBe(400);
      expect(res.json().fields?.time_zone, String(zone)).toBeTruthy();
    }
    expect((await read(app.as.admin.cookie)).json()).toEqual({ time_zone: 'America/New_York' });
  });
});
