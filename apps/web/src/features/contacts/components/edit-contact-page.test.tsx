import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { CONTACT_ID, contactFixture } from './contact.test-support';

const ID = CONTACT_ID;
const contact = contactFixture;
const team = [{ id: '33333333-3333-4333-8333-333333333333', fullName: 'Sam Rivera', role: 'sales_rep' }];
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('Edit Contact', { timeout: 20_000 }, () => {
  it('sends /crm/edit-contact/new to the list with an info toast', async () => {
    const { router } = renderApp({
      route: '/crm/edit-contact/new',
      user: testUser('user'),
      handlers: { 'GET /api/contacts': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/contacts'));
    expect(await within(toastRegion()).findByText('Add contacts with Add New Contact')).toBeInTheDocument();
  });

  it("shows 'Contact Not Found' with a way back for an unknown id", async () => {
    renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: { [`GET /api/contacts/${ID}`]: () => json(404, { code: 'NOT_FOUND', message: 'Contact not found.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Not Found' })).toBeInTheDocument();
    // The text of docs/product/texts-and-constants.md#contacts-and-companies, word for word.
    expect(screen.getByText('Contact not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Contacts' })).toHaveAttribute('href', '/crm/contacts');
  });

  it('requires First Name, Last Name and Primary Email, and sends nothing until they are there', async () => {
    const { user, fetchMock } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: { [`GET /api/contacts/${ID}`]: () => json(200, contact), 'GET /api/team/sales-reps': () => json(200, team) },
    });
    await user.clear(await screen.findByLabelText('First Name *'));
    await user.clear(screen.getByLabelText('Primary Email *'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Primary Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `PUT /api/contacts/${ID}`)).toHaveLength(0);
  });

  it("saves every field (tags split on commas, status, sales rep) and says 'Contact Updated!'", async () => {
    const { user, fetchMock, router } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        'GET /api/team/sales-reps': () => json(200, team),
        [`PUT /api/contacts/${ID}`]: (init) => json(200, { ...contact, ...JSON.parse(String(init?.body)) }),
        'GET /api/contacts': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }),
      },
    });
    const tags = await screen.findByLabelText('Tags');
    expect(tags).toHaveValue('cobol, navy');
    expect(screen.getByLabelText('Status')).toHaveValue('Inquiry');
    await user.clear(tags);
    await user.type(tags, ' compilers, , navy ');
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() =>
      expect(within(screen.getByLabelText('Assigned Sales Rep')).getByRole('option', { name: 'Sam Rivera' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Assigned Sales Rep'), 'Sam Rivera');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Contact Updated!')).toBeInTheDocument();
    // After a successful save the form is left without a question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/contacts'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, `PUT /api/contacts/${ID}`)[0][1]?.body));
    expect(body).toMatchObject({
      first_name: 'Grace',
      tags: ['compilers', 'navy'],
      is_inquiry: false,
      assigned_sales_rep_id: team[0].id,
      birthday: '1906-12-09',
      phone: null,
    });
  });

  it('offers as Assigned Sales Rep the one list of sales reps and admins, not the whole team', async () => {
    const admin = { id: '44444444-4444-4444-8444-444444444444', fullName: 'Avery Admin', role: 'admin' };
    const recruiter = { id: '55555555-5555-4555-8555-555555555555', fullName: 'Robin Recruiter', role: 'recruiter' };
    renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        'GET /api/team/sales-reps': () => json(200, [admin, ...team]),
        'GET /api/team/options': () => json(200, [admin, recruiter, ...team]),
      },
    });
    const select = await screen.findByLabelText('Assigned Sales Rep');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Unassigned', 'Avery Admin', 'Sam Rivera']),
    );
  });

  it('asks before leaving with unsaved changes: Cancel stays with the changes, Leave Page goes', async () => {
    const { user, router } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        'GET /api/team/sales-reps': () => json(200, team),
        'GET /api/contacts': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }),
      },
    });
    const city = await screen.findByLabelText('City');
    await user.type(city, ' North');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave this page, they will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/crm/edit-contact/${ID}`);
    expect(screen.getByLabelText('City')).toHaveValue('Arlington North');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/contacts'));
  });

  it("shows the server's field messages and 'Error updating contact'", async () => {
    const { user } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, contact),
        'GET /api/team/sales-reps': () => json(200, team),
        [`PUT /api/contacts/${ID}`]: () =>
          json(400, {
            code: 'VALIDATION_ERROR',
            message: 'This company no longer exists.',
            fields: { company_id: 'This company no longer exists.' },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const toast = await within(toastRegion()).findByText('Error updating contact');
    expect(toast.closest('li')).toHaveTextContent('This company no longer exists.');
    expect(await screen.findAllByText('This company no longer exists.')).not.toHaveLength(0);
  });

  it('names who saved the contact meanwhile; Reload shows their company and title and keeps the unsaved city', async () => {
    const stale = { version: 2, changedBy: 'Avery Morgan', changedAt: '2026-11-24T10:00:00.000Z' };
    const theirs = {
      ...contact,
      version: 2,
      job_title: 'Commodore',
      company_id: '55555555-5555-4555-8555-555555555555',
      company_name: 'Acme Rockets',
      last_modified_by: 'Avery Morgan',
    };
    let gets = 0;
    const puts = [
      () => json(409, { code: 'CONFLICT', message: 'Someone else saved this record after you opened it.', stale }),
      () => json(200, { ...theirs, version: 3, city: 'Norfolk' }),
    ];
    const { user, fetchMock } = renderApp({
      route: `/crm/edit-contact/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/contacts/${ID}`]: () => json(200, gets++ === 0 ? contact : theirs),
        'GET /api/team/sales-reps': () => json(200, team),
        [`PUT /api/contacts/${ID}`]: () => puts.shift()!(),
        'GET /api/contacts': () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 }),
      },
    });
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Norfolk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/Avery Morgan saved it on Nov 24, 2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Job Title')).toHaveValue('Commodore'));
    expect(screen.getByLabelText('Company')).toHaveValue('Acme Rockets');
    expect(screen.getByLabelText('City')).toHaveValue('Norfolk');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Contact Updated!')).toBeInTheDocument();
    const sent = callsTo(fetchMock, `PUT /api/contacts/${ID}`).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(sent.map((b) => [b.version, b.job_title, b.company_id, b.city])).toEqual([
      [1, 'Rear Admiral', null, 'Norfolk'],
      [2, 'Commodore', theirs.company_id, 'Norfolk'],
    ]);
  });
});
