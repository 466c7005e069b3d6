import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { todayInputValue } from './form-dates';
import { applicant, APPLICANT_ID, JOB_ID } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const findToast = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!;
const recruiter = testUser('recruiter');
const choices = {
  'GET /api/jobs/choices': () => json(200, [{ job_id: JOB_ID, title: 'Platform Engineer', status: 'Open', location: 'Austin, TX' }]),
  // The page's timeline (decision 0026), empty here.
  [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
  'GET /api/team/options': () => json(200, []),
};

async function fillRequired(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('First Name *'), 'Jane');
  await user.type(screen.getByLabelText('Last Name *'), 'Doe');
  await user.type(screen.getByLabelText('Email *'), 'jane@example.com');
}

allowSlowPages();

describe('Add New Applicant', () => {
  it('has the three sections, every applicant field, New as status and today as date added', async () => {
    renderApp({ route: '/recruitment/applicants/new', user: recruiter, handlers: choices });
    expect(await screen.findByRole('heading', { name: 'Add New Applicant' })).toBeInTheDocument();
    for (const section of ['Basic Information', 'Recruitment Details', 'Resume & Notes'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('New');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Screening', 'Interviewing', 'Offer Extended', 'Hired', 'Rejected', 'On Hold', 'Withdrawn']);
    expect(
      within(screen.getByLabelText('Source'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not specified', 'LinkedIn', 'Company Website', 'Referral', 'Job Board', 'Recruiter', 'Other']);
    expect(
      within(screen.getByLabelText('Job Applied For'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not linked to a job', 'Platform Engineer']);
    expect(screen.getByLabelText('LinkedIn URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Date Added')).toHaveValue(todayInputValue());
    expect(screen.getByLabelText('Resume')).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
    for (const label of ['Phone', 'Address', 'Other Social Links', 'Expected Pay Rate', 'Job Preferences', 'Tags', 'Notes'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Applicant' })).toBeInTheDocument();
  });

  it("refuses missing names or e-mail with 'Validation Error' and sends nothing", async () => {
    const { user, fetchMock } = renderApp({ route: '/recruitment/applicants/new', user: recruiter, handlers: choices });
    await user.type(await screen.findByLabelText('First Name *'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
    expect(await findToast('Validation Error')).toHaveTextContent('First Name, Last Name, and Email are required.');
    expect(callsTo(fetchMock, 'POST /api/applicants')).toHaveLength(0);
  });

  it("refuses a resume that is not .pdf, .doc or .docx ('Resume Upload Failed') before sending anything", async () => {
    const { fetchMock } = renderApp({ route: '/recruitment/applicants/new', user: recruiter, handlers: choices });
    const input = await screen.findByLabelText('Resume');
    // As when "All files" is chosen in the browser's file dialog, past the accept filter.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['MZ'], 'resume.exe', { type: 'application/octet-stream' }));
    expect(await findToast('Resume Upload Failed')).toHaveTextContent('Resumes must be PDF, DOC or DOCX files.');
    expect(callsTo(fetchMock, 'POST /api/applicants')).toHaveLength(0);
  });

  it("sends the fields and the resume together, shows 'Applicant Added!' and the screening, then opens the applicant", async () => {
    const saved = applicant({
      ats_score: 50,
      ats_keywords_matched: ['TypeScript'],
      ats_keywords_missing: ['Kubernetes'],
      ats_last_screened: '2026-11-03T10:00:00.000Z',
    });
    const { user, fetchMock, router } = renderApp({
      route: '/recruitment/applicants/new',
      user: recruiter,
      handlers: {
        ...choices,
        'POST /api/applicants': () =>
          json(201, { applicant: saved, screening: { status: 'screened', score: 50, matched: ['TypeScript'], missing: ['Kubernetes'] } }),
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, saved),
      },
    });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Job Applied For'), JOB_ID);
    await user.type(screen.getByLabelText('Tags'), 'senior, , remote');
    await user.upload(screen.getByLabelText('Resume'), new File(['%PDF-1.7'], 'Jane CV.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
    expect(await findToast('Applicant Added!')).toBeInTheDocument();
    expect(await findToast('Resume Screened')).toHaveTextContent('ATS score 50%: 1 of 2 keywords');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/recruitment/applicants/${APPLICANT_ID}`));
    const body = (callsTo(fetchMock, 'POST /api/applicants')[0][1] as RequestInit).body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({
      first_name: 'Jane',
      email: 'jane@example.com',
      job_id: JOB_ID,
      status: 'New',
      tags: ['senior', 'remote'],
      source: null,
    });
    expect((body.get('resume') as File).name).toBe('Jane CV.pdf');
  });

  it("reports a resume the server refuses as 'Resume Upload Failed', and stays on the form", async () => {
    const { user, router } = renderApp({
      route: '/recruitment/applicants/new',
      user: recruiter,
      handlers: {
        ...choices,
        'POST /api/applicants': () =>
          json(415, {
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Resumes must be PDF, DOC or DOCX files.',
            fields: { resume: 'Resumes must be PDF, DOC or DOCX files.' },
          }),
      },
    });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Resume'), new File(['MZ'], 'renamed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
    expect(await findToast('Resume Upload Failed')).toHaveTextContent('Resumes must be PDF, DOC or DOCX files.');
    expect(router.state.location.pathname).toBe('/recruitment/applicants/new');
    expect(screen.getByLabelText('First Name *')).toHaveValue('Jane');
  });
});

describe('an applicant', () => {
  it("shows 'Error' / 'Applicant not found.' for an unknown applicant and returns to the list", async () => {
    const { router } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(404, { code: 'NOT_FOUND', message: 'Applicant not found.' }),
      },
    });
    expect(await findToast('Error')).toHaveTextContent('Applicant not found.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruitment/applicants'));
  });

  it('opens the resume, shows the score with matched and missing keywords, and screens again on demand', async () => {
    const screened = applicant({
      ats_score: 100,
      ats_keywords_matched: ['TypeScript', 'Kubernetes'],
      ats_keywords_missing: [],
      ats_last_screened: '2026-11-04T10:00:00.000Z',
    });
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () =>
          json(
            200,
            applicant({
              ats_score: 50,
              ats_keywords_matched: ['TypeScript'],
              ats_keywords_missing: ['Kubernetes'],
              ats_last_screened: '2026-11-03T10:00:00.000Z',
            }),
          ),
        [`POST /api/applicants/${APPLICANT_ID}/screen`]: () =>
          json(200, {
            applicant: screened,
            screening: { status: 'screened', score: 100, matched: ['TypeScript', 'Kubernetes'], missing: [] },
          }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /Open Resume/ });
    expect(open).toHaveAttribute('href', `/files/resumes/resumes/${APPLICANT_ID}_1763000000000.pdf`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('ats-score')).toHaveTextContent('50%');
    expect(
      within(screen.getByRole('list', { name: 'Matched keywords' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript']);
    expect(
      within(screen.getByRole('list', { name: 'Missing keywords' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kubernetes']);
    await user.click(screen.getByRole('button', { name: 'Screen against job' }));
    await waitFor(() => expect(screen.getByTestId('ats-score')).toHaveTextContent('100%'));
    expect(await findToast('Resume Screened')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/applicants/${APPLICANT_ID}/screen`)).toHaveLength(1);
  });

  it('says clearly why a resume cannot be screened, instead of a score', async () => {
    const message = 'Text cannot be extracted from .doc files — upload the resume as PDF or DOCX to screen it.';
    const { user } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant({ resume_file_path: `resumes/${APPLICANT_ID}_1.doc` })),
        [`POST /api/applicants/${APPLICANT_ID}/screen`]: () => json(400, { code: 'VALIDATION_ERROR', message }),
      },
    });
    expect(await screen.findByText('Not screened yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Screen against job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('ats-score')).not.toBeInTheDocument();
  });

  it('cannot screen without a job or a resume, and says which is missing', async () => {
    renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: { ...choices, [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant({ job_id: null, job_title: null })) },
    });
    expect(await screen.findByRole('button', { name: 'Screen against job' })).toBeDisabled();
    expect(screen.getByText('Link this applicant to a job posting to screen the resume.')).toBeInTheDocument();
  });

  it('the delete confirmation says the resume on file goes with the applicant', async () => {
    const { user } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: { ...choices, [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Applicant' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    expect(dialog).toHaveTextContent('Their resume on file is deleted with them.');
  });

  it('the delete confirmation says how many upcoming interviews it cancels, and that attendees are told (decision 0074)', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()),
        [`GET /api/applicants/${APPLICANT_ID}/links`]: () => json(200, { interviews: 1 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Applicant' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    expect(
      await within(dialog).findByText(/1 upcoming interview will be cancelled; the candidate and the interviewers are told by e-mail\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /api/applicants/${APPLICANT_ID}`)).toHaveLength(0);
  });

  it('says nothing of interviews when there are none', async () => {
    const { user } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()),
        [`GET /api/applicants/${APPLICANT_ID}/links`]: () => json(200, { interviews: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Applicant' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    await waitFor(() => expect(dialog).not.toHaveTextContent('Checking for upcoming interviews'));
    expect(dialog).not.toHaveTextContent('interview');
  });

  it('a status changed to Hired says, before saving, that the job’s upcoming interviews will be cancelled (decision 0074)', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()),
        [`GET /api/applicants/${APPLICANT_ID}/links`]: (_init, url) =>
          json(200, { interviews: url?.searchParams.get('job_id') === JOB_ID ? 2 : 0 }),
      },
    });
    const status = await screen.findByLabelText('Status');
    expect(screen.queryByText(/upcoming interviews? will be cancelled/)).toBeNull();
    await user.selectOptions(status, 'Hired');
    expect(
      await screen.findByText('On save, 2 upcoming interviews will be cancelled; the candidate and the interviewers are told by e-mail.'),
    ).toBeInTheDocument();
    await user.selectOptions(status, 'Offer Extended');
    await waitFor(() => expect(screen.queryByText(/upcoming interviews? will be cancelled/)).toBeNull());
    expect(callsTo(fetchMock, `PUT /api/applicants/${APPLICANT_ID}`)).toHaveLength(0);
  });

  it('a status changed to Rejected asks for the reason, refuses to save without one, and sends the one chosen (decision 0078)', async () => {
    const reasons = [
      { id: 'a1111111-1111-4111-8111-111111111111', label: 'Skills do not match', retired: false, applications: 0 },
      { id: 'b2222222-2222-4222-8222-222222222222', label: 'Retired one', retired: true, applications: 2 },
      { id: 'c3333333-3333-4333-8333-333333333333', label: 'Salary expectations', retired: false, applications: 0 },
    ];
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: recruiter,
      handlers: {
        ...choices,
        'GET /api/rejection-reasons': () => json(200, reasons),
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()),
        [`GET /api/applicants/${APPLICANT_ID}/links`]: () => json(200, { interviews: 0 }),
        [`PUT /api/applicants/${APPLICANT_ID}`]: () =>
          json(200, { applicant: applicant({ status: 'Rejected', version: 2 }), screening: null }),
      },
    });
    const status = await screen.findByLabelText('Status');
    expect(screen.queryByLabelText('Rejection Reason *')).toBeNull();
    await user.selectOptions(status, 'Rejected');
    const reason = await screen.findByLabelText('Rejection Reason *');
    await waitFor(() => expect(within(reason).getAllByRole('option')).toHaveLength(3));
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a reason', 'Skills do not match', 'Salary expectations']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please choose a rejection reason.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT /api/applicants/${APPLICANT_ID}`)).toHaveLength(0);

    await user.selectOptions(reason, 'Salary expectations');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, `PUT /api/applicants/${APPLICANT_ID}`)).toHaveLength(1));
    const body = (callsTo(fetchMock, `PUT /api/applicants/${APPLICANT_ID}`)[0][1] as RequestInit).body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({ status: 'Rejected', rejection_reason_id: reasons[2].id });
  });
});
