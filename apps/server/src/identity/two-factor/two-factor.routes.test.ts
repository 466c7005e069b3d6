import type { LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { auditEntries } from '../../test/roles';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The cookies a browser would keep from an answer (those set empty or expired are dropped). */
function keptCookies(res: LightMyRequestResponse, before = ''): string {
  const jar = new Map(
    before
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0], c] as const),
  );
  const setCookie = res.headers['set-cookie'];
  for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const pair = line.split(';')[0];
    const [name, value] = [pair.split('=')[0], pair.slice(pair.indexOf('=') + 1)];
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

const codeFor = (totpUri: string, offset = 0) =>
  (OTPAuth.URI.parse(totpUri) as OTPAuth.TOTP).generate({ timestamp: Date.now() + offset * 30_000 });
const wrongCode = (totpUri: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeFor(totpUri, o)));
  for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
};

async function enableTwoFactor(cookie: string) {
  const setup = await t.request({ method: 'POST', url: '/api/two-factor/setup', cookie, payload: { password: TEST_PASSWORD } });
  expect(setup.statusCode).toBe(200);
  const { totpUri, secret, qrSvg, recoveryCodes } = setup.json() as {
    totpUri: string;
    secret: string;
    qrSvg: string;
    recoveryCodes: string[];
  };
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  expect(qrSvg).toMatch(/^<svg/);
  expect(recoveryCodes).toHaveLength(10);
  const code = codeFor(totpUri);
  const enable = await t.request({ method: 'POST', url: '/api/two-factor/enable', cookie, payload: { code } });
  expect(enable.statusCode).toBe(204);
  return { totpUri, recoveryCodes, cookie: keptCookies(enable, cookie), code };
}

/** Step one of a sign-in: the password; answers the challenge cookie when a code is asked for. */
async function passwordStep(email: string, ip = '10.1.0.1') {
  const res = await t.request({ method: 'POST', url: '/api/session', payload: { email, password: TEST_PASSWORD }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  const cookie = keptCookies(res);
  expect(cookie).not.toMatch(/session_token=/);
  return cookie;
}

const codeStep = (cookie: string, code: string, kind: 'totp' | 'recovery' = 'totp', ip = '10.1.0.1') =>
  t.request({ method: 'POST', url: '/api/session/two-factor', cookie, payload: { code, kind }, remoteAddress: ip });

const me = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/me', cookie })).json() as {
    user: { email: string } | null;
    twoFactorSetupRequired?: boolean;
  };

describe('two-factor sign-in (TOTP)', () => {
  it('is enabled with a code from the app; sign-in then asks for a code; a wrong one is refused', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep');
    const status = await t.request({ method: 'GET', url: '/api/two-factor', cookie });
    expect(status.json()).toEqual({ enabled: false, required: false });
    const { totpUri, cookie: renewed } = await enableTwoFactor(cookie);
    expect((await t.request({ method: 'GET', url: '/api/two-factor', cookie: renewed })).json()).toEqual({
      enabled: true,
      required: false,
    });
    expect(await auditEntries(t, 'TWO_FACTOR_ENABLED')).toEqual([expect.objectContaining({ entity_id: user.id, user_id: user.id })]);

    const challenge = await passwordStep(user.email);
    // The password alone signs nobody in.
    expect((await me(challenge)).user).toBeNull();

    const wrong = await codeStep(challenge, wrongCode(totpUri));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.invalidCode);

    // The code that turned it on is used up (decision 0068): the next one from the app.
    const right = await codeStep(challenge, codeFor(totpUri, 1));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(user.email);
    expect((await me(keptCookies(right, challenge))).user?.email).toBe(user.email);
    // The challenge is used up.
    expect((await codeStep(challenge, codeFor(totpUri))).statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const { recoveryCodes } = await enableTwoFactor(cookie);

    const first = await codeStep(await passwordStep(user.email, '10.1.0.2'), recoveryCodes[0], 'recovery', '10.1.0.2');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(user.id);

    const again = await codeStep(await passwordStep(user.email, '10.1.0.2'), recoveryCodes[0], 'recovery', '10.1.0.2');
    expect(again.statusCode).toBe(401);
    const other = await codeStep(await passwordStep(user.email, '10.1.0.2'), recoveryCodes[1], 'recovery', '10.1.0.2');
    expect(other.statusCode).toBe(200);
  });

  it('counts wrong codes against the sign-in limits, so codes cannot be brute-forced', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const { totpUri } = await enableTwoFactor(cookie);
    const ip = '10.1.0.3';
    // A new challenge each time (a challenge allows 5 tries of its own), and a right password each
    // time: still, the limits count every code, and the right password does not reset the count.
    let codesChecked = 0;
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6 && !refused; i++) {
      const step = await t.request({
        method: 'POST',
        url: '/api/session',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: ip,
      });
      if (step.statusCode !== 200) refused = step;
      else {
        const answer = await codeStep(keptCookies(step), wrongCode(totpUri), 'totp', ip);
        if (answer.statusCode === 401) codesChecked++;
        else refused = answer;
      }
    }
    expect(refused?.statusCode).toBe(429);
    expect(codesChecked).toBe(5);
    // Even the right code is not checked from that address now.
    const blocked = await t.request({
      method: 'POST',
      url: '/api/session',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    // The owner at another address still gets in.
    const ok = await codeStep(await passwordStep(user.email, '10.1.0.4'), codeFor(totpUri, 1), 'totp', '10.1.0.4');
    expect(ok.statusCode).toBe(200);
  });

  it('needs the current password to be disabled', async () => {
    const { user, cookie } = await t.userWithRole('recruiter');
    const { cookie: renewed } = await enableTwoFactor(cookie);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/two-factor/disable',
      cookie: renewed,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/two-factor', cookie: renewed })).json().enabled).toBe(true);
    expect(await auditEntries(t, 'TWO_FACTOR_DISABLED')).toHaveLength(0);

    const right = await t.request({
      method: 'POST',
      url: '/api/two-factor/disable',
      cookie: renewed,
      payload: { password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(204);
    expect(await auditEntries(t, 'TWO_FACTOR_DISABLED')).toEqual([expect.objectContaining({ entity_id: user.id })]);
    // Password alone signs in again.
    await t.signIn(user.email);
  });

  it('refuses setup and the second step without a session or challenge', async () => {
    expect((await t.request({ method: 'POST', url: '/api/two-factor/setup', payload: { password: TEST_PASSWORD } })).statusCode).toBe(401);
    const none = await codeStep('', '123456');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it("lets an admin require it: members without it are told to set it up; others can't change the setting", async () => {
    const { cookie: plainAdmin } = await t.userWithRole('admin');
    const { cookie: adminCookie } = await enableTwoFactor(plainAdmin);
    const { user: member, cookie: memberCookie } = await t.userWithRole('sales_rep');
    expect(
      (await t.request({ method: 'PUT', url: '/api/team/two-factor-requirement', cookie: memberCookie, payload: { required: true } }))
        .statusCode,
    ).toBe(403);
    expect((await me(memberCookie)).twoFactorSetupRequired).toBe(false);

    const put = await t.request({
      method: 'PUT',
      url: '/api/team/two-factor-requirement',
      cookie: adminCookie,
      payload: { required: true },
    });
    expect(put.json()).toEqual({ required: true });
    expect((await t.request({ method: 'GET', url: '/api/team/two-factor-requirement', cookie: adminCookie })).json()).toEqual({
      required: true,
    });
    expect((await me(memberCookie)).twoFactorSetupRequired).toBe(true);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/session',
      payload: { email: member.email, password: TEST_PASSWORD },
      remoteAddress: '10.1.0.7',
    });
    expect(signIn.json()).toMatchObject({ user: { email: member.email }, twoFactorSetupRequired: true });
    expect(await auditEntries(t, 'TWO_FACTOR_REQUIREMENT_CHANGED')).toHaveLength(1);

    const { cookie: renewed } = await enableTwoFactor(memberCookie);
    expect((await me(renewed)).twoFactorSetupRequired).toBe(false);
    await t.request({ method: 'PUT', url: '/api/team/two-factor-requirement', cookie: adminCookie, payload: { required: false } });
  });
});

describe('a TOTP code is accepted once (decision 0068)', () => {
  it('refuses a code already used, at sign-in and between sign-ins, but not a wrong try of it', async () => {
    const { user, cookie } = await t.userWithRole('user');
    const { totpUri, code: enabling } = await enableTwoFactor(cookie);
    // The code that turned it on does not sign in.
    const reused = await codeStep(await passwordStep(user.email, '10.2.0.1'), enabling, 'totp', '10.2.0.1');
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    const code = codeFor(totpUri, 1);
    const first = await codeStep(await passwordStep(user.email, '10.2.0.1'), code, 'totp', '10.2.0.1');
    expect(first.statusCode).toBe(200);
    // Someone who saw it (or a second tab) within its step: refused, on another address too.
    const replay = await codeStep(await passwordStep(user.email, '10.2.0.2'), code, 'totp', '10.2.0.2');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    expect((await me(keptCookies(replay))).user).toBeNull();
  });
});

describe('"require two-factor sign-in" is enforced by the server (decision 0068)', () => {
  it('a session without a second factor reaches only enrolment, /api/me and sign-out until it sets one up', async () => {
    const { cookie: plainAdmin } = await t.userWithRole('admin');
    const refused = await t.request({
      method: 'PUT',
      url: '/api/team/two-factor-requirement',
      cookie: plainAdmin,
      payload: { required: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.requireOwnFirst);
    const { cookie: admin } = await enableTwoFactor(plainAdmin);
    const { cookie: member } = await t.userWithRole('sales_rep');
    const { cookie: otherAdmin } = await t.userWithRole('admin');
    const memberKey = (await t.request({ method: 'POST', url: '/api/api-keys', cookie: member, payload: { name: 'before' } })).json().key;
    expect(
      (await t.request({ method: 'PUT', url: '/api/team/two-factor-requirement', cookie: admin, payload: { required: true } })).statusCode,
    ).toBe(200);
    try {
      for (const [cookie, url, method] of [
        [member, '/api/contacts', 'GET'],
        [member, '/api/profile/password', 'POST'],
        [member, '/api/api-keys', 'POST'],
        [member, '/api/events', 'GET'],
        [otherAdmin, '/api/team', 'GET'],
        [otherAdmin, '/api/team/two-factor-requirement', 'PUT'],
      ] as const) {
        const res = await t.request({ method, url, cookie, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code, `${method} ${url}`).toBe('TWO_FACTOR_SETUP_REQUIRED');
      }
      const keyed = await t.request({ method: 'GET', url: '/api/contacts', headers: { authorization: `Bearer ${memberKey}` } });
      expect(keyed.statusCode).toBe(403);
      expect((await me(member)).twoFactorSetupRequired).toBe(true);
      expect((await t.request({ method: 'GET', url: '/api/two-factor', cookie: member })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: admin })).statusCode).toBe(200);
      const { cookie: enrolled } = await enableTwoFactor(member);
      expect((await t.request({ method: 'GET', url: '/api/contacts', cookie: enrolled })).statusCode).toBe(200);
      expect((await t.request({ method: 'DELETE', url: '/api/session', cookie: otherAdmin })).statusCode).toBe(204);
    } finally {
      await t.request({ method: 'PUT', url: '/api/team/two-factor-requirement', cookie: admin, payload: { required: false } });
    }
  });
});
