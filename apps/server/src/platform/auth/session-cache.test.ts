import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@keel/shared/auth';
import { SESSION_CACHE_MS, SessionCache, sessionCookieValue } from './session-cache';

const user = (id: string, role: SessionUser['role'] = 'user'): SessionUser => ({
  id,
  email: `${id}@keel.test`,
  role,
  fullName: id,
  avatarUrl: null,
  phone: null,
});
const farFuture = new Date('2100-01-01T00:00:00Z');

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('answers a cookie with its user for the cache lifetime, then no longer', () => {
    const time = clock();
    const cache = new SessionCache(time.now);
    cache.set('token.sig', user('u1'), farFuture);
    expect(cache.get('token.sig')).toEqual(user('u1'));
    time.advance(SESSION_CACHE_MS - 1);
    expect(cache.get('token.sig')).toEqual(user('u1'));
    time.advance(1);
    expect(cache.get('token.sig')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const time = clock();
    const cache = new SessionCache(time.now);
    cache.set('token.sig', user('u1'), new Date(time.now() + 1_000));
    time.advance(1_000);
    expect(cache.get('token.sig')).toBeUndefined();
  });

  it('forgets every cookie of one user and only theirs', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), farFuture);
    cache.set('b', user('u1'), farFuture);
    cache.set('c', user('u2'), farFuture);
    cache.forgetUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual(user('u2'));
  });

  it('hands out copies, so a changed request user never changes the cache', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1'), farFuture);
    cache.get('a')!.role = 'admin';
    expect(cache.get('a')!.role).toBe('user');
  });

  it('is not used while changes cannot be heard', () => {
    let listening = false;
    const cache = new SessionCache();
    cache.trustWhile(() => listening);
    cache.set('a', user('u1'), farFuture);
    expect(cache.get('a')).toBeUndefined();
    listening = true;
    expect(cache.get('a')).toEqual(user('u1'));
  });
});

describe('sessionCookieValue', () => {
  it('finds the session token among other cookies, with or without the secure prefix', () => {
    expect(sessionCookieValue('a=1; keel.session_token=abc.def%3D; b=2')).toBe('abc.def%3D');
    expect(sessionCookieValue('__Secure-keel.session_token=xyz.1')).toBe('xyz.1');
    expect(sessionCookieValue('other.session_token=nope')).toBeUndefined();
    expect(sessionCookieValue(undefined)).toBeUndefined();
  });
});
