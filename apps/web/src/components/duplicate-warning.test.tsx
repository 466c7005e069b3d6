import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../test/render-app';

const existingId = 'cccccccc-0000-4000-8000-000000000009';
const match = { id: existingId, label: 'Dana Scully', detail: 'dana@fbi.example · FBI', reasons: ['email'], score: 1 };

async function fillInquiry(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^First Name/, undefined, { timeout: 5000 }), 'Dana');
  await user.type(screen.getByLabelText(/^Last Name/), 'Scully');
  await user.type(screen.getByLabelText(/^Primary Email/), 'dana@fbi.example');
  await user.type(screen.getByLabelText(/^Tell us about your project or needs/), 'Archive.');
}

// Decision 0033: staff are warned of a likely duplicate before the contact is saved.
describe('the duplicate warning', { timeout: 30_000 }, () => {
  it('holds the save, names the existing contact with a link, and saves only when the user chooses Save anyway', async () => {
    const checks: unknown[] = [];
    let saved = 0;
    const { user, router } = renderApp({
      route: '/crm/inquiry',
      user: testUser('sales_rep'),
      handlers: {
        'POST /api/duplicates/check': (init) => {
          checks.push(JSON.parse(String(init?.body)));
          return json(200, { matches: [match] });
        },
        'POST /api/inquiries': () => {
          saved += 1;
          return json(201, { leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry', contactId: existingId, leadId: existingId });
        },
      },
    });
    await fillInquiry(user);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('heading', { name: 'Possible duplicate' })).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Dana Scully' })).toHaveAttribute('href', `/crm/contacts/${existingId}`);
    expect(warning).toHaveTextContent('dana@fbi.example · FBI — Same e-mail');
    expect(saved).toBe(0);
    expect(checks).toEqual([
      expect.objectContaining({ kind: 'contacts', email: 'dana@fbi.example', firstName: 'Dana', lastName: 'Scully' }),
    ]);

    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(saved).toBe(1);
    expect(router.state.location.pathname).toBe('/crm/inquiry-success');
  });

  it('saves at once when nothing matches, and never checks for an anonymous visitor', async () => {
    let checked = 0;
    const handlers = {
      'POST /api/duplicates/check': () => {
        checked += 1;
        return json(200, { matches: [] });
      },
      'POST /api/inquiries': () => json(201, { leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry' }),
    };
    const staff = renderApp({ route: '/crm/inquiry', user: testUser('sales_rep'), handlers });
    await fillInquiry(staff.user);
    await staff.user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(checked).toBe(1);
    expect(screen.queryByText('Possible duplicate')).toBeNull();
    staff.unmount();

    const visitor = renderApp({ route: '/crm/inquiry', handlers });
    await fillInquiry(visitor.user);
    await visitor.user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You, Dana Scully!' })).toBeInTheDocument();
    expect(checked).toBe(1);
  });
});
