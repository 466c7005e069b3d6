import { PASSWORD_RESET_MESSAGES } from '@keel/shared/password-reset';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

describe('forgot password', () => {
  it('is linked from the sign-in screen', async () => {
    renderApp({ route: '/crm/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/crm/forgot-password');
  });

  it("sends the e-mail and shows the server's answer, the same for any address", async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/forgot-password',
      handlers: { 'POST /api/password-reset/request': () => json(202, { message: PASSWORD_RESET_MESSAGES.requested }) },
    });
    await user.type(await screen.findByLabelText('Email'), 'Someone@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.requested);
    const [[, init]] = callsTo(fetchMock, 'POST /api/password-reset/request');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'someone@example.test' });
  });

  it('shows a destructive toast when requests are limited', async () => {
    const { user } = renderApp({
      route: '/crm/forgot-password',
      handlers: { 'POST /api/password-reset/request': () => json(429, { code: 'RATE_LIMITED', message: PASSWORD_RESET_MESSAGES.tooMany }) },
    });
    await user.type(await screen.findByLabelText('Email'), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const toast = await within(toastRegion()).findByText('Request Failed');
    expect(toast.closest('li')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tooMany);
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'destructive');
  });
});

describe('reset password', () => {
  it('checks the two passwords match and are long enough before calling the server', async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/reset-password?token=abc' });
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Please use a password with at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/password-reset')).toHaveLength(0);
  });

  it("sets the password with the link's token, then goes to sign-in with a 'Password Updated' toast", async () => {
    const { user, fetchMock, router } = renderApp({
      route: '/crm/reset-password?token=tok-123',
      handlers: { 'POST /api/password-reset': () => json(200, { message: PASSWORD_RESET_MESSAGES.done }) },
    });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await within(toastRegion()).findByText('Password Updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/login');
    const [[, init]] = callsTo(fetchMock, 'POST /api/password-reset');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ token: 'tok-123', new_password: 'brand-new-pass' });
  });

  it('says the link is invalid when it has no token', async () => {
    renderApp({ route: '/crm/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
  });
});
