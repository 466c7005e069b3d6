import { paths } from '@keel/shared/paths';
import { UserPlus } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { usePublicConfig } from '../api/get-public-config';
import { useAuth } from '../auth-context';
import { redirectTargetFromState } from '../login-redirect';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

/** /crm/login (docs/product/public-site.md#sign-in). */
export function SignInPage() {
  const { user } = useAuth();
  const config = usePublicConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTargetFromState(location.state);

  if (user) return <Navigate to={target} replace />;

  return (
    <>
      <DocumentTitle title="Sign In" />
      <AuthCard title="Welcome Back" description="Sign in to the CRM to continue.">
        <SignInForm exampleLogin={config.data?.demoAdmin ?? null} onSignedIn={() => navigate(target, { replace: true })} />
        {config.data?.demoMode ? (
          <div className="mt-6 border-t border-slate-100 pt-6 text-center">
            <p className="mb-3 text-sm text-slate-600">Need an account to try the CRM?</p>
            <Button variant="outline" className="w-full" asChild>
              <Link to={paths.addTestUser}>
                <UserPlus aria-hidden className="h-4 w-4" />
                Create Test User
              </Link>
            </Button>
          </div>
        ) : null}
      </AuthCard>
    </>
  );
}

export default SignInPage;
