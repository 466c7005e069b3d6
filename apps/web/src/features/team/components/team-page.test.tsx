import type { TeamMember } from '@keel/shared/team';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const admin = testUser('admin');
const members: TeamMember[] = [
  {
    id: admin.id,
    fullName: admin.fullName,
    email: admin.email,
    role: 'admin',
    phone: null,
    avatarUrl: null,
    active: true,
    twoFactorEnabled: true,
  },
  {
    id: 'user-2',
    fullName: 'Riley Chen',
    email: 'riley@example.test',
    role: 'recruiter',
    phone: '555-0102',
    avatarUrl: null,
    active: true,
    twoFactorEnabled: true,
  },
];
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Team Management', { timeout: 20_000 }, () => {
  it("lists members; the current user's own row cannot be edited or deleted", async () => {
    renderApp({ route: '/crm/team', user: admin, handlers: { 'GET /api/team': () => json(200, members) } });
    const own = (await screen.findByText('(you)')).closest('tr')!;
    expect(within(own).getByRole('button', { name: `Edit role of ${admin.fullName}` })).toBeDisabled();
    expect(within(own).getByRole('button', { name: `Delete ${admin.fullName}` })).toBeDisabled();
    expect(within(own).getByRole('button', { name: `Deactivate ${admin.fullName}` })).toBeDisabled();
    const other = screen.getByText('Riley Chen').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Edit role of Riley Chen' })).toBeEnabled();
  });

  it('explains that deleting is disabled, and deletes nothing', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/team', user: admin, handlers: { 'GET /api/team': () => json(200, members) } });
    await user.click(await screen.findByRole('button', { name: 'Delete Riley Chen' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/Deactivate the member instead/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it("deactivates a member after confirming ('Team Member Deactivated'), then offers Reactivate", async () => {
    let deactivated = false;
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, [members[0], { ...members[1], active: !deactivated }]),
        'POST /api/team/user-2/deactivate': () => {
          deactivated = true;
          return json(200, { ...members[1], active: false });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Riley Chen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/can no longer sign in/);
    expect(callsTo(fetchMock, 'POST /api/team/user-2/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const toast = await within(toastRegion()).findByText('Team Member Deactivated');
    expect(toast.closest('li')).toHaveTextContent('Riley Chen has been signed out everywhere and can no longer sign in.');
    const row = (await screen.findByText('Deactivated')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Reactivate Riley Chen' })).toBeEnabled();
  });

  it("changes a role after confirming ('Team Member Updated')", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, members),
        'PATCH /api/team/user-2/role': () => json(200, { ...members[1], role: 'sales_rep' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit role of Riley Chen' }));
    await user.selectOptions(screen.getByLabelText('Role of Riley Chen'), 'sales_rep');
    await user.click(screen.getByRole('button', { name: 'Confirm role of Riley Chen' }));
    const toast = await within(toastRegion()).findByText('Team Member Updated');
    expect(toast.closest('li')).toHaveTextContent('User role has been updated.');
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/team/user-2/role')[0][1]?.body))).toEqual({ role: 'sales_rep' });
  });

  it("toggles the Add Member form and adds a member ('Team Member Added')", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, members),
        'POST /api/team': () =>
          json(201, {
            id: 'user-3',
            fullName: 'Nia Patel',
            email: 'nia@example.test',
            role: 'sales_rep',
            phone: null,
            avatarUrl: null,
            active: true,
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const form = screen.getByRole('form', { name: 'Add team member' });
    await user.type(within(form).getByLabelText('Full Name'), 'Nia Patel');
    await user.type(within(form).getByLabelText('Email'), 'nia@example.test');
    await user.type(within(form).getByLabelText('Password'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    expect(await within(form).findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/team')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Password'), '6');
    await user.selectOptions(within(form).getByLabelText('Role'), 'sales_rep');
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    const toast = await within(toastRegion()).findByText('Team Member Added');
    expect(toast.closest('li')).toHaveTextContent('Nia Patel has been added. They need to confirm their email.');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add team member' })).not.toBeInTheDocument());
  });

  it("shows 'Unauthorized' with the server's message when the API refuses", async () => {
    const { user } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, members),
        'POST /api/team': () => json(403, { code: 'FORBIDDEN', message: 'Only admins can add team members.' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const form = screen.getByRole('form', { name: 'Add team member' });
    await user.type(within(form).getByLabelText('Full Name'), 'Nia Patel');
    await user.type(within(form).getByLabelText('Email'), 'nia@example.test');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Add Member' }));
    const toast = await within(toastRegion()).findByText('Unauthorized');
    expect(toast.closest('li')).toHaveTextContent('Only admins can add team members.');
  });

  it("resets a member's lost two-factor sign-in after a confirmation saying what else ends; never on one's own row", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, members),
        'POST /api/team/user-2/reset-two-factor': () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset 2FA for Riley Chen' }));
    expect(screen.queryByRole('button', { name: `Reset 2FA for ${admin.fullName}` })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/API keys are revoked/);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    const toast = await within(toastRegion()).findByText('Two-Factor Sign-In Reset');
    expect(toast.closest('li')).toHaveTextContent("Riley Chen's two-factor sign-in was reset");
    expect(callsTo(fetchMock, 'POST /api/team/user-2/reset-two-factor')).toHaveLength(1);
  });

  it("lists every member's API keys with owner and scope, and revokes one", async () => {
    const key = {
      id: 'k-9',
      name: 'CRM sync',
      prefix: 'keel_abcdef',
      scope: 'read',
      expiresAt: null,
      lastUsedAt: null,
      createdAt: '2026-11-24T03:00:00.000Z',
      owner: { id: 'user-2', fullName: 'Riley Chen', email: 'riley@example.test' },
    };
    const { user, fetchMock } = renderApp({
      route: '/crm/team',
      user: admin,
      handlers: {
        'GET /api/team': () => json(200, members),
        'GET /api/team/api-keys': () => json(200, callsTo(fetchMock, 'DELETE /api/team/api-keys/k-9').length ? [] : [key]),
        'DELETE /api/team/api-keys/k-9': () => new Response(null, { status: 204 }),
      },
    });
    const list = await screen.findByRole('list', { name: "Members' API keys" });
    expect(await within(list).findByText(/Riley Chen \(riley@example.test\) · Read only/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Revoke CRM sync of Riley Chen' }));
    expect(await within(toastRegion()).findByText('API Key Revoked')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/team/api-keys/k-9')).toHaveLength(1);
  });
});
