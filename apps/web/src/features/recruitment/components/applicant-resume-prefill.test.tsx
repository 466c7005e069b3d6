import { RESUME_PREFILL_FAILED } from '@keel/shared/resume-prefill';
import type { ResumeFields } from '@keel/shared/resume-fields';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { applicant, APPLICANT_ID, JOB_ID } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

const recruiter = testUser('recruiter');
const choices = {
  'GET /api/jobs/choices': () => json(200, [{ job_id: JOB_ID, title: 'Platform Engineer', status: 'Open', location: 'Austin, TX' }]),
  [`GET /api/timeline/applicant/${APPLICANT_ID}`]: () => json(200, { items: [], nextCursor: null }),
  'GET /api/team/options': () => json(200, []),
};
const found = (value: string, from: string) => ({ value, from });
const HEADER = 'Jane Doe | Austin, TX | +1 512 555 0100 | jane@example.com';
const parsed: ResumeFields = {
  first_name: found('Jane', 'Jane Doe'),
  last_name: found('Doe', 'Jane Doe'),
  email: found('jane@example.com', HEADER),
  phone: found('+1 512 555 0100', HEADER),
  linkedin_url: found('https://linkedin.com/in/janedoe', 'linkedin.com/in/janedoe'),
  location: found('Austin, TX', HEADER),
  skills: [found('TypeScript', 'TypeScript, Kubernetes'), found('Kubernetes', 'TypeScript, Kubernetes')],
};
const pdf = () => new File(['%PDF-1.7'], 'Jane CV.pdf', { type: 'application/pdf' });

/** A response the test releases when it chooses (the resume is "being read" until then). */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

allowSlowPages();

describe('Add Applicant prefilled from the resume (decision 0083)', () => {
  it('fills only the fields not typed into, even those typed while the resume was read, and marks what it filled', async () => {
    const reading = deferred();
    const { user, fetchMock } = renderApp({
      route: '/recruitment/applicants/new',
      user: recruiter,
      handlers: { ...choices, 'POST /api/applicants/resume-fields': () => reading.answer },
    });
    await user.type(await screen.findByLabelText('First Name *'), 'Janet');
    await user.selectOptions(screen.getByLabelText('Job Applied For'), JOB_ID);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    expect(await screen.findByText('Reading the resume to fill in the form…')).toBeInTheDocument();
    // Typed while the resume is being read: the answer must not overwrite them.
    await user.type(screen.getByLabelText('Email *'), 'typed@example.com');
    await user.type(screen.getByLabelText('Phone'), '1');
    await user.clear(screen.getByLabelText('Phone'));
    reading.release(json(200, parsed));

    expect(await screen.findByText(/3 fields were filled from the resume/)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name *')).toHaveValue('Janet');
    expect(screen.getByLabelText('Email *')).toHaveValue('typed@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByLabelText('Last Name *')).toHaveValue('Doe');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveValue('https://linkedin.com/in/janedoe');
    expect(screen.getByLabelText('Address')).toHaveValue('Austin, TX');
    expect(screen.getByLabelText('Last Name *')).toHaveAccessibleDescription('Filled from the resume (“Jane Doe”). Please check it.');
    expect(screen.getByLabelText('First Name *')).not.toHaveAccessibleDescription(/resume/);
    // The chosen job's keywords count as skills too.
    const [[url]] = callsTo(fetchMock, 'POST /api/applicants/resume-fields');
    expect(String(url)).toContain(`job_id=${JOB_ID}`);

    // Typing into a filled field makes it the recruiter's: the mark goes.
    await user.type(screen.getByLabelText('Last Name *'), 'e');
    expect(screen.getByLabelText('Last Name *')).toHaveValue('Doee');
    expect(screen.getByLabelText('Last Name *')).not.toHaveAccessibleDescription(/resume/);
  });

  it('offers the skills it found as tags, one by one or all, never twice', async () => {
    const { user } = renderApp({
      route: '/recruitment/applicants/new',
      user: recruiter,
      handlers: { ...choices, 'POST /api/applicants/resume-fields': () => json(200, parsed) },
    });
    await user.type(await screen.findByLabelText('Tags'), 'senior');
    await user.upload(screen.getByLabelText('Resume'), pdf());
    const skills = await screen.findByRole('group', { name: 'Skills in the resume: add them to the tags?' });
    await user.click(within(skills).getByRole('button', { name: 'Add Kubernetes to the tags' }));
    expect(screen.getByLabelText('Tags')).toHaveValue('senior, Kubernetes');
    expect(within(skills).queryByRole('button', { name: 'Add Kubernetes to the tags' })).not.toBeInTheDocument();
    await user.click(within(skills).getByRole('button', { name: 'Add TypeScript to the tags' }));
    expect(screen.getByLabelText('Tags')).toHaveValue('senior, Kubernetes, TypeScript');
    expect(screen.queryByRole('group', { name: /Skills in the resume/ })).not.toBeInTheDocument();
  });

  it('says quietly when the resume cannot be read, keeps it attached, and saves the applicant with it', async () => {
    const saved = applicant();
    const { user, fetchMock } = renderApp({
      route: '/recruitment/applicants/new',
      user: recruiter,
      handlers: {
        ...choices,
        'POST /api/applicants/resume-fields': () =>
          json(400, { code: 'VALIDATION_ERROR', message: 'Reading this resume took too long.', fields: { resume: 'x' } }),
        'POST /api/applicants': () => json(201, { applicant: saved, screening: null }),
        [`GET /api/applicants/${APPLICANT_ID}`]: () => json(200, saved),
      },
    });
    await user.upload(await screen.findByLabelText('Resume'), pdf());
    expect(await screen.findByText(RESUME_PREFILL_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Selected: Jane CV.pdf — it is uploaded when you save.')).toBeInTheDocument();
    expect(screen.queryByText('Resume Upload Failed')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name *'), 'Jane');
    await user.type(screen.getByLabelText('Last Name *'), 'Doe');
    await user.type(screen.getByLabelText('Email *'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/applicants')).toHaveLength(1));
    const body = (callsTo(fetchMock, 'POST /api/applicants')[0][1] as RequestInit).body as FormData;
    expect((body.get('resume') as File).name).toBe('Jane CV.pdf');
  });
});
