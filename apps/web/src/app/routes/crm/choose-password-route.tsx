import { ACCOUNT_MESSAGES } from '@keel/shared/account';
import { paths } from '@keel/shared/paths';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { PasswordCard } from '../../../features/account/components/password-card';
import { useAuth } from '../../../features/auth/auth-context';
import { refreshSession } from '../../../features/auth/session-store';

/** Where a member goes whose password an admin chose: they choose their own before anything else (decision 0068). */
export default function ChoosePasswordRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <PageShell title="Choose Your Password" narrow>
      <p className="mb-6 text-sm text-slate-700">{ACCOUNT_MESSAGES.passwordChangeRequired}</p>
      <PasswordCard
        owner={{ email: user.email, name: user.fullName }}
        onChanged={() => void refreshSession().then(() => navigate(paths.dashboard, { replace: true }))}
      />
    </PageShell>
  );
}
