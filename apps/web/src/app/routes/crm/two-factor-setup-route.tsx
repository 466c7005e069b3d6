import { TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { useAuth } from '../../../features/auth/auth-context';
import { refreshSession } from '../../../features/auth/session-store';
import { TwoFactorCard } from '../../../features/two-factor/components/two-factor-card';

/** Where a member goes when the admin requires two-factor sign-in and they have none yet. */
export default function TwoFactorSetupRoute() {
  const { twoFactorSetupRequired } = useAuth();
  return (
    <PageShell title="Set Up Two-Factor Sign-In" narrow>
      <p className="mb-6 text-sm text-slate-700">{TWO_FACTOR_MESSAGES.setupRequired}</p>
      <TwoFactorCard onChanged={() => void refreshSession()} />
      {twoFactorSetupRequired ? null : (
        <p className="mt-6 text-sm">
          <Link to={paths.dashboard} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Continue to the dashboard
          </Link>
        </p>
      )}
    </PageShell>
  );
}
