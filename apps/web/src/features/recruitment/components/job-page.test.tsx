import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { todayInputValue } from './form-dates';
import { FORMER_ID, job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const handlers = { 'GET /api/recruiters': () => json(200, recruiters) };

allowSlowPages();

describe('Post New Job', () => {
  it('starts with the current user as recruiter, today as date posted, Open and one opening', async () => {
    renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    expect(await screen.findByRole('heading', { name: 'Post New Job' })).toBeInTheDocument();
    const recruiterSelect = screen.getByLabelText('Assigned Recruiter');
    expect(recruiterSelect).toHaveValue(RECRUITER_ID);
    expect(
      within(recruiterSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Avery Morgan (Admin)', 'Riley Chen (Recruiter)']);
    expect(screen.getByLabelText('Date Posted')).toHaveValue(todayInputValue());
    expect(screen.getByLabelText('Status')).toHaveValue('Open');
    expect(screen.getByLabelText('Number of Openings')).toHaveValue(1);
    expect(
      within(screen.getByLabelText('Employment Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship']);
    expect(screen.getByRole('button', { name: 'Post Job' })).toBeInTheDocument();
  });

  it("refuses an empty title, description or requirements with 'Validation Error' and sends nothing", async () => {
    const { user, fetchMock } = renderApp({ route: '/recruitment/jobs/new', user: recruiter, handlers });
    await user.type(await screen.findByLabelText('Job Title *'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    const toast = await within(toastRegion()).findByText('Validation Error');
    expect(toast.closest('li')).toHaveTextContent('Job Title, Description, and Requirements are required.');
    expect(callsTo(fetchMock, 'POST /api/jobs')).toHaveLength(0);
  });

  it("posts the job with tags split and trimmed, shows 'Job Posted!' and opens the job's page", async () => {
    const { user, fetchMock, router } = renderApp({
      route: '/recruitment/jobs/new',
      user: recruiter,
      handlers: { ...handlers, 'POST /api/jobs': () => json(201, job()), [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()) },
    });
    await user.type(await screen.findByLabelText('Job Title *'), 'Platform Engineer');
    await user.type(screen.getByLabelText('Description *'), 'Build it.');
    await user.type(screen.getByLabelText('Requirements *'), 'TypeScript.');
    await user.type(screen.getByLabelText('Tags'), ' remote, , backend ,');
    await user.clear(screen.getByLabelText('Number of Openings'));
    await user.type(screen.getByLabelText('Number of Openings'), '3');
    await user.selectOptions(screen.getByLabelText('Assigned Recruiter'), '');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await within(toastRegion()).findByText('Job Posted!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/recruitment/jobs/${JOB_ID}`));
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/jobs')[0][1] as RequestInit).body));
    expect(body).toMatchObject({
      title: 'Platform Engineer',
      tags: ['remote', 'backend'],
      openings: 3,
      recruiter_id: null,
      status: 'Open',
      employment_type: 'Full-time',
    });
    expect(body.date_posted).toBe(`${todayInputValue()}T00:00:00.000Z`);
  });

  it("shows the server's refusal as a toast and on the field", async () => {
    const { user } = renderApp({
      route: '/recruitment/jobs/new',
      user: recruiter,
      handlers: {
        ...handlers,
        'POST /api/jobs': () =>
          json(400, {
            code: 'VALIDATION_ERROR',
            message: 'Please choose a recruiter or admin, or Unassigned.',
            fields: { recruiter_id: 'Please choose a recruiter or admin, or Unassigned.' },
          }),
      },
    });
    await user.type(await screen.findByLabelText('Job Title *'), 'A');
    await user.type(screen.getByLabelText('Description *'), 'B');
    await user.type(screen.getByLabelText('Requirements *'), 'C');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await within(toastRegion()).findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Assigned Recruiter')).toHaveAccessibleDescription('Please choose a recruiter or admin, or Unassigned.');
  });
});

describe('a job posting', () => {
  it("shows 'Error' / 'Job posting not found.' for an unknown job and returns to the list", async () => {
    const { router } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: { ...handlers, [`GET /api/jobs/${JOB_ID}`]: () => json(404, { code: 'NOT_FOUND', message: 'Job posting not found.' }) },
    });
    const toast = await within(toastRegion()).findByText('Error');
    expect(toast.closest('li')).toHaveTextContent('Job posting not found.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/jobs'));
  });

  it("saves changes without touching the posting date left as is ('Job Updated!'), keeping a former recruiter choosable", async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...handlers,
        [`GET /api/jobs/${JOB_ID}`]: () => json(200, job({ recruiter_id: FORMER_ID, recruiter_name: 'Sam Former' })),
        [`PUT /api/jobs/${JOB_ID}`]: () => json(200, job({ status: 'Filled' })),
      },
    });
    expect(await screen.findByLabelText('Assigned Recruiter')).toHaveDisplayValue('Sam Former (no longer a recruiter)');
    expect(screen.getByLabelText('Date Posted')).toHaveValue('2026-11-02');
    await user.selectOptions(screen.getByLabelText('Status'), 'Filled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Job Updated!')).toBeInTheDocument();
    const body = JSON.parse(String((callsTo(fetchMock, `PUT /api/jobs/${JOB_ID}`)[0][1] as RequestInit).body));
    expect(body).toMatchObject({ status: 'Filled', recruiter_id: FORMER_ID });
    expect(body).not.toHaveProperty('date_posted');
  });

  it("deletes after the 'Are you sure?' confirmation ('Job Deleted') and returns to the list", async () => {
    const { user, fetchMock, router } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...handlers,
        [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
        [`DELETE /api/jobs/${JOB_ID}`]: () => new Response(null, { status: 204 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Job' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Job Deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/jobs'));
    expect(callsTo(fetchMock, `DELETE /api/jobs/${JOB_ID}`)).toHaveLength(1);
  });

  it('the delete confirmation says how many applicants the delete unlinks', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...handlers,
        [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
        [`GET /api/jobs/${JOB_ID}/links`]: () => json(200, { applicants: 3 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Job' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    expect(await within(dialog).findByText(/Its 3 applicants will be unlinked from it/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('interview');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /api/jobs/${JOB_ID}`)).toHaveLength(0);
  });

  it('the delete confirmation says how many upcoming interviews it cancels, and that attendees are told (decision 0074)', async () => {
    const { user } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...handlers,
        [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
        [`GET /api/jobs/${JOB_ID}/links`]: () => json(200, { applicants: 3, interviews: 2 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Job' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    expect(
      await within(dialog).findByText(/2 upcoming interviews will be cancelled; the candidate and the interviewers are told by e-mail\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});

describe('a job posting someone else saved meanwhile (decision 0016)', () => {
  const STALE = { version: 2, changedBy: 'Sam Second', changedAt: '2026-11-24T10:00:00.000Z' };
  const conflict = () => json(409, { code: 'CONFLICT', message: 'Someone else saved this record after you opened it.', stale: STALE });
  const bodies = (fetchMock: Parameters<typeof callsTo>[0]) =>
    callsTo(fetchMock, `PUT /api/jobs/${JOB_ID}`).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

  function openStale(puts: Array<() => Response>) {
    let gets = 0;
    return renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...handlers,
        // First the version the form opens with, then the one Sam saved (status Closed).
        [`GET /api/jobs/${JOB_ID}`]: () =>
          json(200, gets++ === 0 ? job() : job({ status: 'Closed', version: 2, updated_at: STALE.changedAt })),
        [`PUT /api/jobs/${JOB_ID}`]: () => puts.shift()!(),
      },
    });
  }

  async function saveStale(user: ReturnType<typeof renderApp>['user']) {
    const location = await screen.findByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Remote');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This job posting was changed while you were editing');
    expect(dialog).toHaveTextContent(/Sam Second saved it on Nov 24, 2026/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveFocus());
    return dialog;
  }

  it('Reload shows their version with the unsaved input kept, and the next save is made on their version', async () => {
    const { user, fetchMock } = openStale([conflict, () => json(200, job({ status: 'Closed', location: 'Remote', version: 3 }))]);
    const dialog = await saveStale(user);
    expect(screen.queryByText('Error updating job')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('Closed'));
    expect(screen.getByLabelText('Location')).toHaveValue('Remote');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Reloaded the version Sam Second saved on Nov 24, 2026.*Your unsaved changes are kept/,
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toastRegion()).findByText('Job Updated!')).toBeInTheDocument();
    expect(bodies(fetchMock).map((b) => [b.version, b.status, b.location])).toEqual([
      [1, 'Open', 'Remote'],
      [2, 'Closed', 'Remote'],
    ]);
  });

  it('Overwrite saves the edit again at the version the conflict reported', async () => {
    const { user, fetchMock } = openStale([conflict, () => json(200, job({ location: 'Remote', version: 3 }))]);
    const dialog = await saveStale(user);
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await within(toastRegion()).findByText('Job Updated!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies(fetchMock).map((b) => [b.version, b.status, b.location])).toEqual([
      [1, 'Open', 'Remote'],
      [2, 'Open', 'Remote'],
    ]);
    expect(screen.getByLabelText('Location')).toHaveValue('Remote');
  });
});
