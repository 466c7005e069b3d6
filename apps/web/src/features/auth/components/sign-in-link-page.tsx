import { paths } from '@keel/shared/paths';
import { SIGN_IN_LINK_MESSAGES } from '@keel/shared/sign-in-link';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';

/**
 * /crm/sign-in-link?token=…: the link mailed to a new device while its account is under attack
 * (decision 0073). It signs in only on a click: mail scanners that open links must not use it up.
 */
export function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signInWithLink } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : SIGN_IN_LINK_MESSAGES.invalidLink);
  const [busy, setBusy] = useState(false);

  async function finish() {
    setBusy(true);
    try {
      const user = await signInWithLink(token);
      toast({ title: 'Login Successful', description: `Welcome back, ${user.fullName || user.email}!` });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DocumentTitle title="Finish Signing In" />
      <AuthCard title="Finish Signing In" description="Sign in on this device with the link we e-mailed you.">
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {failure}
          </p>
        ) : (
          <Button className="w-full" size="lg" onClick={finish} disabled={busy}>
            {busy ? 'Signing In...' : 'Sign In on This Device'}
          </Button>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    </>
  );
}

export default SignInLinkPage;
