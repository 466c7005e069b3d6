import { paths } from '@keel/shared/paths';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../../components/ui/spinner';
import { useAuth, type AuthContextValue } from '../auth-context';
import type { LoginLocationState } from '../login-redirect';

type Requirement = (auth: AuthContextValue) => boolean;

function Guard({ allow, children }: { allow?: Requirement; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();

  // docs/product/public-site.md#unknown-paths-and-loading: while authentication loads, a full-screen 'Loading Application...' indicator shows.
  if (auth.loading) return <FullScreenLoader overlay />;
  if (!auth.user) {
    const state: LoginLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  // An admin chose this user's password: they choose their own before anything else (decision 0068).
  if (auth.passwordChangeRequired)
    return location.pathname === paths.choosePassword ? <>{children ?? <Outlet />}</> : <Navigate to={paths.choosePassword} replace />;
  // The admin requires two-factor sign-in and this user has none: set it up first (decision 0023).
  if (auth.twoFactorSetupRequired && location.pathname !== paths.twoFactorSetup) return <Navigate to={paths.twoFactorSetup} replace />;
  if (allow && !allow(auth)) return <Navigate to={paths.unauthorized} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Any signed-in user; others go to /crm/login, remembering where they wanted to go. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  return <Guard>{children}</Guard>;
}

/** Admins only; signed-in users without the role go to /crm/unauthorized. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return <Guard allow={(auth) => auth.isAdmin}>{children}</Guard>;
}

/** Recruiters and admins only; other signed-in users go to /crm/unauthorized. */
export function RequireRecruiterOrAdmin({ children }: { children?: ReactNode }) {
  return <Guard allow={(auth) => auth.isRecruiter}>{children}</Guard>;
}

/** Admins, sales reps and recruiters (who add and edit consultants, decision 0087); other signed-in users go to /crm/unauthorized. */
export function RequireConsultantEditor({ children }: { children?: ReactNode }) {
  return <Guard allow={(auth) => auth.isSalesRep || auth.isRecruiter}>{children}</Guard>;
}
