import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

function toastRegion() {
  return screen.getByRole('region', { name: /notifications/i });
}

async function fillForm(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('Full Name'), 'Pat Example');
  await user.type(screen.getByLabelText('Email'), 'pat@example.test');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('test-user screen', () => {
  it('offers the roles in order with user as default', async () => {
    renderApp({ route: '/add-test-user' });
    const role = await screen.findByLabelText('Role');
    expect(role).toHaveValue('user');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Admin', 'Recruiter', 'Sales Rep']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it("shows 'Password Too Short' for fewer than 6 characters and sends nothing", async () => {
    const { user, fetchMock } = renderApp({ route: '/add-test-user' });
    await fillForm(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Create Test Account' }));
    const toast = await within(toastRegion()).findByText('Password Too Short');
    expect(toast.closest('li')).toHaveTextContent('Please use a password with at least 6 characters.');
    expect(callsTo(fetchMock, 'POST /api/test-users')).toHaveLength(0);
  });

  it("creates the account, shows 'Account Created!' and goes to /crm/login", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, router, fetchMock } = renderApp({
      route: '/add-test-user',
      handlers: { 'POST /api/test-users': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await fillForm(user, 'secret1');
    await user.selectOptions(screen.getByLabelText('Role'), 'recruiter');
    await user.click(screen.getByRole('button', { name: 'Create Test Account' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(json(201, { user: testUser('recruiter') }));
    const toast = await within(toastRegion()).findByText('Account Created!');
    expect(toast.closest('li')).toHaveTextContent('Please check your email for a confirmation link to activate your account.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/login'));
    const [, init] = callsTo(fetchMock, 'POST /api/test-users')[0];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      full_name: 'Pat Example',
      email: 'pat@example.test',
      password: 'secret1',
      role: 'recruiter',
    });
  });

  it("shows 'Sign Up Failed' with the server's message", async () => {
    const { user, router } = renderApp({
      route: '/add-test-user',
      handlers: {
        'POST /api/test-users': () => json(409, { code: 'CONFLICT', message: 'An account with this e-mail already exists.' }),
      },
    });
    await fillForm(user, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Test Account' }));
    const toast = await within(toastRegion()).findByText('Sign Up Failed');
    expect(toast.closest('li')).toHaveTextContent('An account with this e-mail already exists.');
    expect(router.state.location.pathname).toBe('/add-test-user');
  });

  it('says test sign-up is disabled outside demo mode', async () => {
    renderApp({ route: '/add-test-user', config: { demoMode: false, demoAdmin: null } });
    expect(await screen.findByText(/test account sign-up is disabled/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Test Account' })).not.toBeInTheDocument();
  });
});
