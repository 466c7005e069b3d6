import { describe, expect, it } from 'vitest';
import type { MeResponse, SessionUser } from '@keel/shared/auth';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const app = appWithEveryRole();
let serial = 0;

/** A member who has never had a zone, as a first sign-in finds them. */
async function newMember() {
  serial += 1;
  return app.t.userWithRole('recruiter', { email: `zone${serial}@example.com`, fullName: `Zone Member ${serial}` });
}

const setZone = (cookie: string | undefined, payload: Record<string, unknown>) =>
  app.t.request({ method: 'PUT', url: '/api/profile/time-zone', payload, ...(cookie ? { cookie } : {}) });
const me = async (cookie: string) => (await app.t.request({ method: 'GET', url: '/api/me', cookie })).json<MeResponse>().user!;

describe('my time zone (decision 0080)', () => {
  it('is null until set: GET /api/me says so, which is what makes the web app send the browser’s', async () => {
    const member = await newMember();
    expect((await me(member.cookie)).timeZone).toBeNull();
  });

  it('takes the browser’s zone at the first sign-in (only_if_unset), and a later browser never replaces it', async () => {
    const member = await newMember();
    const first = await setZone(member.cookie, { time_zone: 'Europe/Berlin', only_if_unset: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ user: SessionUser }>().user.timeZone).toBe('Europe/Berlin');
    // Another device, in New York: the zone is set already, so it is kept.
    const second = await setZone(member.cookie, { time_zone: 'America/New_York', only_if_unset: true });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ user: SessionUser }>().user.timeZone).toBe('Europe/Berlin');
    expect((await me(member.cookie)).timeZone).toBe('Europe/Berlin');
    // Nobody chose it: not an audited profile change.
    expect((await auditEntries(app.t, 'PROFILE_UPDATED')).filter((e) => e.entity_id === member.user.id)).toEqual([]);
  });

  it('never overwrites a zone chosen in Account Settings with a browser’s', async () => {
    const member = await newMember();
    expect((await setZone(member.cookie, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);
    await setZone(member.cookie, { time_zone: 'America/Chicago', only_if_unset: true });
    expect((await me(member.cookie)).timeZone).toBe('Asia/Tokyo');
    // Choosing again in Account Settings does change it, and the change is audited.
    const changed = await setZone(member.cookie, { time_zone: 'America/New_York' });
    expect(changed.json<{ user: SessionUser }>().user.timeZone).toBe('America/New_York');
    const [entry] = (await auditEntries(app.t, 'PROFILE_UPDATED')).filter((e) => e.entity_id === member.user.id);
    expect(entry.details).toMatchObject({ changes: { time_zone: { from: 'Asia/Tokyo', to: 'America/New_York' } } });
  });

  it('stores the canonical IANA spelling', async () => {
    const member = await newMember();
    const res = await setZone(member.cookie, { time_zone: 'europe/berlin' });
    expect(res.json<{ user: SessionUser }>().user.timeZone).toBe('Europe/Berlin');
  });

  it('refuses an unknown zone, a bare offset or none with a 400 that names the field, and keeps the zone', async () => {
    const member = await newMember();
    await setZone(member.cookie, { time_zone: 'Europe/Berlin' });
    for (const time_zone of ['Mars/Olympus_Mons', '+05:00', '', 'x'.repeat(100)]) {
      const res = await setZone(member.cookie, { time_zone });
      expect(res.statusCode, time_zone).toBe(400);
      expect(res.json().fields?.time_zone, time_zone).toBeTruthy();
    }
    expect((await setZone(member.cookie, {})).statusCode).toBe(400);
    expect((await me(member.cookie)).timeZone).toBe('Europe/Berlin');
  });

  it('is every member’s own: any role may set theirs; no session is refused (401)', async () => {
    for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) {
      const res = await setZone(app.as[role].cookie, { time_zone: 'Europe/Lisbon' });
      expect(res.statusCode, role).toBe(200);
      expect(res.json<{ user: SessionUser }>().user).toMatchObject({ id: app.as[role].user.id, timeZone: 'Europe/Lisbon' });
    }
    expect((await setZone(undefined, { time_zone: 'Europe/Lisbon' })).statusCode).toBe(401);
  });
});
