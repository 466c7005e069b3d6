import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREFERRED_NAME } from '@keel/shared/fields/added-field.test-support';

/**
 * The four-file rule (decision 0043), in the browser: a plain field added to the contact registry
 * shows in the Edit Contact form (in its section, saved with the rest), on the contact's page, and
 * among the list's sorts and filters — with no web file touched. It is added before the app (which
 * derives from the registry) is loaded, hence the dynamic imports. Test files share their worker's
 * modules (decision 0065): the file starts from fresh ones, whose registry nothing has read, and
 * leaves fresh ones to the next file.
 */
beforeAll(async () => {
  vi.resetModules();
  const { CONTACT_FIELDS } = await import('@keel/shared/fields/contact-fields');
  CONTACT_FIELDS.addField(PREFERRED_NAME);
});
afterAll(() => {
  vi.resetModules();
});

const load = async () => {
  const app = await import('../../../test/render-app');
  const { CONTACT_ID, contactFixture } = await import('./contact.test-support');
  return { ...app, ID: CONTACT_ID, contact: { ...contactFixture, preferred_name: 'Amazing Grace' } };
};

describe('a plain field added to the contact registry', { timeout: 20_000 }, () => {
  it('is edited in the form, in its section, and saved with the rest', async () => {
    const { renderApp, json, testUser, callsTo, ID, contact } = await load();
    const { user, fetchMock } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        'GET /api/team/sales-reps': () => json(200, []),
        [`PUT /api/contacts/${ID}`]: (init) => json(200, { ...contact, ...JSON.parse(String(init?.body)) }),
        'GET /api/contacts': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }),
      },
    });
    const input = await screen.findByLabelText('Preferred Name');
    expect(input).toHaveValue('Amazing Grace');
    expect(input).toHaveAttribute('id', 'contact-preferred_name');
    // Last of its section, Contact Information: after Home Phone, before the Company & Role section's Company.
    expect(screen.getByLabelText('Home Phone').compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(screen.getByText('Company & Role')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'Amazing');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/contacts/${ID}`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, `PUT /api/contacts/${ID}`)[0][1]?.body))).toMatchObject({
      first_name: 'Grace',
      preferred_name: 'Amazing',
    });
  });

  it("is shown on the contact's page", async () => {
    const { renderApp, json, testUser, ID, contact } = await load();
    renderApp({
      route: `/crm/contacts/${ID}`,
      user: testUser('sales_rep'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        [`GET /api/contacts/${ID}/leads`]: () => json(200, []),
        [`GET /api/timeline/contact/${ID}`]: () => json(200, { items: [], nextCursor: null }),
        'GET /api/team/options': () => json(200, []),
      },
    });
    const details = await screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 });
    expect(within(details).getByText('Preferred Name')).toBeInTheDocument();
    expect(within(details).getByText('Amazing Grace')).toBeInTheDocument();
  });

  it("is among the list's sorts and filters", async () => {
    const { CONTACT_FILTERS, CONTACT_SORTS } = await import('@keel/shared/contacts');
    expect(CONTACT_SORTS).toContain('preferredName');
    expect((CONTACT_FILTERS as Record<string, unknown>).preferredName).toEqual({ type: 'text', label: 'Preferred Name' });
  });
});
