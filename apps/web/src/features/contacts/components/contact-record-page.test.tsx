import type { Contact } from '@keel/shared/contacts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { CONTACT_ID, contactFixture } from './contact.test-support';

const COMPANY = '44444444-4444-4444-8444-444444444444';
const ID = CONTACT_ID;
const contact: Contact = { ...contactFixture, company_id: COMPANY, company_name: 'Navy Labs' };
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const leads = {
  total: 1,
  items: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'COBOL training',
      stageTitle: 'Contacted',
      dealValue: 12000,
      assignedSalesRep: 'Sam Rivera',
    },
  ],
};
// The page's timeline (decision 0026) holds its history: entries as the timeline API gives them.
const timeline = (...texts: string[]) =>
  json(200, {
    items: texts.map((text, i) => ({
      source: 'history',
      at: '2026-11-02T10:00:00.000Z',
      id: String(i + 1),
      actionType: 'CONTACT_UPDATED',
      text,
    })),
    nextCursor: null,
  });

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('the contact page', { timeout: 20_000 }, () => {
  it('shows the details, the company linked to its page, the funnel leads and the timeline with its history', async () => {
    renderApp({
      route: `/crm/contacts/${ID}`,
      user: testUser('sales_rep'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        [`GET /api/contacts/${ID}/leads`]: () => json(200, leads),
        [`GET /api/timeline/contact/${ID}`]: () => timeline('Public Inquiry Form created the contact “Grace Hopper”.'),
        'GET /api/team/options': () => json(200, []),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }, { timeout: 10_000 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'Navy Labs' })).toHaveAttribute('href', `/crm/companies/${COMPANY}`);
    expect(within(details).getByRole('link', { name: 'grace@navy.example' })).toHaveAttribute('href', 'mailto:grace@navy.example');
    const leadList = await screen.findByRole('region', { name: /Funnel Leads/ }, { timeout: 10_000 });
    expect(within(leadList).getByRole('link', { name: 'COBOL training' })).toHaveAttribute(
      'href',
      '/crm/deals/66666666-6666-4666-8666-666666666666',
    );
    expect(leadList).toHaveTextContent('Contacted · $12,000 · Sam Rivera');
    const history = screen.getByRole('list', { name: 'Timeline' });
    expect(
      await within(history).findByText('Public Inquiry Form created the contact “Grace Hopper”.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("edits in place with Edit Contact's rules: required fields, 'Contact Updated!', the saved value shown and the history refreshed", async () => {
    let saved: Contact | null = null;
    const { user, fetchMock } = renderApp({
      route: `/crm/contacts/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, saved ?? contact),
        [`GET /api/contacts/${ID}/leads`]: () => json(200, { total: 0, items: [] }),
        [`GET /api/timeline/contact/${ID}`]: () =>
          saved ? timeline('Uma User changed job title from “Rear Admiral” to “Commodore”.') : timeline(),
        'GET /api/team/options': () => json(200, []),
        [`PUT /api/contacts/${ID}`]: (init) => {
          saved = { ...contact, ...JSON.parse(String(init?.body)), version: 2 };
          return json(200, saved);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const first = screen.getByLabelText('First Name *');
    await waitFor(() => expect(first).toHaveFocus(), { timeout: 10_000 });
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First Name is required.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/contacts/${ID}`)).toHaveLength(0);

    await user.type(first, 'Grace');
    const title = screen.getByLabelText('Job Title');
    await user.clear(title);
    await user.type(title, 'Commodore');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Contact Updated!', undefined, { timeout: 10_000 })).toBeInTheDocument();
    // Back to the details, on the same page, with the saved value and a fresh history.
    const details = await screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 });
    expect(details).toHaveTextContent('Commodore');
    expect(
      await screen.findByText('Uma User changed job title from “Rear Admiral” to “Commodore”.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, `PUT /api/contacts/${ID}`)[0][1]?.body))).toMatchObject({
      version: 1,
      job_title: 'Commodore',
    });
  });

  it("shows 'Contact Not Found' for an unknown id", async () => {
    renderApp({
      route: `/crm/contacts/${ID}`,
      user: testUser('user'),
      handlers: { [`GET /api/contacts/${ID}`]: () => json(404, { code: 'NOT_FOUND', message: 'Contact not found.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
