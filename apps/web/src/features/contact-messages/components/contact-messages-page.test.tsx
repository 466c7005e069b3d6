import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

const message = (id: string, subject: string, handled = false) => ({
  id,
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  subject,
  message: 'Line one\nLine two',
  createdAt: '2026-11-20T15:00:00.000Z',
  handledAt: handled ? '2026-11-21T10:00:00.000Z' : null,
  handledBy: handled ? 'Riley Admin' : null,
});
const page = (items: unknown[]) => ({ items, total: items.length, totalCapped: false, page: 1, pageSize: 20 });

describe('/crm/messages', () => {
  it('lists the open messages and marks one handled', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/messages',
      user: testUser('user'),
      handlers: {
        'GET /api/contact-messages': () => json(200, page([message('m1', 'Compiler project')])),
        'PATCH /api/contact-messages/m1': () => json(200, message('m1', 'Compiler project', true)),
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Compiler project' })).closest('article')!;
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'grace@navy.example' })).toHaveAttribute('href', 'mailto:grace@navy.example');
    const [[url]] = callsTo(fetchMock, 'GET /api/contact-messages');
    expect(String(url)).toContain('status=open');
    await user.click(within(card).getByRole('button', { name: /Mark as handled/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/contact-messages/m1')).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, 'PATCH /api/contact-messages/m1')[0][1] as RequestInit).body))).toEqual({ handled: true });
    expect(await screen.findByText('Message Handled')).toBeInTheDocument();
  });

  it('says so when there is nothing to handle', async () => {
    renderApp({
      route: '/crm/messages',
      user: testUser('sales_rep'),
      handlers: { 'GET /api/contact-messages': () => json(200, page([])) },
    });
    expect(await screen.findByText('No open messages. All caught up!')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in', async () => {
    const { router } = renderApp({ route: '/crm/messages' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/login'));
  });
});
