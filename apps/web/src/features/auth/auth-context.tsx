import type { SessionUser, SignInInput } from '@keel/shared/auth';
import { roleFlags, type Role } from '@keel/shared/role-flags';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { meQueryOptions } from './api/get-me';
import { useSignInMutation } from './api/sign-in';
import { useSignOutMutation } from './api/sign-out';

export interface AuthContextValue {
  user: SessionUser | null;
  role: Role | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isRecruiter: boolean;
  isSalesRep: boolean;
  /** True until the first answer of GET /api/me. */
  loading: boolean;
  signIn: (input: SignInInput) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  signingIn: boolean;
  signingOut: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Session state from GET /api/me (server-held httpOnly cookie), shared with the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useQuery(meQueryOptions);
  const signInMutation = useSignInMutation();
  const signOutMutation = useSignOutMutation();

  const user = me.data?.user ?? null;
  const { mutateAsync: signIn, isPending: signingIn } = signInMutation;
  const { mutateAsync: signOut, isPending: signingOut } = signOutMutation;

  const value = useMemo<AuthContextValue>(() => {
    const role = user?.role ?? null;
    return {
      user,
      role,
      isAuthenticated: user !== null,
      ...roleFlags(role),
      loading: me.isPending,
      signIn,
      signOut,
      signingIn,
      signingOut,
    };
  }, [user, me.isPending, signIn, signOut, signingIn, signingOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
