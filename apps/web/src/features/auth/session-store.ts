import type { SessionUser, SignInInput } from '@keel/shared/auth';
import { fetchMe } from './api/get-me';
import type { SecretViewNotice, TwoFactorSignInInput } from '@keel/shared/two-factor';
import { toast } from '../../components/ui/use-toast';
import { signInLinkRequest, signInRequest, twoFactorSignInRequest } from './api/sign-in';
import { signOutRequest } from './api/sign-out';
import { saveTimeZoneRequest } from './api/time-zone';
import { browserTimeZone } from '../../lib/time-zone';

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer of GET /api/me (or a sign-in/out before it). */
  loading: boolean;
  signingIn: boolean;
  signingOut: boolean;
  /** The admin requires two-factor sign-in and this user has none yet (decision 0023). */
  twoFactorSetupRequired: boolean;
  /** An admin chose this user's password: they choose their own first (decision 0068). */
  passwordChangeRequired: boolean;
}

/** What the prerender renders and the browser hydrates: signed out, session unknown. */
const INITIAL: SessionState = {
  user: null,
  loading: true,
  signingIn: false,
  signingOut: false,
  twoFactorSetupRequired: false,
  passwordChangeRequired: false,
};
/** A session older than this is asked for again when the tab becomes visible. */
const STALE_AFTER_MS = 60_000;
const RETRY_DELAY_MS = 1_000;

let state = INITIAL;
let started = false;
let fetchedAt = 0;
/** Bumped by every local change of the user: an older /api/me answer must not overwrite it. */
let generation = 0;
const listeners = new Set<() => void>();
const userSwitchHooks = new Set<() => void>();

function update(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
  adoptBrowserTimeZone();
}

/** The members whose browser zone this tab has sent already: once each, whatever the answer. */
const zoneSentFor = new Set<string>();

/**
 * A member without a time zone (never chosen; null from the server) gets the browser's, once, at
 * their first sign-in (decision 0080). The server keeps a zone already set (only_if_unset), so a
 * second tab or device never overwrites a chosen one. Not while a first step is pending (the
 * server would refuse it then).
 */
function adoptBrowserTimeZone() {
  const user = state.user;
  if (!user || user.timeZone !== null || state.twoFactorSetupRequired || state.passwordChangeRequired) return;
  if (zoneSentFor.has(user.id)) return;
  zoneSentFor.add(user.id);
  const zone = browserTimeZone();
  if (!zone) return;
  saveTimeZoneRequest({ time_zone: zone, only_if_unset: true })
    .then((saved) => {
      if (state.user?.id === saved.id) setSessionUser(saved);
    })
    .catch(() => undefined);
}

async function load(): Promise<void> {
  const asked = ++generation;
  for (let attempt = 0; ; attempt++) {
    try {
      const { user, twoFactorSetupRequired = false, passwordChangeRequired = false } = await fetchMe();
      if (asked !== generation) return;
      fetchedAt = Date.now();
      // A refresh found another session (signed in or out in another tab): drop the old one's data.
      if (!state.loading && (state.user?.id ?? null) !== (user?.id ?? null)) for (const hook of userSwitchHooks) hook();
      update({ user, loading: false, twoFactorSetupRequired, passwordChangeRequired });
      return;
    } catch {
      if (asked !== generation) return;
      if (attempt >= 1) {
        // Unknown after a retry: treat as signed out (the guards send the user to the sign-in page).
        update({ user: null, loading: false });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

function onVisible() {
  if (document.visibilityState === 'visible' && !state.loading && Date.now() - fetchedAt > STALE_AFTER_MS) void load();
}

/** Another user (or none) from now on: caches of the previous one are dropped first. */
function switchUser(user: SessionUser | null, twoFactorSetupRequired = false, passwordChangeRequired = false) {
  generation++;
  for (const hook of userSwitchHooks) hook();
  fetchedAt = Date.now();
  update({ user, loading: false, twoFactorSetupRequired, passwordChangeRequired });
}

/**
 * The session (GET /api/me; server-held httpOnly cookie) as a tiny external store, with no server
 * state library: it is on every page, public ones included, whose JS budget TanStack Query does not
 * fit (decision 0011). Loaded on first use, refreshed when the tab comes back after a minute.
 */
export const sessionStore = {
  getSnapshot: (): SessionState => state,
  getServerSnapshot: (): SessionState => INITIAL,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!started) {
      started = true;
      void load();
      document.addEventListener('visibilitychange', onVisible);
    }
    return () => listeners.delete(listener);
  },
};

/**
 * What a sign-in needs next: nothing (signed in), a two-factor code (completeTwoFactor), or the
 * link mailed to a new device while the account is under attack (signInWithLink, decision 0073).
 */
export type SignInResult = { user: SessionUser } | { next: 'code' } | { next: 'link'; message: string };

/** POST /api/session: signs in (data cached for a previous user is dropped), or says what is needed next. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  update({ signingIn: true });
  try {
    const answer = await signInRequest(input);
    if ('signInLinkSent' in answer) return { next: 'link', message: answer.message };
    if (!('user' in answer)) return { next: 'code' };
    switchUser(answer.user, answer.twoFactorSetupRequired, answer.passwordChangeRequired);
    tellSecretViews(answer.secretViews);
    return { user: answer.user };
  } finally {
    update({ signingIn: false });
  }
}

/** Who else viewed a one-time link mailed to me in the Outbox (decision 0066): told once, at sign-in. */
// Plain text here, no shared schema module: this store is part of every page (decision 0004).
const SECRET_KINDS: Record<string, string> = {
  'password-reset': 'password-reset link',
  'email-confirmation': 'e-mail confirmation link',
  'sign-in-link': 'sign-in link',
};
function tellSecretViews(views: SecretViewNotice[] | undefined) {
  if (!views?.length) return;
  const description = views
    .map((v) => `${v.by} viewed your ${SECRET_KINDS[v.kind] ?? 'one-time link'} in the Outbox on ${new Date(v.at).toLocaleString()}.`)
    .join(' ');
  toast({ title: 'Your One-Time Links Were Viewed', description, variant: 'destructive' });
}

/** POST /api/session/two-factor: the second step of a sign-in. */
export async function completeTwoFactor(input: TwoFactorSignInInput): Promise<SessionUser> {
  update({ signingIn: true });
  try {
    const { user, twoFactorSetupRequired, passwordChangeRequired, secretViews } = await twoFactorSignInRequest(input);
    switchUser(user, twoFactorSetupRequired, passwordChangeRequired);
    tellSecretViews(secretViews);
    return user;
  } finally {
    update({ signingIn: false });
  }
}

/** POST /api/session/link: signs in with the link mailed to a new device (decision 0073). */
export async function signInWithLink(token: string): Promise<SessionUser> {
  update({ signingIn: true });
  try {
    const { user, twoFactorSetupRequired, passwordChangeRequired, secretViews } = await signInLinkRequest(token);
    switchUser(user, twoFactorSetupRequired, passwordChangeRequired);
    tellSecretViews(secretViews);
    return user;
  } finally {
    update({ signingIn: false });
  }
}

/** Two-factor sign-in was just set up (or the requirement changed): ask GET /api/me again. */
export function refreshSession(): Promise<void> {
  return load();
}

/** DELETE /api/session: signs out; cached data is dropped. */
export async function signOut(): Promise<void> {
  update({ signingOut: true });
  try {
    await signOutRequest();
    switchUser(null);
  } finally {
    update({ signingOut: false });
  }
}

/** The same user with new profile details (Account Settings). */
export function setSessionUser(user: SessionUser): void {
  generation++;
  update({ user, loading: false });
}

/** The server said 401 somewhere: the session ended (expired, signed out elsewhere). */
export function setSignedOut(): void {
  if (state.user === null && !state.loading) return;
  generation++;
  update({ user: null, loading: false });
}

/** Runs before the user changes on sign-in/out (the server-state cache registers its reset here). */
export function onUserSwitch(hook: () => void): () => void {
  userSwitchHooks.add(hook);
  return () => userSwitchHooks.delete(hook);
}

/** Tests: back to 'unknown', so the next render asks GET /api/me again. */
export function resetSession(): void {
  generation++;
  zoneSentFor.clear();
  started = false;
  fetchedAt = 0;
  state = INITIAL;
  document.removeEventListener('visibilitychange', onVisible);
}
