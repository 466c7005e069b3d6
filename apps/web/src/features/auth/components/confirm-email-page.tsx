import { paths } from '@keel/shared/paths';
import { EMAIL_CONFIRMATION_MESSAGES } from '@keel/shared/two-factor';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { AuthCard } from './auth-card';

/** /crm/confirm-email?token=…: the confirmation mail's link; confirms the address once. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    token ? null : { ok: false, message: EMAIL_CONFIRMATION_MESSAGES.invalidLink },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // the link works once: never post it twice (StrictMode runs effects twice)
    api
      .post<{ message: string }>('/api/email-confirmation', { token })
      .then(({ message }) => {
        setOutcome({ ok: true, message });
        toast({ title: 'Email Confirmed', description: message });
      })
      .catch((error: unknown) => {
        const message = errorMessage(error);
        setOutcome({ ok: false, message });
        toast({ title: 'Confirmation Failed', description: message, variant: 'destructive' });
      });
  }, [token]);

  return (
    <>
      <DocumentTitle title="Confirm Your Email" />
      <AuthCard title="Confirm Your Email" description="Activating your account.">
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={`rounded-lg p-4 text-sm ${outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
          >
            {outcome.message}
          </p>
        ) : (
          <Spinner />
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

export default ConfirmEmailPage;
