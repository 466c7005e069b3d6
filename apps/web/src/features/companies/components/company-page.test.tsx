import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { COMPANY_ID, companyFixture } from './company.test-support';

const ID = COMPANY_ID;
const company = companyFixture;
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const emptyList = () => json(200, { items: [], total: 0, totalCapped: false, page: 1, pageSize: 50 });

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('companies', { timeout: 20_000 }, () => {
  it('lists websites as links with https:// prepended, truncated', async () => {
    renderApp({
      route: '/crm/companies',
      user: testUser('user'),
      handlers: { 'GET /api/companies': () => json(200, { items: [company], total: 1, totalCapped: false, page: 1, pageSize: 50 }) },
    });
    const link = await screen.findByRole('link', { name: 'globex.example' });
    expect(link).toHaveAttribute('href', 'https://globex.example');
    expect(link).toHaveClass('max-w-[150px]', 'truncate');
    expect(screen.getByRole('link', { name: 'Add New Company' })).toHaveAttribute('href', '/crm/edit-company/new');
  });

  it("shows 'No companies found matching your criteria.' when there are none", async () => {
    renderApp({ route: '/crm/companies', user: testUser('user'), handlers: { 'GET /api/companies': emptyList } });
    expect(await screen.findByText('No companies found matching your criteria.')).toBeInTheDocument();
  });

  it("refuses an empty name with 'Validation Error' and creates nothing", async () => {
    const { user, fetchMock } = renderApp({ route: '/crm/edit-company/new', user: testUser('user') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Company' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    const toast = await within(toastRegion()).findByText('Validation Error');
    expect(toast.closest('li')).toHaveTextContent('Company name is required.');
    expect(callsTo(fetchMock, 'POST /api/companies')).toHaveLength(0);
  });

  it('creates a company (tags split, none sector cleared), then opens its edit route', async () => {
    const { user, router, fetchMock } = renderApp({
      route: '/crm/edit-company/new',
      user: testUser('user'),
      handlers: {
        'POST /api/companies': () => json(201, company),
        [`GET /api/companies/${ID}`]: () => json(200, company),
      },
    });
    await user.type(await screen.findByLabelText('Company Name *'), 'Globex');
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Number of Employees')).toHaveAttribute('type', 'number');
    await user.type(screen.getByLabelText('Tags'), 'cloud, , b2b ');
    await user.type(screen.getByLabelText('Number of Employees'), '250');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/edit-company/${ID}`));
    expect(await within(toastRegion()).findByText('Company Created!')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/companies')[0][1]?.body))).toMatchObject({
      name: 'Globex',
      sector: null,
      tags: ['cloud', 'b2b'],
      number_of_employees: 250,
      country: 'USA',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Company Globex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
  });

  it("sends a missing company back to the list with 'Company not found.'", async () => {
    const { router } = renderApp({
      route: `/crm/edit-company/${ID}`,
      user: testUser('user'),
      handlers: {
        [`GET /api/companies/${ID}`]: () => json(404, { code: 'NOT_FOUND', message: 'Company not found.' }),
        'GET /api/companies': emptyList,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/companies'));
    expect(await within(toastRegion()).findByText('Company not found.')).toBeInTheDocument();
  });

  it('the delete confirmation counts what the delete unlinks, fetched when it opens', async () => {
    const { user, fetchMock } = renderApp({
      route: '/crm/companies',
      user: testUser('user'),
      handlers: {
        'GET /api/companies': () => json(200, { items: [company], total: 1, totalCapped: false, page: 1, pageSize: 50 }),
        [`GET /api/companies/${ID}/links`]: () => json(200, { contacts: 2, deals: 1, jobs: 3 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Globex' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    expect(await within(dialog).findByText(/Its 2 contacts, 1 deal and 3 jobs will be unlinked from it/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Globex will be deleted.');
    expect(callsTo(fetchMock, `GET /api/companies/${ID}/links`)).toHaveLength(1);
  });
});
