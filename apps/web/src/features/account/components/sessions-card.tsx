import { endedSentences } from '@keel/shared/access';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useMySessions, useSignOutSessionMutation } from '../api/sessions';

const when = formatDateTime;

/** Active sessions (decision 0021): browser, address, last active, this one marked; sign out one or all others. */
export function SessionsCard() {
  const sessions = useMySessions();
  const signOut = useSignOutSessionMutation();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  async function end(id: string | 'others') {
    try {
      const ended = await signOut.mutateAsync(id);
      toast(
        ended
          ? {
              title: 'Signed Out Everywhere Else',
              description: endedSentences({
                sessions: ended.signedOut,
                apiKeys: ended.apiKeysRevoked,
                calendarFeed: ended.calendarFeedEnded,
              }).join(' '),
            }
          : { title: 'Session Signed Out', description: 'That session has been signed out.' },
      );
    } catch (error) {
      toast({ title: 'Sign-out Failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any session you do not recognise. Signing out everywhere else also revokes your API keys
          and your calendar feed URL.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(sessions.error)}
          </p>
        ) : null}
        <ul aria-label="Active sessions" className="divide-y divide-slate-200">
          {(sessions.data ?? []).map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-4 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {s.browser}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800">This session</span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {s.ipAddress ?? 'Unknown address'} · last active {when(s.lastActiveAt)}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={signOut.isPending}
                  onClick={() => void end(s.id)}
                  aria-label={`Sign out ${s.browser}, ${s.ipAddress ?? 'unknown address'}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button className="mt-4" variant="secondary" disabled={others === 0 || signOut.isPending} onClick={() => void end('others')}>
          Sign out everywhere else
        </Button>
      </CardContent>
    </Card>
  );
}
