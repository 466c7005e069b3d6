import type { OutboxMail } from '@keel/shared/outbox';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const link = 'http://localhost:3000/crm/reset-password?token=abc';
const mail: OutboxMail = {
  id: 'm1',
  kind: 'password-reset',
  to: 'sam@example.test',
  subject: 'Set a new password for Keel Consulting',
  status: 'failed',
  attempts: 7,
  lastError: '451 Try again later',
  createdAt: '2026-11-24T02:00:00.000Z',
  sentAt: null,
  html: `<!doctype html><html><head></head><body><a href="${link}">Set a new password</a></body></html>`,
  text: `Set a new password: ${link}`,
  links: [link],
  attachments: [],
  secretHidden: false,
};
const { html: _html, text: _text, links: _links, attachments: _attachments, secretHidden: _secretHidden, ...summary } = mail;

describe('Outbox page', () => {
  it('lists the mails, opens one with its clickable links and body, and retries a failed one', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/outbox',
      user: testUser('admin'),
      handlers: {
        'GET /api/outbox': () => json(200, { mails: [summary], deliveryEnabled: false }),
        'GET /api/outbox/m1': () => json(200, mail),
        'POST /api/outbox/m1/retry': () => json(200, { ...mail, status: 'pending' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('E-mail delivery is not configured');
    const table = screen.getByRole('table');
    expect(within(table).getByText('sam@example.test')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: mail.subject }));

    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByTitle(`Mail: ${mail.subject}`)).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(screen.getByText('451 Try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry Delivery' }));
    expect(await within(screen.getByRole('region', { name: /notifications/i })).findByText('Mail Queued')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/outbox/m1/retry')).toHaveLength(1);
  });

  it('says when a one-time link is hidden because it is for its recipient only (decision 0066)', async () => {
    const hidden = '[link hidden: it is for its recipient only]';
    const { user } = renderApp({
      route: '/crm/outbox',
      user: testUser('admin'),
      handlers: {
        'GET /api/outbox': () => json(200, { mails: [summary], deliveryEnabled: true }),
        'GET /api/outbox/m1': () =>
          json(200, { ...mail, text: `Set a new password: ${hidden}`, html: '<p>hidden</p>', links: [], secretHidden: true }),
      },
    });
    await user.click(await screen.findByRole('button', { name: mail.subject }));
    expect(
      await screen.findByText('This mail holds a one-time link for its recipient only: its links are hidden here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument();
  });

  it("shows a mail's attachments (an interview invitation) by name, to download or read", async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const invitation = {
      ...mail,
      id: 'm2',
      status: 'pending' as const,
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
    };
    const { user } = renderApp({
      route: '/crm/outbox',
      user: testUser('admin'),
      handlers: {
        'GET /api/outbox': () => json(200, { mails: [{ ...summary, id: 'm2', status: 'pending' }], deliveryEnabled: false }),
        'GET /api/outbox/m2': () => json(200, invitation),
      },
    });
    await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: mail.subject }));
    const attachments = await screen.findByRole('region', { name: 'Attachments' });
    expect(within(attachments).getByRole('link', { name: 'invite.ics' })).toHaveAttribute('download', 'invite.ics');
    expect(within(attachments).getByText(/METHOD:REQUEST/)).toBeInTheDocument();
  });

  it('is not shown to a non-admin', async () => {
    const { router } = renderApp({ route: '/crm/outbox', user: testUser('sales_rep') });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).not.toBe('/crm/outbox');
  });
});
