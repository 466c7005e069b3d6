import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { contactFixture } from './contact.test-support';

const STAGE = '11111111-1111-4111-8111-111111111111';
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const handlers = (extra = {}) => ({
  'GET /api/team/sales-reps': () => json(200, []),
  'POST /api/duplicates/check': () => json(200, { matches: [] }),
  'GET /api/funnel/stages': () =>
    json(200, [
      {
        id: STAGE,
        title: 'Contacted',
        color: '#3B82F6',
        position: 1,
        outcome: 'open',
        winProbability: 50,
        count: 0,
        totalValue: 0,
        weightedValue: 0,
      },
    ]),
  ...extra,
});

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Add New Contact (staff, decision 0064)', { timeout: 30_000 }, () => {
  it("is Edit Contact's form for a new contact: required fields first, then the contact alone, no deal", async () => {
    const { user, fetchMock, router } = renderApp({
      route: '/crm/contacts/new',
      user: testUser('sales_rep'),
      handlers: handlers({ 'POST /api/contact-intake': () => json(201, { contact: contactFixture, leadId: null }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Contact' }, { timeout: 10_000 })).toBeInTheDocument();
    // No inquiry message is asked for.
    expect(screen.queryByLabelText(/Tell us about your project/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/contact-intake')).toHaveLength(0);

    await user.type(screen.getByLabelText('First Name *'), 'Grace');
    await user.type(screen.getByLabelText('Last Name *'), 'Hopper');
    await user.type(screen.getByLabelText('Primary Email *'), 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await toasts().findByText('Contact Created')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/contact-intake')[0][1]?.body));
    expect(body).toMatchObject({ contact: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example' }, deal: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/contacts/${contactFixture.id}`));
  });

  it('with "Also create a deal" asks for its name and sends it with the contact', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/contacts/new',
      user: testUser('sales_rep'),
      handlers: handlers({ 'POST /api/contact-intake': () => json(201, { contact: contactFixture, leadId: STAGE }) }),
    });
    await user.type(await screen.findByLabelText('First Name *', undefined, { timeout: 10_000 }), 'Grace');
    await user.type(screen.getByLabelText('Last Name *'), 'Hopper');
    await user.type(screen.getByLabelText('Primary Email *'), 'grace@navy.example');
    await user.click(screen.getByRole('checkbox', { name: 'Also create a deal' }));
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Deal name is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/contact-intake')).toHaveLength(0);

    await user.type(screen.getByLabelText('Deal Name *'), 'COBOL training');
    await user.type(screen.getByLabelText('Deal Value (USD)'), '12000');
    await user.selectOptions(await screen.findByLabelText('Stage'), 'Contacted');
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await toasts().findByText('Contact Created')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/contact-intake')[0][1]?.body)).deal).toEqual({
      name: 'COBOL training',
      dealValue: '12000',
      stageId: STAGE,
      expectedCloseDate: '',
    });
  });
});
