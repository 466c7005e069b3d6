import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const user = testUser('sales_rep', { fullName: 'Sam Rivera', phone: '555-0101' });

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Account Settings', { timeout: 20_000 }, () => {
  it('shows the profile with a read-only e-mail', async () => {
    renderApp({ route: '/crm/settings', user });
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Sam Rivera');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Profile Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it("refuses an empty full name ('Full Name cannot be empty.')", async () => {
    const { user: u, fetchMock } = renderApp({ route: '/crm/settings', user });
    await u.clear(await screen.findByLabelText('Full Name'));
    await u.click(screen.getByRole('button', { name: 'Save Profile' }));
    const toast = await within(toastRegion()).findByText('Profile Update Failed');
    expect(toast.closest('li')).toHaveTextContent('Full Name cannot be empty.');
    expect(callsTo(fetchMock, 'PATCH /api/profile')).toHaveLength(0);
  });

  it("saves the profile and updates the signed-in user ('Profile Updated')", async () => {
    const { user: u } = renderApp({
      route: '/crm/settings',
      user,
      handlers: { 'PATCH /api/profile': (init) => json(200, { user: { ...user, fullName: JSON.parse(String(init?.body)).full_name } }) },
    });
    const name = await screen.findByLabelText('Full Name');
    await u.clear(name);
    await u.type(name, 'Samantha Rivera');
    await u.click(screen.getByRole('button', { name: 'Save Profile' }));
    const toast = await within(toastRegion()).findByText('Profile Updated');
    expect(toast.closest('li')).toHaveTextContent('Your profile details have been saved.');
    // The signed-in user is updated everywhere: the header's user menu shows the new name.
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('button', { name: /Samantha Rivera/ })).toBeInTheDocument());
  });

  it('refuses avatars of 2 MB or more and files that are not JPG, PNG, WEBP or GIF', async () => {
    const { fetchMock } = renderApp({ route: '/crm/settings', user });
    // applyAccept off: as if the user chose 'All files' in the file dialog.
    const u = userEvent.setup({ applyAccept: false });
    const input = (await screen.findByRole('button', { name: 'Change avatar' })).parentElement!.querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    await u.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    let toast = await within(toastRegion()).findByText('File too large');
    expect(toast.closest('li')).toHaveTextContent('Avatar image must be less than 2MB.');
    await u.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    toast = await within(toastRegion()).findByText('Invalid file type');
    expect(toast.closest('li')).toHaveTextContent('Please upload a JPG, PNG, WEBP, or GIF image.');
    expect(callsTo(fetchMock, 'POST /api/profile/avatar')).toHaveLength(0);
  });

  it.each([
    [['old-pass', '', ''], 'New password fields are required.'],
    // Nothing typed at all: the rule for the two new fields comes first (docs/product/validation.md#password-change).
    [['', '', ''], 'New password fields are required.'],
    [['old-pass', 'abcdefg', 'abcdefh'], 'New passwords do not match.'],
    [['old-pass', 'abc', 'abc'], 'Password must be at least 6 characters.'],
  ])('checks the password rules before sending (%j)', async ([current, next, confirm], message) => {
    const { user: u, fetchMock } = renderApp({ route: '/crm/settings', user });
    const currentField = await screen.findByLabelText('Current Password');
    if (current) await u.type(currentField, current);
    if (next) await u.type(screen.getByLabelText('New Password'), next);
    if (confirm) await u.type(screen.getByLabelText('Confirm New Password'), confirm);
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    const toast = await within(toastRegion()).findByText('Password Update Failed');
    expect(toast.closest('li')).toHaveTextContent(message);
    expect(callsTo(fetchMock, 'POST /api/profile/password')).toHaveLength(0);
  });

  it('asks before leaving Account Settings with a half-typed password or an edited name', async () => {
    const { user: u, router } = renderApp({ route: '/crm/settings', user });
    await u.type(await screen.findByLabelText('New Password'), 'half-typed');
    const workspace = screen.getByRole('navigation', { name: 'Workspace' });
    await u.click(within(workspace).getByRole('link', { name: 'All Contacts' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/crm/settings');
    await u.clear(screen.getByLabelText('New Password'));
    await u.type(screen.getByLabelText('Full Name'), ' Jr.');
    await u.click(within(workspace).getByRole('link', { name: 'All Contacts' }));
    ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await u.click(within(ask).getByRole('button', { name: 'Leave Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/contacts'));
  });

  it("changes the password ('Password Updated') and reports a wrong current one", async () => {
    let wrong = true;
    const { user: u } = renderApp({
      route: '/crm/settings',
      user,
      handlers: {
        'POST /api/profile/password': () =>
          wrong
            ? json(400, {
                code: 'VALIDATION_ERROR',
                message: 'Current password is incorrect.',
                fields: { current_password: 'Current password is incorrect.' },
              })
            : new Response(null, { status: 204 }),
      },
    });
    await u.type(await screen.findByLabelText('Current Password'), 'nope');
    await u.type(screen.getByLabelText('New Password'), 'brand-new-1');
    await u.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await within(toastRegion()).findByText('Password Update Failed')).closest('li')).toHaveTextContent(
      'Current password is incorrect.',
    );
    wrong = false;
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await within(toastRegion()).findByText('Password Updated')).closest('li')).toHaveTextContent(
      'Your password has been changed successfully.',
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });
});
