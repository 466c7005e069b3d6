import type { Consultant } from '@keel/shared/consultants';
import type { Skill } from '@keel/shared/skills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const REACT = 'a1111111-1111-4111-8111-111111111111';
const TS = 'b2222222-2222-4222-8222-222222222222';
const SKILLS: Skill[] = [
  { skill_id: REACT, name: 'React', synonyms: ['React.js'], consultants: 0 },
  { skill_id: TS, name: 'TypeScript', synonyms: ['TS'], consultants: 0 },
];
const ID = 'c3333333-3333-4333-8333-333333333333';
const MEMBER = 'd4444444-4444-4444-8444-444444444444';

const saved = (body: Record<string, unknown>, withRates: boolean): Consultant => ({
  consultant_id: ID,
  full_name: String(body.full_name),
  email: null,
  phone: (body.phone as string) ?? null,
  title: (body.title as string) ?? null,
  engagement: body.engagement as Consultant['engagement'],
  user_id: null,
  user_name: null,
  city: (body.city as string) ?? null,
  country: (body.country as string) ?? null,
  time_zone: null,
  notes: null,
  skills: (body.skills as Array<{ skill_id: string; level: number; years: number | null }>).map((s) => ({
    ...s,
    name: SKILLS.find((k) => k.skill_id === s.skill_id)!.name,
  })),
  unavailability: [],
  ...(withRates ? { rates: body.rates as Consultant['rates'] } : {}),
  origin: null,
  has_resume: false,
  version: 1,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  updated_by: 'Someone',
});

function setUp(role: 'sales_rep' | 'recruiter') {
  let last: Consultant | undefined;
  const app = renderApp({
    route: '/crm/consultants/new',
    user: testUser(role),
    handlers: {
      'GET /api/skills': () => json(200, SKILLS),
      'GET /api/consultants/member-choices': () =>
        json(200, [
          { id: MEMBER, full_name: 'Grace Member', email: 'grace@example.test', consultant_id: null },
          { id: 'e5555555-5555-4555-8555-555555555555', full_name: 'Linked Elsewhere', email: 'le@example.test', consultant_id: ID },
        ]),
      'POST /api/consultants': (init) => {
        last = saved(JSON.parse(String(init?.body)) as Record<string, unknown>, role === 'sales_rep');
        return json(201, last);
      },
      [`GET /api/consultants/${ID}`]: () => json(200, last),
    },
  });
  return app;
}

async function fillWithTwoSkills(user: ReturnType<typeof setUp>['user']) {
  await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
  await user.type(screen.getByLabelText(/^Title/), 'Frontend lead');
  await user.selectOptions(screen.getByLabelText('Engagement'), 'contractor');
  await user.type(screen.getByLabelText('Home city'), 'Lisbon');
  await user.selectOptions(screen.getByLabelText('Country'), 'PT');
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  await user.selectOptions(await screen.findByLabelText('Skill 1'), REACT);
  await user.selectOptions(screen.getByLabelText('Level of React'), '4');
  await user.type(screen.getByLabelText('Years of React'), '6');
  await user.click(screen.getByRole('button', { name: 'Add skill' }));
  // The skill chosen above is not offered again.
  expect(within(screen.getByLabelText('Skill 2')).queryByRole('option', { name: 'React' })).toBeNull();
  await user.selectOptions(screen.getByLabelText('Skill 2'), TS);
}

describe('the consultant form (decision 0087)', () => {
  it('adds a consultant with two skills and, for a sales rep, their rates; then shows the record', async () => {
    const { user, fetchMock } = setUp('sales_rep');
    await fillWithTwoSkills(user);
    // Members linked to another consultant are not offered.
    expect(within(screen.getByLabelText('Team member')).queryByRole('option', { name: /Linked Elsewhere/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Team member'), MEMBER);
    await user.type(screen.getByLabelText('Day rate'), '900');
    await user.click(screen.getByRole('button', { name: 'Save Consultant' }));
    // A rate without its currency is refused before it is sent.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the currency of the rates.');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save Consultant' }));
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/consultants')[0][1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      full_name: 'Grace Hopper',
      title: 'Frontend lead',
      engagement: 'contractor',
      city: 'Lisbon',
      country: 'PT',
      user_id: MEMBER,
      skills: [
        { skill_id: REACT, level: 4, years: 6 },
        { skill_id: TS, level: 3, years: null },
      ],
      rates: { day_rate: 900, cost_rate: null, rate_currency: 'EUR' },
    });
    expect(screen.getByRole('region', { name: 'Rates' })).toHaveTextContent('900 EUR');
    expect(screen.getByRole('region', { name: /Skills/ })).toHaveTextContent('Level 4 – Expert · 6 years');
  });

  it('offers a recruiter no rates and sends none', async () => {
    const { user, fetchMock } = setUp('recruiter');
    await fillWithTwoSkills(user);
    expect(screen.queryByLabelText('Day rate')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Consultant' }));
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/consultants')[0][1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('rates');
    expect(screen.queryByRole('region', { name: 'Rates' })).toBeNull();
  });
});

describe('the consultant page', () => {
  const record = saved({ full_name: 'Ada Lovelace', engagement: 'employee', skills: [{ skill_id: REACT, level: 2, years: null }] }, false);

  it('shows a plain user the record without edit, delete or rates', async () => {
    renderApp({
      route: `/crm/consultants/${ID}`,
      user: testUser('user'),
      handlers: { [`GET /api/consultants/${ID}`]: () => json(200, record), 'GET /api/skills': () => json(200, SKILLS) },
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Skills/ })).toHaveTextContent('React');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rates' })).toBeNull();
  });

  it('sends an edit with the version it started from and shows a stale refusal', async () => {
    const { user, fetchMock } = renderApp({
      route: `/crm/consultants/${ID}`,
      user: testUser('recruiter'),
      handlers: {
        [`GET /api/consultants/${ID}`]: () => json(200, record),
        'GET /api/skills': () => json(200, SKILLS),
        [`PUT /api/consultants/${ID}`]: () =>
          json(409, {
            code: 'CONFLICT',
            message: 'Someone else saved this record after you opened it.',
            stale: { version: 2, changedBy: 'Sam Sales', changedAt: '2026-11-27T11:00:00.000Z' },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Consultant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this record after you opened it.');
    const body = JSON.parse(String((callsTo(fetchMock, `PUT /api/consultants/${ID}`)[0][1] as RequestInit).body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ full_name: 'Ada King', version: 1 });
    expect(body).not.toHaveProperty('rates');
  });
});
