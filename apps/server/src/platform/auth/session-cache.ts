import type { SessionUser } from '@keel/shared/auth';

/**
 * The signed-in user of a session cookie, remembered for a few seconds (decision 0012): most API
 * requests would otherwise spend two of their three or four queries re-reading the same session
 * and user rows. Every change that can end a session or alter what a guard reads (sign-out, a role
 * change, a profile change, a password change) forgets the user's entries here at once and, through
 * the live-updates bus, on every other instance; the short lifetime bounds what nothing announces.
 */
export const SESSION_CACHE_MS = 15_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** Whether the user has two-factor sign-in on (decision 0068). */
  secondFactor: boolean;
  /** Whether the user must choose a new password first (decision 0068). */
  passwordChange: boolean;
  /** When this entry stops being used: the cache lifetime or the session's own expiry. */
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private trusted: () => boolean = () => true;

  constructor(private readonly now: () => number = Date.now) {}

  /** Entries are used only while `condition` holds (while changes can be heard); otherwise every request reads the database. */
  trustWhile(condition: () => boolean) {
    this.trusted = condition;
  }

  /** A copy, so a handler changing its request's user never changes the cache. */
  get(cookieValue: string): SessionUser | undefined {
    if (!this.trusted()) return undefined;
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(cookieValue);
      return undefined;
    }
    return { ...entry.user };
  }

  /** Whether the cached user has two-factor sign-in on (false when not cached). */
  secondFactor(cookieValue: string): boolean {
    return this.entries.get(cookieValue)?.secondFactor ?? false;
  }

  /** Whether the cached user must choose a new password first (false when not cached). */
  passwordChange(cookieValue: string): boolean {
    return this.entries.get(cookieValue)?.passwordChange ?? false;
  }

  set(cookieValue: string, user: SessionUser, sessionExpiresAt: Date, secondFactor = false, passwordChange = false) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieValue, {
      user: { ...user },
      secondFactor,
      passwordChange,
      until: Math.min(this.now() + SESSION_CACHE_MS, sessionExpiresAt.getTime()),
    });
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/** The session token cookie's value (`keel.session_token`, `__Secure-` prefixed behind TLS). */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)(?:__Secure-)?keel\.session_token=([^;]+)/.exec(cookieHeader ?? '')?.[1];
}

// Keyed by the app's Kysely instance, like the live-updates bus: a service that changes a user
// needs nothing more than the db it already has.
const caches = new WeakMap<object, { cache: SessionCache; announce: (userId: string) => void }>();

/**
 * `announce` tells the other instances that a user's sessions changed: the live-updates bus passes
 * it when it registers (auth is beneath live updates and does not import them).
 */
export function attachSessionCache(db: object, cache: SessionCache, announce: (userId: string) => void = () => {}) {
  caches.set(db, { cache, announce });
}

/** After a commit that ends a user's sessions or changes their role or profile: every instance re-reads them. */
export function sessionsChanged(db: object, userId: string) {
  const attached = caches.get(db);
  attached?.cache.forgetUser(userId);
  attached?.announce(userId);
}

/** For `.then(...)` after a transaction: `sessionsChanged` once it has committed, the result passed on. */
export function sessionsChangedAfter<T>(db: object, userId: string): (result: T) => T {
  return (result) => {
    sessionsChanged(db, userId);
    return result;
  };
}
