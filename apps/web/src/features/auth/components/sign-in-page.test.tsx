import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

function toastRegion() {
  return screen.getByRole('region', { name: /notifications/i });
}

describe('sign-in screen', () => {
  it('shows the labelled form, the example admin login and the test-user link in demo mode', async () => {
    renderApp({ route: '/crm/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const hint = await screen.findByTestId('demo-login-hint');
    expect(hint).toHaveTextContent('admin@keel.demo');
    expect(hint).toHaveTextContent('keel-demo');
    expect(screen.getByRole('link', { name: 'Create Test User' })).toHaveAttribute('href', '/add-test-user');
  });

  it('hides the hint and the test-user link outside demo mode', async () => {
    renderApp({ route: '/crm/login', config: { demoMode: false, demoAdmin: null } });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await waitFor(() => expect(screen.queryByTestId('demo-login-hint')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Create Test User' })).not.toBeInTheDocument();
  });

  it("labels the button 'Signing In...' while the request runs", async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = renderApp({
      route: '/crm/login',
      handlers: { 'POST /api/session': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.type(await screen.findByLabelText('Email'), 'admin@keel.demo');
    await user.type(screen.getByLabelText('Password'), 'keel-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answer(json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows a 'Login Failed' toast with the server's message on 401", async () => {
    const { user, router } = renderApp({
      route: '/crm/login',
      handlers: {
        'POST /api/session': () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'admin@keel.demo');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await within(toastRegion()).findByText('Login Failed');
    expect(toast.closest('li')).toHaveTextContent('Invalid email or password.');
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(router.state.location.pathname).toBe('/crm/login');
  });

  it('requires e-mail and password before calling the server', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/session')).toHaveLength(0);
  });

  it("welcomes the user with a 'Login Successful' toast and goes to the dashboard", async () => {
    const admin = testUser('admin', { fullName: 'Avery Morgan' });
    const { user, router, fetchMock } = renderApp({
      route: '/crm/login',
      handlers: { 'POST /api/session': () => json(200, { user: admin }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Use example login' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await within(toastRegion()).findByText('Login Successful');
    expect(toast.closest('li')).toHaveTextContent('Avery Morgan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
    const [, init] = callsTo(fetchMock, 'POST /api/session')[0];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'admin@keel.demo', password: 'keel-demo' });
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    const user = testUser('user');
    const dashboard = {
      id: 'dash-1',
      name: 'My Default Dashboard',
      layout: [],
      widgets: {},
      isDefault: true,
      isFavorite: false,
      ownerId: user.id,
      ownerName: user.fullName,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const { router } = renderApp({
      route: '/crm/login',
      user,
      handlers: {
        'GET /api/dashboards': () => json(200, [{ ...dashboard, widgetCount: 0 }]),
        'GET /api/dashboards/active': () => json(200, dashboard),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /My Default Dashboard/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/dashboard');
  });
});
