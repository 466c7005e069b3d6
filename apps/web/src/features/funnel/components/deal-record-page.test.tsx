import type { Lead } from '@keel/shared/funnel-lead';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { lead as fixture, leadId, stageId } from './lead-editor.test-support';

const COMPANY = '44444444-4444-4444-8444-444444444444';
const CONTACT = '55555555-5555-4555-8555-555555555555';
const deal: Lead = {
  ...fixture,
  companyId: COMPANY,
  contactIds: [CONTACT],
  contacts: [{ id: CONTACT, name: 'Ada Byron' }],
  phone: '(512) 555-0100',
  expectedCloseDate: '2026-12-15',
};
const stages = [
  {
    id: stageId,
    title: 'New Inquiry',
    color: '#3B82F6',
    position: 0,
    outcome: 'open',
    winProbability: 25,
    count: 1,
    totalValue: 45000,
    weightedValue: 11250,
  },
];
const toasts = () => screen.getByRole('region', { name: /notifications/i });
const handlers = (extra = {}) => ({
  [`GET /api/funnel/leads/${leadId}`]: () => json(200, deal),
  [`GET /api/timeline/deal/${leadId}`]: () => json(200, { items: [], nextCursor: null }),
  [`GET /api/deals/${leadId}/demands`]: () => json(200, []),
  'GET /api/funnel/stages': () => json(200, stages),
  'GET /api/team/sales-reps': () => json(200, []),
  'GET /api/funnel/lost-reasons': () => json(200, []),
  ...extra,
});

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('the deal page', { timeout: 30_000 }, () => {
  it('shows the deal, its company and contacts linked to their pages, a phone as a tel: link, and its timeline', async () => {
    renderApp({ route: `/crm/deals/${leadId}`, user: testUser('sales_rep'), handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal Rebuild' }, { timeout: 10_000 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Deal' });
    expect(details).toHaveTextContent('$45,000');
    expect(details).toHaveTextContent('Dec 15, 2026');
    expect(within(screen.getByRole('region', { name: 'Contact Person' })).getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    expect(within(screen.getByRole('region', { name: 'Company' })).getByRole('link', { name: 'Acme Co' })).toHaveAttribute(
      'href',
      `/crm/companies/${COMPANY}`,
    );
    expect(within(screen.getByRole('region', { name: /Contacts/ })).getByRole('link', { name: 'Ada Byron' })).toHaveAttribute(
      'href',
      `/crm/contacts/${CONTACT}`,
    );
    expect(await screen.findByRole('list', { name: 'Timeline' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("edits in place with the lead editor's rules and the version it loaded; a stale save offers Reload or Overwrite", async () => {
    let puts = 0;
    const { user, fetchMock } = renderApp({
      route: `/crm/deals/${leadId}`,
      user: testUser('sales_rep'),
      handlers: handlers({
        [`PUT /api/funnel/leads/${leadId}`]: (init: RequestInit | undefined) => {
          puts += 1;
          if (puts === 1)
            return json(409, {
              code: 'CONFLICT',
              message: 'This lead was changed by someone else in the meantime.',
              stale: { version: 4, changedBy: 'Sam Rivera', changedAt: '2026-03-03T10:00:00.000Z' },
            });
          return json(200, { ...deal, ...JSON.parse(String(init?.body)), version: 5 });
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const name = screen.getByLabelText(/Deal Name/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deal name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)).toHaveLength(0);

    await user.type(name, 'Portal Rebuild Phase 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const stale = await screen.findByRole('alertdialog', undefined, { timeout: 10_000 });
    expect(stale).toHaveTextContent('Sam Rivera');
    expect(JSON.parse(String(callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)[0][1]?.body))).toMatchObject({ version: 3 });
    await user.click(within(stale).getByRole('button', { name: /Overwrite/ }));
    expect(await within(toasts()).findByText('Lead Updated!', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)[1][1]?.body))).toMatchObject({
      version: 4,
      name: 'Portal Rebuild Phase 2',
    });
  });

  it("shows 'Deal Not Found' for an unknown id", async () => {
    renderApp({
      route: `/crm/deals/${leadId}`,
      user: testUser('user'),
      handlers: { [`GET /api/funnel/leads/${leadId}`]: () => json(404, { code: 'NOT_FOUND', message: 'Lead not found.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
