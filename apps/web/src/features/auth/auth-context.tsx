import type { SessionUser, SignInInput } from '@keel/shared/auth';
import { roleFlags, type Role } from '@keel/shared/role-flags';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TwoFactorSignInInput } from '@keel/shared/two-factor';
import { completeTwoFactor, type SignInResult, sessionStore, signIn, signInWithLink, signOut } from './session-store';

export interface AuthContextValue {
  user: SessionUser | null;
  role: Role | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isRecruiter: boolean;
  isSalesRep: boolean;
  /** True until the first answer of GET /api/me. */
  loading: boolean;
  /** The user, or what is asked for next: a two-factor code, or the mailed link (decision 0073). */
  signIn: (input: SignInInput) => Promise<SignInResult>;
  completeTwoFactor: (input: TwoFactorSignInInput) => Promise<SessionUser>;
  /** Signs in with the one-time link mailed to a new device (decision 0073). */
  signInWithLink: (token: string) => Promise<SessionUser>;
  /** The admin requires two-factor sign-in and this user has none yet: the guards send them to set it up. */
  twoFactorSetupRequired: boolean;
  /** An admin chose this user's password: the guards send them to choose their own (decision 0068). */
  passwordChangeRequired: boolean;
  signOut: () => Promise<void>;
  signingIn: boolean;
  signingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Session state from GET /api/me (session-store.ts), shared with the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);

  const value = useMemo<AuthContextValue>(() => {
    const role = session.user?.role ?? null;
    return {
      user: session.user,
      role,
      isAuthenticated: session.user !== null,
      ...roleFlags(role),
      loading: session.loading,
      signIn,
      completeTwoFactor,
      signInWithLink,
      twoFactorSetupRequired: session.twoFactorSetupRequired,
      passwordChangeRequired: session.passwordChangeRequired,
      signOut,
      signingIn: session.signingIn,
      signingOut: session.signingOut,
    };
  }, [session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
