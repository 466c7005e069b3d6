import type { InterviewKit, KitTemplate } from '@keel/shared/interview-kits';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { job, JOB_ID, RECRUITER_ID, recruiters } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const general: KitTemplate = {
  template_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'General interview',
  competencies: [
    { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Technical skills', weight: 2, questions: ['How did you test it?'] },
    { id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Communication', weight: null, questions: [] },
  ],
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe("a job's interview kit", () => {
  it('starts from a template (copies, no ids), takes edits and saves', async () => {
    const empty: InterviewKit = { job_id: JOB_ID, competencies: [] };
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        'GET /api/recruiters': () => json(200, recruiters),
        [`GET /api/jobs/${JOB_ID}`]: () => json(200, job()),
        [`GET /api/jobs/${JOB_ID}/board`]: () => json(200, { job_id: JOB_ID, job_title: 'Platform Engineer', columns: [] }),
        [`GET /api/timeline/job/${JOB_ID}`]: () => json(200, { items: [], nextCursor: null }),
        [`GET /api/jobs/${JOB_ID}/interview-kit`]: () => json(200, empty),
        'GET /api/interview-kit-templates': () => json(200, [general]),
        [`PUT /api/jobs/${JOB_ID}/interview-kit`]: () => json(200, empty),
      },
    });
    const template = await screen.findByLabelText('Template', {}, { timeout: 5000 });
    expect(screen.getByText('No competencies yet.')).toBeInTheDocument();
    await waitFor(() => expect(within(template).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(template, general.template_id);
    await user.click(screen.getByRole('button', { name: 'Start from Template' }));
    const first = screen.getByRole('group', { name: 'Competency 1' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Technical skills');
    expect(within(first).getByLabelText('Weight (optional)')).toHaveValue(2);
    expect(within(first).getByLabelText('Guiding questions (one per line)')).toHaveValue('How did you test it?');
    await user.click(screen.getByRole('button', { name: 'Remove competency Communication' }));
    await user.click(screen.getByRole('button', { name: 'Add Competency' }));
    const added = screen.getByRole('group', { name: 'Competency 2' });
    await user.type(within(added).getByLabelText('Name'), 'Ownership');
    await user.type(within(added).getByLabelText('Guiding questions (one per line)'), 'A project you rescued?{Enter}{Enter}Why?');
    await user.click(screen.getByRole('button', { name: 'Save Interview Kit' }));
    expect(await within(toastRegion()).findByText('Interview Kit Saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `PUT /api/jobs/${JOB_ID}/interview-kit`);
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      competencies: [
        { name: 'Technical skills', weight: 2, questions: ['How did you test it?'] },
        { name: 'Ownership', weight: null, questions: ['A project you rescued?', 'Why?'] },
      ],
    });
  });
});

describe('the interview kit templates page', () => {
  it('lists the templates and adds one', async () => {
    const { user, fetchMock } = renderApp({
      route: '/recruitment/interview-kits',
      user: testUser('admin'),
      handlers: {
        'GET /api/interview-kit-templates': () => json(200, [general]),
        'POST /api/interview-kit-templates': () =>
          json(201, { ...general, template_id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: 'Sales' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview Kits' }, { timeout: 5000 })).toBeInTheDocument();
    const existing = screen.getByRole('form', { name: 'Template General interview' });
    expect(within(existing).getByLabelText('Template name')).toHaveValue('General interview');
    await user.click(screen.getByRole('button', { name: 'New Template' }));
    const form = screen.getByRole('form', { name: 'New template' });
    await user.type(within(form).getByLabelText('Template name'), 'Sales');
    await user.click(within(form).getByRole('button', { name: 'Add Competency' }));
    await user.type(within(form).getByLabelText('Name'), 'Discovery');
    await user.type(within(form).getByLabelText('Weight (optional)'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save Template' }));
    expect(await within(toastRegion()).findByText('Template Saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /api/interview-kit-templates');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ name: 'Sales', competencies: [{ name: 'Discovery', weight: 3, questions: [] }] });
  });
});
