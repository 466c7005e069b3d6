import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_CONFIRMATION_MESSAGES, TWO_FACTOR_MESSAGES } from '@keel/shared/two-factor';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

async function submitPassword(user: ReturnType<typeof renderApp>['user']) {
  // paste, not type: fewer events, so the test stays quick on a busy machine
  await user.click(await screen.findByLabelText('Email'));
  await user.paste('rep@example.test');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in with two-factor sign-in and e-mail confirmation', { timeout: 20_000 }, () => {
  it('asks for the code after the password, refuses a wrong one, signs in with a recovery code', async () => {
    const rep = testUser('sales_rep');
    let attempts = 0;
    const { user, router, fetchMock } = renderApp({
      route: '/crm/login',
      handlers: {
        'POST /api/session': () => json(200, { twoFactorRequired: true }),
        'POST /api/session/two-factor': () =>
          ++attempts === 1
            ? json(401, { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.invalidCode })
            : json(200, { user: rep, twoFactorSetupRequired: false }),
      },
    });
    await submitPassword(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await within(toastRegion()).findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByLabelText('Recovery code'));
    await user.paste('abcde-12345');
    await user.keyboard('{Enter}');
    expect(await within(toastRegion()).findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
    const [, init] = callsTo(fetchMock, 'POST /api/session/two-factor').at(-1)!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ code: 'abcde-12345', kind: 'recovery' });
  });

  it('says the address is not confirmed and sends the link again on request', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/login',
      handlers: {
        'POST /api/session': () => json(403, { code: 'EMAIL_NOT_CONFIRMED', message: EMAIL_CONFIRMATION_MESSAGES.notConfirmed }),
        'POST /api/email-confirmation/resend': () => json(202, { message: EMAIL_CONFIRMATION_MESSAGES.resent }),
      },
    });
    await submitPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CONFIRMATION_MESSAGES.notConfirmed);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await within(toastRegion()).findByText(EMAIL_CONFIRMATION_MESSAGES.resent)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/email-confirmation/resend');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'rep@example.test' });
  });
});
