import { paths } from '@keel/shared/paths';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../api/get-public-config';
import { AuthCard } from './auth-card';
import { TestUserForm } from './test-user-form';

/** /add-test-user: public test-account sign-up, available only in demo mode. */
export function TestUserPage() {
  const config = usePublicConfig();
  const navigate = useNavigate();

  if (config.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading..." size="lg" />
      </div>
    );
  }

  if (!config.data?.demoMode) {
    return (
      <>
        <DocumentTitle title="Create Test User" />
        <AuthCard title="Create Test User">
          <p className="text-center text-sm text-slate-700" role="note">
            Test account sign-up is disabled on this installation. Please ask an administrator for an account.
          </p>
          <Button variant="outline" className="mt-6 w-full" asChild>
            <Link to={paths.login}>Back to Sign In</Link>
          </Button>
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <DocumentTitle title="Create Test User" />
      <AuthCard title="Create Test User" description="Create a temporary account with any role to try the CRM.">
        <TestUserForm onCreated={() => navigate(paths.login)} />
        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

export default TestUserPage;
