import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { allowSlowPages } from '../../../test/test-timing';
import { APPLICANT_ID, JOB_ID } from '../../../test/fixtures/recruitment';

allowSlowPages();

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const recruiter = testUser('recruiter');
const page = <T,>(items: T[]) => ({ items, total: items.length, totalCapped: false, page: 1, pageSize: 50 });
const jobRow = {
  job_id: JOB_ID,
  title: 'Platform Engineer',
  department: 'Engineering',
  location: 'Austin, TX',
  status: 'Open',
  date_posted: '2026-11-02T00:00:00.000Z',
  employment_type: 'Full-time',
  openings: 1,
};
const applicantRow = {
  applicant_id: APPLICANT_ID,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: null,
  status: 'Screening',
  date_added: '2026-11-03T00:00:00.000Z',
  ats_score: 75,
  job_title: 'Platform Engineer',
};
const queryOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], key: string) => {
  const calls = callsTo(fetchMock, key);
  return new URL(String(calls[calls.length - 1][0]), 'http://localhost').searchParams;
};

describe('jobs list', () => {
  it("lists postings by title, offers 'Post New Job', and says 'No job postings found.' when empty", async () => {
    const { fetchMock } = renderApp({
      route: '/recruitment/jobs',
      user: recruiter,
      handlers: { 'GET /api/jobs': () => json(200, page([jobRow])) },
    });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    // The first column holds the 'Select all on this page' checkbox (bulk actions, decision 0022).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['', 'Job Title', 'Department', 'Location', 'Status', 'Date Posted', 'Actions']);
    expect(await within(table).findByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', `/recruitment/jobs/${JOB_ID}`);
    expect(screen.getByRole('link', { name: 'Post New Job' })).toHaveAttribute('href', '/recruitment/jobs/new');
    expect(Object.fromEntries(queryOf(fetchMock, 'GET /api/jobs'))).toMatchObject({ sort: 'title', dir: 'asc' });
  });

  it('lists the jobs that need a structured location or salary, each linked to its page', async () => {
    renderApp({
      route: '/recruitment/jobs',
      user: recruiter,
      handlers: {
        'GET /api/jobs': () => json(200, page([jobRow])),
        'GET /api/jobs/needing-facts': () =>
          json(200, {
            total: 2,
            items: [
              { job_id: JOB_ID, title: 'Platform Engineer', location: 'Cambridge', salary_range: '$90k', missing: ['location', 'salary'] },
              { job_id: APPLICANT_ID, title: 'Analyst', location: null, salary_range: 'Up to £30k', missing: ['salary'] },
            ],
          }),
      },
    });
    const notice = await screen.findByRole('status', { name: '2 jobs need a structured location or salary' });
    // The list is folded under its summary, so the jobs stay in view on a phone.
    expect(notice.querySelector('details')).not.toHaveAttribute('open');
    await userEvent.click(within(notice).getByText('Which jobs, and why'));
    expect(notice.querySelector('details')).toHaveAttribute('open');
    expect(within(notice).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', `/recruitment/jobs/${JOB_ID}`);
    expect(notice).toHaveTextContent('Platform Engineer (needs a structured location and salary)');
    expect(notice).toHaveTextContent('Analyst (needs a structured salary)');
  });

  it('shows the empty state', async () => {
    renderApp({ route: '/recruitment/jobs', user: recruiter, handlers: { 'GET /api/jobs': () => json(200, page([])) } });
    expect(await screen.findByText('No job postings found.')).toBeInTheDocument();
  });

  it("deletes a posting from the list after 'Are you sure?' ('Job Deleted')", async () => {
    const { user, fetchMock } = renderApp({
      route: '/recruitment/jobs',
      user: recruiter,
      handlers: {
        'GET /api/jobs': () => json(200, page([jobRow])),
        [`DELETE /api/jobs/${JOB_ID}`]: () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Platform Engineer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Job Deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/jobs/${JOB_ID}`)).toHaveLength(1);
  });
});

describe('applicants list', () => {
  it("lists applicants by last name with their score, sorts by score, and offers 'Add New Applicant'", async () => {
    const { user, fetchMock, router } = renderApp({
      route: '/recruitment/applicants',
      user: recruiter,
      handlers: { 'GET /api/applicants': () => json(200, page([applicantRow])) },
    });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['', 'First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Job', 'ATS Score', 'Date Added', 'Actions']);
    expect(await within(table).findByRole('cell', { name: '75%' })).toBeInTheDocument();
    expect(Object.fromEntries(queryOf(fetchMock, 'GET /api/applicants'))).toMatchObject({ sort: 'last_name', dir: 'asc' });
    await user.click(within(table).getByRole('button', { name: 'ATS Score' }));
    await user.click(within(table).getByRole('button', { name: 'ATS Score' }));
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(fetchMock, 'GET /api/applicants'))).toMatchObject({ sort: 'ats_score', dir: 'desc' }),
    );
    expect(router.state.location.search).toContain('sort=ats_score');
    expect(screen.getByRole('link', { name: 'Add New Applicant' })).toHaveAttribute('href', '/recruitment/applicants/new');
  });

  it("says 'No applicants found.' when empty", async () => {
    renderApp({ route: '/recruitment/applicants', user: recruiter, handlers: { 'GET /api/applicants': () => json(200, page([])) } });
    expect(await screen.findByText('No applicants found.')).toBeInTheDocument();
  });

  it('says, before a row or a bulk delete, how many upcoming interviews it cancels (decision 0074), summed over the selection', async () => {
    const second = { ...applicantRow, applicant_id: '77777777-7777-4777-8777-777777777777', first_name: 'Ravi', last_name: 'Rao' };
    const { user } = renderApp({
      route: '/recruitment/applicants',
      user: recruiter,
      handlers: {
        'GET /api/applicants': () => json(200, page([applicantRow, second])),
        [`GET /api/applicants/${APPLICANT_ID}/links`]: () => json(200, { interviews: 1 }),
        [`GET /api/applicants/${second.applicant_id}/links`]: () => json(200, { interviews: 2 }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Applicants' });
    await user.click(await within(table).findByRole('button', { name: 'Delete Jane Doe' }));
    let dialog = screen.getByRole('alertdialog');
    expect(
      await within(dialog).findByText('1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('checkbox', { name: 'Select Jane Doe' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Ravi Rao' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/2 applicants will be deleted\./)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('3 upcoming interviews will be cancelled; the candidate and the interviewers are told by e-mail.'),
    ).toBeInTheDocument();
  });
});
