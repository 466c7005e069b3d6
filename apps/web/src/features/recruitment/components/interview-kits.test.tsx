import type { InterviewKit, KitTemplate } from '@keel/shared/interview-kits';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';
import { JOB_ID, jobPageHandlers, RECRUITER_ID } from '../../../test/fixtures/recruitment';
import { allowSlowPages } from '../../../test/test-timing';

allowSlowPages();

const recruiter = testUser('recruiter', { id: RECRUITER_ID });
const toastRegion = () => screen.getByRole('region', { name: /notifications/i });
const general: KitTemplate = {
  template_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'General interview',
  competencies: [
    {
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      name: 'Technical skills',
      weight: 2,
      questions: ['How did you test it?'],
      skill_id: null,
      skill_name: null,
    },
    { id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Communication', weight: null, questions: [], skill_id: null, skill_name: null },
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
        ...jobPageHandlers(),
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
        { name: 'Technical skills', weight: 2, questions: ['How did you test it?'], skill_id: null },
        { name: 'Ownership', weight: null, questions: ['A project you rescued?', 'Why?'], skill_id: null },
      ],
    });
  });
});

describe('competencies that name a skill (decision 0109)', () => {
  const REACT = 'a1111111-1111-4111-8111-111111111111';
  const KOTLIN = 'a2222222-2222-4222-8222-222222222222';
  const skills = [
    { skill_id: KOTLIN, name: 'Kotlin', synonyms: [], consultants: 0 },
    { skill_id: REACT, name: 'React', synonyms: ['React.js', 'ReactJS'], consultants: 2 },
  ];
  it("offers the graph's skills with their synonyms, links a competency typed as a synonym, and saves the link", async () => {
    const linked: InterviewKit = {
      job_id: JOB_ID,
      competencies: [
        {
          id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
          name: 'Kotlin depth',
          weight: null,
          questions: [],
          skill_id: KOTLIN,
          skill_name: 'Kotlin',
        },
      ],
    };
    const { user, fetchMock } = renderApp({
      route: `/recruitment/jobs/${JOB_ID}`,
      user: recruiter,
      handlers: {
        ...jobPageHandlers(),
        [`GET /api/jobs/${JOB_ID}/interview-kit`]: () => json(200, linked),
        'GET /api/interview-kit-templates': () => json(200, []),
        'GET /api/skills': () => json(200, skills),
        [`PUT /api/jobs/${JOB_ID}/interview-kit`]: () => json(200, linked),
      },
    });
    const first = await screen.findByRole('group', { name: 'Competency 1' }, { timeout: 5000 });
    const picker = within(first).getByLabelText('Skill rated (optional)');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No skill (free text)', 'Kotlin', 'React (React.js, ReactJS)']),
    );
    expect(picker).toHaveValue(KOTLIN);
    // A saved link stays when the name changes; "No skill" unlinks it.
    await user.type(within(first).getByLabelText('Name'), ' (JVM)');
    expect(picker).toHaveValue(KOTLIN);
    await user.selectOptions(picker, '');
    await user.click(screen.getByRole('button', { name: 'Add Competency' }));
    const added = screen.getByRole('group', { name: 'Competency 2' });
    await user.type(within(added).getByLabelText('Name'), 'react.JS');
    expect(within(added).getByLabelText('Skill rated (optional)')).toHaveValue(REACT);
    await user.click(screen.getByRole('button', { name: 'Save Interview Kit' }));
    expect(await within(toastRegion()).findByText('Interview Kit Saved')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `PUT /api/jobs/${JOB_ID}/interview-kit`);
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      competencies: [
        { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Kotlin depth (JVM)', weight: null, questions: [], skill_id: null },
        { name: 'react.JS', weight: null, questions: [], skill_id: REACT },
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
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      name: 'Sales',
      competencies: [{ name: 'Discovery', weight: 3, questions: [], skill_id: null }],
    });
  });
});
