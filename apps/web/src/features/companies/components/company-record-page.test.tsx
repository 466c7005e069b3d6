import type { CompanyRelated } from '@keel/shared/records';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, testUser } from '../../../test/render-app';
import { COMPANY_ID, companyFixture } from './company.test-support';

const ID = COMPANY_ID;
const company = companyFixture;
const CONTACT = '55555555-5555-4555-8555-555555555555';
const JOB = '66666666-6666-4666-8666-666666666666';
const related = (jobs: CompanyRelated['jobs']): CompanyRelated => ({
  contacts: { total: 51, items: [{ id: CONTACT, name: 'Hank Scorpio', email: 'hank@globex.example', jobTitle: 'CEO' }] },
  leads: { total: 0, items: [] },
  jobs,
});
const T = { timeout: 10_000 };

function renderCompany(role: 'user' | 'recruiter', jobs: CompanyRelated['jobs']) {
  return renderApp({
    route: `/crm/companies/${ID}`,
    user: testUser(role),
    handlers: {
      [`GET /api/companies/${ID}`]: () => json(200, company),
      [`GET /api/companies/${ID}/related`]: () => json(200, related(jobs)),
      [`GET /api/timeline/company/${ID}`]: () => json(200, { items: [], nextCursor: null }),
      'GET /api/team/options': () => json(200, []),
    },
  });
}

// Whole-app renders with lazy routes: generous time on a busy machine.
describe('the company page', { timeout: 20_000 }, () => {
  it('shows the details, its contacts linked to their pages, its leads, a link to Edit Company, and no jobs for a role that may not see them', async () => {
    renderCompany('user', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' }, T)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByRole('link', { name: 'https://globex.example' })).toHaveAttribute(
      'href',
      'https://globex.example',
    );
    const contacts = await screen.findByRole('region', { name: /Contacts/ }, T);
    expect(contacts).toHaveTextContent('(1 of 51)');
    expect(within(contacts).getByRole('link', { name: 'Hank Scorpio' })).toHaveAttribute('href', `/crm/contacts/${CONTACT}`);
    expect(screen.getByRole('region', { name: /Funnel Leads/ })).toHaveTextContent('No funnel leads for this company.');
    expect(screen.queryByRole('region', { name: /Jobs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Company' })).toHaveAttribute('href', `/crm/edit-company/${ID}`);
    expect(await screen.findByText('Nothing here yet.', undefined, T)).toBeInTheDocument();
  });

  it("lists the company's jobs, linked to their pages, for recruiters", async () => {
    renderCompany('recruiter', { total: 1, items: [{ id: JOB, title: 'Doomsday Engineer', status: 'Open', location: 'Cypress Creek' }] });
    const jobs = await screen.findByRole('region', { name: /Jobs/ }, T);
    expect(within(jobs).getByRole('link', { name: 'Doomsday Engineer' })).toHaveAttribute('href', `/recruitment/jobs/${JOB}`);
    expect(jobs).toHaveTextContent('Open · Cypress Creek');
  });
});
