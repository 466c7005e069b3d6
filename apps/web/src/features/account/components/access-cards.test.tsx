import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const user = testUser('user', { fullName: 'Sam Rivera' });
const now = '2026-11-24T03:00:00.000Z';
const sessions = [
  { id: 's-1', browser: 'Chrome on Linux', ipAddress: '10.0.0.1', lastActiveAt: now, createdAt: now, current: true },
  { id: 's-2', browser: 'Firefox on Windows', ipAddress: '10.0.0.2', lastActiveAt: now, createdAt: now, current: false },
];

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Account Settings: sessions and API keys', { timeout: 20_000 }, () => {
  it('lists sessions with this one marked, and signs out another one', async () => {
    let ended = false;
    const { user: u, fetchMock } = renderApp({
      route: '/crm/settings',
      user,
      handlers: {
        'GET /api/sessions': () => json(200, ended ? [sessions[0]] : sessions),
        'DELETE /api/sessions/s-2': () => {
          ended = true;
          return new Response(null, { status: 204 });
        },
        'GET /api/api-keys': () => json(200, []),
      },
    });
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(await within(list).findByText('This session')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    await u.click(within(list).getByRole('button', { name: 'Sign out Firefox on Windows, 10.0.0.2' }));
    expect(await within(toastRegion()).findByText('Session Signed Out')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/sessions/s-2')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('creates a named key and shows it once; refuses an empty name without calling the server', async () => {
    const created = { id: 'k-1', name: 'Nightly', prefix: 'keel_abcdef', scope: 'read', expiresAt: null, lastUsedAt: null, createdAt: now };
    const { user: u, fetchMock } = renderApp({
      route: '/crm/settings',
      user,
      handlers: {
        'GET /api/sessions': () => json(200, [sessions[0]]),
        'GET /api/api-keys': () => json(200, callsTo(fetchMock, 'POST /api/api-keys').length ? [created] : []),
        'POST /api/api-keys': () => json(201, { ...created, key: 'keel_abcdefSECRET' }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Create API key' });
    await u.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Key name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/api-keys')).toHaveLength(0);
    await u.type(within(form).getByLabelText('Key name'), 'Nightly');
    // The scope is chosen at creation (decision 0067): read and write by default, never admin for a non-admin.
    const scope = within(form).getByLabelText('Scope');
    expect(scope).toHaveValue('read_write');
    expect(within(scope).queryByRole('option', { name: /Admin/ })).not.toBeInTheDocument();
    await u.selectOptions(scope, 'read');
    await u.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(toastRegion()).findByText('API Key Created')).toBeInTheDocument();
    expect(screen.getByLabelText('New API key')).toHaveValue('keel_abcdefSECRET');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/api-keys')[0][1]?.body))).toEqual({
      name: 'Nightly',
      scope: 'read',
      expires_at: null,
    });
    expect(await screen.findByText(/Read only · expires never/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Revoke Nightly' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API key')).not.toBeInTheDocument();
  });

  it('a password change signs out the other sessions unless the user unticks it', async () => {
    const { user: u, fetchMock } = renderApp({
      route: '/crm/settings',
      user,
      handlers: {
        'POST /api/profile/password': () => new Response(null, { status: 204 }),
        'GET /api/sessions': () => json(200, sessions),
        'GET /api/api-keys': () => json(200, []),
      },
    });
    const others = await screen.findByRole('checkbox', { name: 'Sign out my other sessions' });
    expect(others).toBeChecked();
    await u.click(others);
    await u.type(screen.getByLabelText('Current Password'), 'old-pass');
    await u.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await u.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await within(toastRegion()).findByText('Password Updated')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/profile/password')[0][1]?.body))).toMatchObject({ sign_out_others: false });
  });
});
