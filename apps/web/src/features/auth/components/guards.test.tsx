import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';

describe('route guards', () => {
  it('shows the full-screen loader while the session loads', async () => {
    renderApp({ route: '/crm/contacts', handlers: { 'GET /api/me': () => new Promise<Response>(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Application...');
  });

  it('sends a visitor without a session to /crm/login, remembering the origin', async () => {
    const { router } = renderApp({ route: '/crm/contacts?q=acme' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/crm/contacts', search: '?q=acme', hash: '' } });
  });

  it('returns to the remembered origin after signing in', async () => {
    const admin = testUser('admin');
    const { router, user } = renderApp({
      route: '/crm/contacts',
      handlers: { 'POST /api/session': () => json(200, { user: admin }) },
    });
    await user.type(await screen.findByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Contacts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/contacts');
  });

  it.each([
    ['user', '/crm/team'],
    ['sales_rep', '/crm/data-management'],
    ['recruiter', '/crm/client-logo-uploads'],
    ['user', '/recruitment/jobs'],
    ['sales_rep', '/recruitment/applicants/new'],
  ] as const)('sends a %s on %s to /crm/unauthorized', async (role, route) => {
    const { router } = renderApp({ route, user: testUser(role) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['user', '/crm/contacts', 'All Contacts'],
    ['sales_rep', '/crm/reporting', 'Reporting Center'],
    ['recruiter', '/recruitment/jobs', 'Jobs'],
    ['recruiter', '/recruitment/recruiters', 'Recruiters'],
    ['admin', '/crm/team', 'Team Management'],
    ['admin', '/recruitment/applicants/new', 'Add New Applicant'],
    ['admin', '/crm/edit-company/new', 'Add New Company'],
  ] as const)('lets a %s open %s', async (role, route, title) => {
    const { router } = renderApp({ route, user: testUser(role) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp({ route: '/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivering Successful IT Projects for over 20 years' }),
    ).toBeInTheDocument();
  });
});
