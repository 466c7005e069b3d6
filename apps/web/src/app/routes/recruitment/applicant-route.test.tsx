import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CandidateTemplate } from '@keel/shared/candidate-mail';
import { callsTo, type FetchHandler, json, renderApp, testUser } from '../../../test/render-app';
import { applicant, APPLICANT_ID, JOB_ID } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

const OTHER_JOB = '66666666-6666-4666-8666-666666666666';
const template = (key: string, name: string, builtIn = true): CandidateTemplate => ({
  key,
  name,
  subject: `${name} subject`,
  body: `${name} body`,
  builtIn,
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const templates = [
  template('acknowledgement', 'Application received'),
  template('rejection', 'Rejection'),
  template('interview-invitation', 'Interview invitation'),
];
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const findToast = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!;

function handlers(extra: Record<string, FetchHandler> = {}): Record<string, FetchHandler> {
  return {
    'GET /api/jobs/choices': () => json(200, [{ job_id: JOB_ID, title: 'Platform Engineer', status: 'Open', location: 'Austin, TX' }]),
    [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
    'GET /api/team/options': () => json(200, []),
    [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, applicant()),
    'GET /api/candidate-mail/templates': () => json(200, { templates }),
    [`POST /api/applicants/${APPLICANT_ID}/candidate-email/preview`]: (init: RequestInit | undefined) => {
      const { templateKey, jobId } = JSON.parse(String(init?.body)) as { templateKey: string; jobId: string | null };
      const title = jobId === OTHER_JOB ? 'Data Analyst' : 'Platform Engineer';
      return json(200, {
        to: 'jane@example.com',
        subject: `${templateKey} for ${title}`,
        body: `Dear Jane,\n\nAbout ${title}.`,
        jobs: [
          { jobId: OTHER_JOB, title: 'Data Analyst' },
          { jobId: JOB_ID, title: 'Platform Engineer' },
        ],
        jobId: jobId ?? JOB_ID,
      });
    },
    [`POST /api/applicants/${APPLICANT_ID}/candidate-email`]: () => json(201, { mailId: 'm1', to: 'jane@example.com', subject: 'x' }),
    ...extra,
  };
}

describe('Send E-mail on the applicant page', () => {
  it('previews the chosen template for the chosen job, sends the edited text and says it is in the outbox', async () => {
    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: handlers(),
    });
    await user.click(await screen.findByRole('button', { name: 'Send E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send E-mail' });
    await user.selectOptions(within(dialog).getByLabelText('Template'), 'rejection');
    expect(await within(dialog).findByDisplayValue('rejection for Platform Engineer')).toBeInTheDocument();
    expect(within(dialog).getByText('jane@example.com')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Job'), OTHER_JOB);
    expect(await within(dialog).findByDisplayValue('rejection for Data Analyst')).toBeInTheDocument();
    const body = within(dialog).getByLabelText(/Message/);
    expect(body).toHaveValue('Dear Jane,\n\nAbout Data Analyst.');
    await user.type(body, ' Good luck.');
    await user.click(within(dialog).getByRole('button', { name: 'Send E-mail' }));
    expect(await findToast('E-mail Sent')).toHaveTextContent('Your e-mail to jane@example.com is in the outbox.');
    const [[, init]] = callsTo(fetchMock, `POST /api/applicants/${APPLICANT_ID}/candidate-email`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      templateKey: 'rejection',
      jobId: OTHER_JOB,
      subject: 'rejection for Data Analyst',
      body: 'Dear Jane,\n\nAbout Data Analyst. Good luck.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send E-mail' })).not.toBeInTheDocument());
  });

  it('says why a template cannot be previewed and offers nothing to send', async () => {
    const message = 'This applicant has no job to name in {{jobTitle}}: give them a job first, or write the e-mail without {{jobTitle}}.';
    const { user } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: handlers({
        [`POST /api/applicants/${APPLICANT_ID}/candidate-email/preview`]: () => json(400, { code: 'VALIDATION_ERROR', message }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send E-mail' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Send E-mail' })).toBeDisabled();
  });

  it('offers the rejection e-mail, preselected, once a save sets the status to Rejected', async () => {
    const { user } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('recruiter'),
      handlers: handlers({
        [`PUT /api/applicants/${APPLICANT_ID}`]: () =>
          json(200, { applicant: applicant({ status: 'Rejected', version: 2 }), screening: null }),
        'GET /api/rejection-reasons': () =>
          json(200, [{ id: 'a1111111-1111-4111-8111-111111111111', label: 'Position filled', retired: false, applications: 0 }]),
      }),
    });
    await user.selectOptions(await screen.findByLabelText('Status'), 'Rejected');
    const reason = await screen.findByLabelText('Rejection Reason *');
    await within(reason).findByRole('option', { name: 'Position filled' });
    await user.selectOptions(reason, 'Position filled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send E-mail' });
    expect(within(dialog).getByLabelText('Template')).toHaveValue('rejection');
    expect(await within(dialog).findByDisplayValue('rejection for Platform Engineer')).toBeInTheDocument();
  });

  it('shows the privacy tools to admins only; erasing needs the name typed', async () => {
    const first = renderApp({ route: `/recruitment/applicants/${APPLICANT_ID}`, user: testUser('recruiter'), handlers: handlers() });
    expect(await screen.findByRole('button', { name: 'Send E-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase Personal Data' })).not.toBeInTheDocument();
    first.unmount();

    const { user, fetchMock } = renderApp({
      route: `/recruitment/applicants/${APPLICANT_ID}`,
      user: testUser('admin'),
      handlers: handlers({ [`POST /api/privacy/applicant/${APPLICANT_ID}/erase`]: () => new Response(null, { status: 204 }) }),
    });
    expect(await screen.findByRole('link', { name: 'Export Data' })).toHaveAttribute(
      'href',
      `/api/privacy/applicant/${APPLICANT_ID}/export`,
    );
    await user.click(screen.getByRole('button', { name: 'Erase Personal Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Personal Data' });
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type Jane Doe to confirm/), 'Jane Do');
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type Jane Doe to confirm/), 'e');
    await user.click(erase);
    expect(await findToast('Personal Data Erased')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, `POST /api/privacy/applicant/${APPLICANT_ID}/erase`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ confirmName: 'Jane Doe' });
  });
});
