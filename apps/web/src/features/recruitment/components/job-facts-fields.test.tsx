import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES, JOB_FACTS_MESSAGES } from '@keel/shared/job-facts';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const handlers = {
  'GET /api/recruiters': () => json(200, recruiters),
  'POST /api/jobs': () => json(201, job()),
  [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
};

allowSlowPages();

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Job Title *'), 'Cloud Architect');
  await user.type(screen.getByLabelText('Description *'), 'Design it.');
  await user.type(screen.getByLabelText('Requirements *'), 'AWS.');
}

describe('the job form: structured location, salary and closing date', () => {
  it('offers labelled pickers: countries by name with their code, ISO currencies, periods and workplace types', async () => {
    renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    const country = await screen.findByLabelText('Country');
    expect(within(country).getByRole('option', { name: 'Switzerland (CH)' })).toHaveValue('CH');
    expect(within(screen.getByLabelText('Salary Currency')).getByRole('option', { name: 'CHF – Swiss Franc' })).toHaveValue('CHF');
    expect(
      within(screen.getByLabelText('Salary Paid Per'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'per hour', 'per day', 'per week', 'per month', 'per year']);
    expect(
      within(screen.getByLabelText('Workplace Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'On-site', 'Hybrid', 'Remote']);
    expect(screen.getByLabelText('Closing Date')).toHaveAttribute('type', 'date');
    expect(screen.queryByLabelText(/Countries a remote job accepts/)).not.toBeInTheDocument();
  });

  it('refuses a maximum below the minimum and a figure without currency or period, on the fields, and sends nothing', async () => {
    const { user, fetchMock } = renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Minimum Salary'), '140000');
    await user.type(screen.getByLabelText('Maximum Salary'), '120000');
    await user.type(screen.getByLabelText('City'), 'Zürich');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(JOB_FACTS_MESSAGES.range)).toBeInTheDocument();
    expect(screen.getByText(JOB_FACTS_MESSAGES.currency)).toBeInTheDocument();
    expect(screen.getByText(JOB_FACTS_MESSAGES.unit)).toBeInTheDocument();
    expect(screen.getByText(JOB_FACTS_MESSAGES.country)).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum Salary')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/jobs')).toHaveLength(0);
  });

  it('posts the picked facts: Zürich, CHF 120,000–140,000 per year, a closing date', async () => {
    const { user, fetchMock } = renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Workplace Type'), 'on-site');
    await user.type(screen.getByLabelText('City'), 'Zürich');
    await user.selectOptions(screen.getByLabelText('Country'), 'CH');
    await user.selectOptions(screen.getByLabelText('Salary Currency'), 'CHF');
    await user.selectOptions(screen.getByLabelText('Salary Paid Per'), 'year');
    await user.type(screen.getByLabelText('Minimum Salary'), '120000');
    await user.type(screen.getByLabelText('Maximum Salary'), '140000');
    await user.type(screen.getByLabelText('Closing Date'), '2099-01-31');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/jobs')).toHaveLength(1));
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/jobs')[0][1] as RequestInit).body));
    expect(body).toMatchObject({
      workplace_type: 'on-site',
      location_city: 'Zürich',
      location_country: 'CH',
      salary_currency: 'CHF',
      salary_unit: 'year',
      salary_min: 120000,
      salary_max: 140000,
      closing_date: '2099-01-31',
      remote_countries: [],
    });
  });

  it('asks a remote job for the countries it accepts, with the EU as one choice', async () => {
    const { user, fetchMock } = renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Workplace Type'), 'remote');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(JOB_FACTS_MESSAGES.remoteCountries)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Choose the EU's 27 countries" }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/jobs')).toHaveLength(1));
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/jobs')[0][1] as RequestInit).body));
    expect(body.workplace_type).toBe('remote');
    expect([...body.remote_countries].sort()).toEqual([...EU_COUNTRY_CODES].sort());
  });
});
