import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/render-app';
import { lead, leadId, mockBoardGeometry, renderEditor, openQuickEditor } from './lead-editor.test-support';

mockBoardGeometry();

const acme = '77777777-0000-4000-8000-000000000007';
const grace = '88888888-0000-4000-8000-000000000008';
const companies = {
  items: [{ id: acme, name: 'Acme Rockets', sector: null, phone: null, city: null, website: null }],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};
const contacts = {
  items: [
    {
      id: grace,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      phone: null,
      company_id: null,
      company_name: 'Navy Labs',
      status: 'Active',
      sales_rep_name: null,
      last_contact_date: null,
      tags: [],
      is_inquiry: false,
      assigned_sales_rep_id: null,
      mobile_phone: null,
      job_title: null,
      city: null,
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};

// A dialog of some fifty fields: slower than most component tests on a busy machine.
describe('lead editor: company and contact pickers', { timeout: 30_000 }, () => {
  it('picks a company and a contact by keyboard, links each to its page, and saves their ids', async () => {
    const { user, fetchMock } = renderEditor({
      'GET /api/companies': () => json(200, companies),
      'GET /api/contacts': () => json(200, contacts),
      [`PUT /api/funnel/leads/${leadId}`]: (init) => json(200, { ...lead, ...JSON.parse(String(init?.body)), version: 4 }),
    });
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    const company = await within(dialog).findByRole('combobox', { name: 'Company' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Recorded as "Acme Co", not linked to a company record.')).toBeInTheDocument();
    await user.type(company, 'acme');
    await within(dialog).findByRole('option', { name: 'Acme Rockets' }, { timeout: 10_000 });
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(company).toHaveValue('Acme Rockets');
    expect(within(dialog).getByRole('link', { name: /Open company page/ })).toHaveAttribute('href', `/crm/companies/${acme}`);

    await user.type(within(dialog).getByRole('combobox', { name: 'Add Contact' }), 'grace');
    await within(dialog).findByRole('option', { name: /Grace Hopper/ }, { timeout: 10_000 });
    await user.keyboard('{Enter}');
    const linked = within(dialog).getByRole('list', { name: 'Linked contacts' });
    expect(within(linked).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/crm/contacts/${grace}`);
    expect(within(linked).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(screen.getByRole('region', { name: /notifications/i })).findByText('Lead Updated!', undefined, { timeout: 10_000 });
    const sent = JSON.parse(String((callsTo(fetchMock, `PUT /api/funnel/leads/${leadId}`)[0][1] as RequestInit).body));
    expect(sent).toMatchObject({ companyId: acme, contactIds: [grace], company: 'Acme Rockets' });
  });

  it("shows the server's refusal of a company that is gone under the Company picker", async () => {
    const gone = 'This company no longer exists.';
    const { user } = renderEditor({
      'GET /api/companies': () => json(200, companies),
      [`PUT /api/funnel/leads/${leadId}`]: () => json(400, { code: 'VALIDATION_ERROR', message: gone, fields: { companyId: gone } }),
    });
    await openQuickEditor(user, 'Portal Rebuild');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.type(await within(dialog).findByRole('combobox', { name: 'Company' }, { timeout: 10_000 }), 'acme');
    await user.click(await within(dialog).findByRole('option', { name: 'Acme Rockets' }, { timeout: 10_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 10_000,
    });
    expect(within(dialog).getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription(gone);
  });
});
