import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, testUser } from '../../test/render-app';
import { onUserSwitch, resetSession, sessionStore, setSessionUser, setSignedOut, signIn, signOut } from './session-store';

const admin = testUser('admin');

/** Stubs fetch with answers by "METHOD /path"; returns a function that settles GET /api/me. */
function stubFetch(answers: Record<string, () => Response>) {
  let answerMe: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
      if (key === 'GET /api/me') return new Promise<Response>((resolve) => (answerMe = resolve));
      return Promise.resolve(answers[key]?.() ?? json(404, { code: 'NOT_FOUND', message: key }));
    }),
  );
  return (response: Response) => answerMe(response);
}

describe('session store', () => {
  // The store is module state, shared with the files before this one in the worker (decision 0065).
  beforeEach(() => resetSession());
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a sign-in when an older GET /api/me answers later', async () => {
    const answerMe = stubFetch({ 'POST /api/session': () => json(200, { user: admin }) });
    const unsubscribe = sessionStore.subscribe(() => {});
    expect(sessionStore.getSnapshot()).toMatchObject({ user: null, loading: true });
    await signIn({ email: admin.email, password: 'secret-pass' });
    answerMe(json(200, { user: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionStore.getSnapshot()).toMatchObject({ user: admin, loading: false, signingIn: false });
    unsubscribe();
  });

  it('drops cached data (the user-switch hooks) on sign-in and sign-out only', async () => {
    stubFetch({ 'POST /api/session': () => json(200, { user: admin }), 'DELETE /api/session': () => new Response(null, { status: 204 }) });
    const hook = vi.fn();
    const remove = onUserSwitch(hook);
    await signIn({ email: admin.email, password: 'secret-pass' });
    expect(hook).toHaveBeenCalledTimes(1);
    setSessionUser({ ...admin, fullName: 'Renamed Admin' });
    expect(sessionStore.getSnapshot().user?.fullName).toBe('Renamed Admin');
    await signOut();
    expect(hook).toHaveBeenCalledTimes(2);
    expect(sessionStore.getSnapshot().user).toBeNull();
    setSignedOut();
    expect(hook).toHaveBeenCalledTimes(2);
    remove();
  });

  it('asks again when the tab comes back after a minute, dropping cached data if the session changed elsewhere', async () => {
    const answerMe = stubFetch({});
    const meCalls = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).startsWith('/api/me')).length;
    const hook = vi.fn();
    const remove = onUserSwitch(hook);
    const unsubscribe = sessionStore.subscribe(() => {});
    answerMe(json(200, { user: admin }));
    await vi.waitFor(() => expect(sessionStore.getSnapshot()).toMatchObject({ user: admin, loading: false }));

    document.dispatchEvent(new Event('visibilitychange'));
    expect(meCalls()).toBe(1); // fresh: not asked again

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    document.dispatchEvent(new Event('visibilitychange'));
    // At least once more: a file before this one in the worker may have left a listener of its own (decision 0065).
    await vi.waitFor(() => expect(meCalls()).toBeGreaterThanOrEqual(2));
    answerMe(json(200, { user: null }));
    await vi.waitFor(() => expect(sessionStore.getSnapshot().user).toBeNull());
    expect(hook).toHaveBeenCalledTimes(1);
    unsubscribe();
    remove();
  });

  it('leaves the signed-in state alone when sign-in fails', async () => {
    stubFetch({ 'POST /api/session': () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }) });
    await expect(signIn({ email: admin.email, password: 'wrong' })).rejects.toThrow('Invalid email or password.');
    expect(sessionStore.getSnapshot()).toMatchObject({ user: null, signingIn: false });
  });
});

describe('a 401 from a CRM call', { timeout: 20_000 }, () => {
  it('signs the user out, so the guard sends them to sign in', async () => {
    const { router } = renderApp({
      route: '/crm/messages',
      user: testUser('user'),
      handlers: { 'GET /api/contact-messages': () => json(401, { code: 'UNAUTHENTICATED', message: 'Please sign in.' }) },
    });
    // The sign-in page is a lazy chunk: its first import is slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/login');
  });
});
