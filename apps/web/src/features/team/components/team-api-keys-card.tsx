import { API_KEY_SCOPE_LABELS } from '@keel/shared/access';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatTimestampDate } from '../../../lib/format-date';
import { useRevokeTeamApiKeyMutation, useTeamApiKeys } from '../api/team-api-keys';
import { toastTeamError } from './api-error-toast';

const day = (iso: string | null, none: string) => (iso ? formatTimestampDate(iso) : none);

/** Every member's personal API keys, for admins to review and revoke (decision 0067). */
export function TeamApiKeysCard() {
  const keys = useTeamApiKeys();
  const revoke = useRevokeTeamApiKeyMutation();

  async function revokeKey(id: string, label: string) {
    try {
      await revoke.mutateAsync(id);
      toast({ title: 'API Key Revoked', description: `${label} can no longer be used.` });
    } catch (error) {
      toastTeamError('Revoke Failed', error);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members&apos; API Keys</CardTitle>
        <CardDescription>Every personal API key of the team, with its scope. Revoke any key that should not work any more.</CardDescription>
      </CardHeader>
      <CardContent>
        {keys.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(keys.error)}
          </p>
        ) : null}
        {keys.data?.length === 0 ? <p className="text-sm text-slate-600">No member has an API key.</p> : null}
        <ul aria-label="Members' API keys" className="divide-y divide-slate-200">
          {(keys.data ?? []).map((k) => {
            const label = `${k.name} of ${k.owner.fullName}`;
            return (
              <li key={k.id} className="flex items-center justify-between gap-4 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">
                    {k.name} <span className="font-mono text-xs text-slate-500">{k.prefix}…</span>
                  </p>
                  <p className="text-slate-600">
                    {k.owner.fullName} ({k.owner.email}) · {API_KEY_SCOPE_LABELS[k.scope].split(' (')[0]} · expires{' '}
                    {day(k.expiresAt, 'never')} · last used {day(k.lastUsedAt, 'never')}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => void revokeKey(k.id, label)}
                  aria-label={`Revoke ${label}`}
                >
                  Revoke
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
