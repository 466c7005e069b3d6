import { screen, waitFor, within } from '@testing-library/react';
import { SIGN_IN_LINK_MESSAGES } from '@keel/shared/sign-in-link';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

// A new device while the account is under attack finishes with a mailed link (decision 0073).

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

describe('sign-in from a new device while the account is under attack', { timeout: 20_000 }, () => {
  it('says to open the mailed link, stays on the sign-in page and empties the password', async () => {
    const { user, router } = renderApp({
      route: '/crm/login',
      handlers: { 'POST /api/session': () => json(202, { signInLinkSent: true, message: SIGN_IN_LINK_MESSAGES.sent }) },
    });
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('rep@example.test');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const status = (await screen.findByText(SIGN_IN_LINK_MESSAGES.sent)).closest('[role="status"]');
    expect(status).toHaveTextContent(SIGN_IN_LINK_MESSAGES.sentTitle);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/crm/login');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('signs in with the link only on a click, then goes to the dashboard', async () => {
    const rep = testUser('sales_rep', { fullName: 'Sam Rep' });
    const { user, router, fetchMock } = renderApp({
      route: '/crm/sign-in-link?token=abc-123',
      handlers: { 'POST /api/session/link': () => json(200, { user: rep }) },
    });
    const button = await screen.findByRole('button', { name: 'Sign In on This Device' });
    expect(callsTo(fetchMock, 'POST /api/session/link')).toHaveLength(0);
    await user.click(button);
    expect(await within(toastRegion()).findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
    const [[, init]] = callsTo(fetchMock, 'POST /api/session/link');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ token: 'abc-123' });
  });

  it('says when the link is used up or expired', async () => {
    const { user } = renderApp({
      route: '/crm/sign-in-link?token=used',
      handlers: { 'POST /api/session/link': () => json(400, { code: 'VALIDATION_ERROR', message: SIGN_IN_LINK_MESSAGES.invalidLink }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign In on This Device' }));
    await waitFor(() =>
      expect(screen.getAllByText(SIGN_IN_LINK_MESSAGES.invalidLink).some((el) => el.closest('[role="alert"]') && !el.closest('li'))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/crm/login');
  });
});
