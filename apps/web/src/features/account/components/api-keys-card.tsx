import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope, DEFAULT_API_KEY_SCOPE, NewApiKeyInput } from '@keel/shared/access';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatTimestampDate } from '../../../lib/format-date';
import { useCreateApiKeyMutation, useMyApiKeys, useRevokeApiKeyMutation } from '../api/api-keys';

const day = (iso: string | null, none: string) => (iso ? formatTimestampDate(iso) : none);

/** Personal API keys (decisions 0021, 0067): create with a scope (shown once), list, revoke. */
export function ApiKeysCard({ isAdmin }: { isAdmin: boolean }) {
  const keys = useMyApiKeys();
  const create = useCreateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>(DEFAULT_API_KEY_SCOPE);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scope?: string; expires_at?: string }>({});
  // The admin scope is offered to admins only; the server refuses it to anyone else.
  const scopeOptions = API_KEY_SCOPES.filter((s) => isAdmin || s !== 'admin').map((s) => ({ value: s, label: API_KEY_SCOPE_LABELS[s] }));
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // A date picked is the end of that day.
    const checked = NewApiKeyInput.safeParse({ name, scope, expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors({ [String(issue.path[0])]: issue.message });
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(checked.data);
      setShown({ name: created.name, key: created.key });
      setName('');
      setScope(DEFAULT_API_KEY_SCOPE);
      setExpires('');
      toast({ title: 'API Key Created', description: 'Copy it now: it will not be shown again.' });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast({ title: 'API Key Not Created', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function revokeKey(id: string, keyName: string) {
    try {
      await revoke.mutateAsync(id);
      toast({ title: 'API Key Revoked', description: `${keyName} can no longer be used.` });
    } catch (error) {
      toast({ title: 'Revoke Failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>
          For scripts and integrations: send <code>Authorization: Bearer &lt;key&gt;</code>; the request acts as you, with your role, within
          the key&apos;s scope. No key can manage keys, sessions, members or two-factor settings. See{' '}
          <a className="underline" href="/api/docs">
            the API documentation
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {/* The name has a row of its own: wide enough to read what was typed. */}
        <form onSubmit={submit} noValidate aria-label="Create API key" className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field id="api-key-name" label="Key name" error={errors.name} className="sm:col-span-2">
            <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </Field>
          <Field
            id="api-key-scope"
            label="Scope"
            error={errors.scope}
            hint="Read only: reads. Read and write: what your role may do. Admin: also the admin-only routes."
            className="sm:col-span-2"
          >
            <Select options={scopeOptions} value={scope} onChange={(event) => setScope(event.target.value as ApiKeyScope)} />
          </Field>
          <Field id="api-key-expires" label="Expires (optional)" error={errors.expires_at}>
            <Input type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            Create key
          </Button>
        </form>
        {shown ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <p className="font-medium text-slate-900">Your new key “{shown.name}”. Copy it now: it is not shown again.</p>
            <label htmlFor="api-key-shown" className="sr-only">
              New API key
            </label>
            <input
              id="api-key-shown"
              readOnly
              value={shown.key}
              onFocus={(event) => event.target.select()}
              className="mt-2 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs"
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <CopyButton text={shown.key} label="Copy key" what="The API key" />
              <Button variant="outline" size="sm" onClick={() => setShown(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}
        {keys.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(keys.error)}
          </p>
        ) : null}
        {keys.data?.length === 0 ? <p className="text-sm text-slate-600">You have no API keys.</p> : null}
        <ul aria-label="API keys" className="divide-y divide-slate-200">
          {(keys.data ?? []).map((k) => (
            <li key={k.id} className="flex items-center justify-between gap-4 py-3 text-sm">
              <div>
                <p className="font-medium text-slate-900">
                  {k.name} <span className="font-mono text-xs text-slate-500">{k.prefix}…</span>
                </p>
                <p className="text-slate-600">
                  {API_KEY_SCOPE_LABELS[k.scope].split(' (')[0]} · expires {day(k.expiresAt, 'never')} · last used{' '}
                  {day(k.lastUsedAt, 'never')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => void revokeKey(k.id, k.name)}
                aria-label={`Revoke ${k.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
