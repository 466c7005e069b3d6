import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { formWith, GIF_1PX, PNG_1PX, pngOfSize, SVG_LOGO } from '../../test/images';
import { auditEntries } from '../../test/roles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/me', cookie })).json().user;
const avatarFiles = async () => t.database.db.selectFrom('stored_files').select('path').where('bucket', '=', 'avatars').execute();

describe('PATCH /api/profile', () => {
  it("refuses without a session ('No user logged in.')", async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/profile', payload: { full_name: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No user logged in.');
  });

  it("refuses an empty full name with 'Full Name cannot be empty.' and changes nothing", async () => {
    const { cookie } = await t.userWithRole('user', { fullName: 'Kept Name' });
    const res = await t.request({ method: 'PATCH', url: '/api/profile', cookie, payload: { full_name: '   ', phone: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.full_name).toBe('Full Name cannot be empty.');
    expect(await me(cookie)).toMatchObject({ fullName: 'Kept Name', phone: null });
  });

  it('saves the name and phone of the signed-in user only, with a PROFILE_UPDATED entry', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep', { fullName: 'Old Name' });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { full_name: ' New Name ', phone: '555-0199', email: 'hijack@example.test', role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, fullName: 'New Name', phone: '555-0199', email: user.email, role: 'sales_rep' });
    expect(await me(cookie)).toMatchObject({ fullName: 'New Name', email: user.email, role: 'sales_rep' });
    const [entry] = await auditEntries(t, 'PROFILE_UPDATED');
    expect(entry).toMatchObject({ entity_id: user.id, details: { changes: { full_name: { from: 'Old Name', to: 'New Name' } } } });
  });
});

describe('POST /api/profile/avatar', () => {
  it('refuses without a session, storing nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: formWith([{ field: 'avatar', name: 'a.png', bytes: PNG_1PX }]),
    });
    expect(res.statusCode).toBe(401);
    expect(await avatarFiles()).toEqual([]);
  });

  it('refuses files that are not JPG, PNG, WEBP or GIF by their content, whatever their name', async () => {
    const { cookie } = await t.userWithRole('user');
    for (const [name, bytes] of [
      ['logo.svg', SVG_LOGO],
      ['fake.png', Buffer.from('MZ this is not an image')],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/profile/avatar',
        cookie,
        payload: formWith([{ field: 'avatar', name, bytes, type: 'image/png' }]),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Please upload a JPG, PNG, WEBP, or GIF image.');
    }
    expect(await avatarFiles()).toEqual([]);
  });

  it("refuses an image of 2 MB or more with 'Avatar image must be less than 2MB.'", async () => {
    const { cookie } = await t.userWithRole('user');
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie,
      payload: formWith([{ field: 'avatar', name: 'big.png', bytes: pngOfSize(2 * 1024 * 1024) }]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Avatar image must be less than 2MB.');
    expect(await avatarFiles()).toEqual([]);
  });

  it('stores the avatar at {userId}/{timestamp}.{ext}, serves it, and replaces the previous one', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const first = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie,
      payload: formWith([{ field: 'avatar', name: 'me.png', bytes: PNG_1PX }]),
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstPath = first.json().user.avatarUrl;
    expect(firstPath).toMatch(new RegExp(`^${user.id}/\\d+\\.png$`));
    const served = await t.request({ method: 'GET', url: `/files/avatars/${firstPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie,
      payload: formWith([{ field: 'avatar', name: 'me.gif', bytes: GIF_1PX }]),
    });
    expect(second.json().user.avatarUrl).toMatch(/\.gif$/);
    expect((await me(cookie)).avatarUrl).toBe(second.json().user.avatarUrl);
    expect((await avatarFiles()).map((f) => f.path)).toEqual([second.json().user.avatarUrl]);
    const [entry] = await auditEntries(t, 'PROFILE_UPDATED');
    expect(entry.details).toMatchObject({ avatar: second.json().user.avatarUrl });
  });

  it('asks for a file when none is sent', async () => {
    const { cookie } = await t.userWithRole('user');
    const res = await t.request({ method: 'POST', url: '/api/profile/avatar', cookie, payload: formWith([], { note: 'x' }) });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/profile/password', () => {
  const change = (cookie: string | undefined, body: Record<string, string | boolean>) =>
    t.request({ method: 'POST', url: '/api/profile/password', cookie, payload: body });

  it('refuses without a session', async () => {
    expect(
      (await change(undefined, { current_password: TEST_PASSWORD, new_password: 'abcdef', confirm_password: 'abcdef' })).statusCode,
    ).toBe(401);
  });

  it('applies the rules of docs/product/validation.md#password-change and checks the current password; nothing changes on refusal', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ current_password: TEST_PASSWORD, new_password: '', confirm_password: '' }, 'new_password', 'New password fields are required.'],
      [
        { current_password: TEST_PASSWORD, new_password: 'abcdefg', confirm_password: 'abcdefh' },
        'confirm_password',
        'New passwords do not match.',
      ],
      [
        { current_password: TEST_PASSWORD, new_password: 'abc', confirm_password: 'abc' },
        'new_password',
        'Password must be at least 6 characters.',
      ],
      [{ current_password: '', new_password: 'abcdefg', confirm_password: 'abcdefg' }, 'current_password', 'Current password is required.'],
      [
        { current_password: 'wrong-one', new_password: 'violet-harbour-17', confirm_password: 'violet-harbour-17' },
        'current_password',
        'Current password is incorrect.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    await t.signIn(user.email, TEST_PASSWORD);
    expect(await auditEntries(t, 'PASSWORD_CHANGED')).toEqual([]);
  });

  it('changes the password, keeps this session, signs out the others, and records it', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const otherDevice = await t.signIn(user.email);
    const res = await change(cookie, { current_password: TEST_PASSWORD, new_password: 'brand-new-1', confirm_password: 'brand-new-1' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await me(cookie)).toMatchObject({ id: user.id });
    expect(await me(otherDevice)).toBeNull();
    await expect(t.signIn(user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await t.signIn(user.email, 'brand-new-1');
    const [entry] = await auditEntries(t, 'PASSWORD_CHANGED');
    expect(entry).toMatchObject({ entity_id: user.id, details: { otherSessionsSignedOut: 1 } });
    expect(JSON.stringify(entry.details)).not.toContain('brand-new-1');
  });

  it('keeps the other sessions when asked to (sign_out_others: false)', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const otherDevice = await t.signIn(user.email);
    const res = await change(cookie, {
      current_password: TEST_PASSWORD,
      new_password: 'brand-new-2',
      confirm_password: 'brand-new-2',
      sign_out_others: false,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await me(otherDevice)).toMatchObject({ id: user.id });
    const [entry] = await auditEntries(t, 'PASSWORD_CHANGED');
    expect(entry).toMatchObject({ entity_id: user.id, details: { otherSessionsSignedOut: 0 } });
  });
});
