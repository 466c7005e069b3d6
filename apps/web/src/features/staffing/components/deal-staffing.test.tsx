import type { Demand } from '@keel/shared/demands';
import type { Lead } from '@keel/shared/funnel-lead';
import type { Skill } from '@keel/shared/skills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, testUser } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const DEAL = 'aaaaaaaa-0000-4000-8000-000000000001';
const DEMAND = 'dddddddd-0000-4000-8000-000000000004';
const REACT = 'a1111111-1111-4111-8111-111111111111';
const TS = 'b2222222-2222-4222-8222-222222222222';
const SKILLS: Skill[] = [
  { skill_id: REACT, name: 'React', synonyms: ['React.js'], consultants: 0 },
  { skill_id: TS, name: 'TypeScript', synonyms: ['TS'], consultants: 0 },
];

/** The deal the page shows: only what the page reads matters here. */
const deal = {
  id: DEAL,
  stageId: '11111111-1111-4111-8111-111111111111',
  stageTitle: 'Won',
  stageOutcome: 'won',
  position: 0,
  version: 1,
  name: 'Portal Rebuild',
  title: null,
  description: null,
  priority: 'Medium',
  tags: [],
  firstName: null,
  lastName: null,
  company: 'Acme Co',
  workEmail: null,
  email: null,
  mobilePhone: null,
  phone: null,
  jobTitle: null,
  leadSource: 'Website',
  status: 'Won',
  inquiryDate: null,
  lastContactDate: null,
  nextContactDate: null,
  expectedCloseDate: null,
  closedAt: null,
  lostReason: null,
  assignedSalesRepId: null,
  assignedSalesRep: 'Unassigned',
  salesStage: 'Closed Won',
  dealValue: 45000,
  meetingNotes: null,
  industry: 'Other',
  sourceCampaign: null,
  utmParameters: null,
  serviceInterest: null,
  budgetRange: null,
  timeline: null,
  website: null,
  socialProfiles: {},
  instantMessageHandles: null,
  birthday: null,
  location: null,
  address: null,
  businessAddress: null,
  homeAddress: null,
  dateCreated: '2026-03-01T10:00:00.000Z',
  dateModified: '2026-03-02T10:00:00.000Z',
  createdBy: 'Sam Rivera',
  lastModifiedBy: 'Sam Rivera',
  companyId: null,
  contactIds: [],
  contacts: [],
} satisfies Lead;

const demand: Demand = {
  demand_id: DEMAND,
  deal_id: DEAL,
  role_title: 'React lead',
  seniority: 'lead',
  skills: [{ skill_id: REACT, name: 'React', min_level: 4 }],
  starts_on: '2027-03-01',
  ends_on: '2027-05-31',
  allocation_pct: 80,
  remote: false,
  city: 'Berlin',
  country: 'DE',
  notes: null,
  rate: { target_day_rate: 900, rate_currency: 'EUR' },
  version: 1,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  updated_by: 'Sam Rivera',
};

function setUp(role: 'sales_rep' | 'user', demands: Demand[], extra: Record<string, () => Response> = {}) {
  return renderApp({
    route: `/crm/deals/${DEAL}`,
    user: testUser(role),
    handlers: {
      [`GET /api/funnel/leads/${DEAL}`]: () => json(200, deal),
      [`GET /api/timeline/deal/${DEAL}`]: () => json(200, { items: [], nextCursor: null }),
      [`GET /api/deals/${DEAL}/demands`]: () => json(200, demands),
      'GET /api/skills': () => json(200, SKILLS),
      ...extra,
    },
  });
}

const bodyOf = (fetchMock: Parameters<typeof callsTo>[0], key: string) =>
  JSON.parse(String((callsTo(fetchMock, key)[0][1] as RequestInit).body)) as Record<string, unknown>;

describe('the deal page’s Staffing section (decision 0092)', () => {
  it('lets a sales rep add a demand in the dialog: labelled fields, skills at a minimum level, the target rate', async () => {
    const list: Demand[] = [];
    const { user, fetchMock } = setUp('sales_rep', list, {
      [`POST /api/deals/${DEAL}/demands`]: () => {
        list.push(demand);
        return json(201, demand);
      },
    });
    const staffing = await screen.findByRole('region', { name: /Staffing/ });
    expect(await within(staffing).findByText('No demands yet.')).toBeInTheDocument();
    await user.click(within(staffing).getByRole('button', { name: 'Add Demand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Demand' });
    await user.type(within(dialog).getByLabelText(/^Role title/), 'React lead');
    await user.selectOptions(within(dialog).getByLabelText('Seniority'), 'lead');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-03-01');
    await user.type(within(dialog).getByLabelText('End date'), '2027-02-01');
    await user.clear(within(dialog).getByLabelText(/^Allocation/));
    await user.type(within(dialog).getByLabelText(/^Allocation/), '80');
    await user.type(within(dialog).getByLabelText('City'), 'Berlin');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), 'DE');
    await user.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    await user.selectOptions(await within(dialog).findByLabelText('Skill 1'), REACT);
    await user.selectOptions(within(dialog).getByLabelText('Minimum level of React'), '4');
    expect(within(dialog).queryByLabelText('Years of React')).toBeNull();
    await user.type(within(dialog).getByLabelText('Target day rate'), '900');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    // An end before the start is refused before anything is sent.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    expect(callsTo(fetchMock, `POST /api/deals/${DEAL}/demands`)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2027-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    expect(await within(staffing).findByRole('heading', { name: 'React lead' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetchMock, `POST /api/deals/${DEAL}/demands`)).toMatchObject({
      role_title: 'React lead',
      seniority: 'lead',
      skills: [{ skill_id: REACT, min_level: 4 }],
      starts_on: '2027-03-01',
      ends_on: '2027-05-31',
      allocation_pct: 80,
      remote: false,
      city: 'Berlin',
      country: 'DE',
      rate: { target_day_rate: 900, rate_currency: 'EUR' },
    });
    expect(staffing).toHaveTextContent('Target 900 EUR per day');
    expect(staffing).toHaveTextContent('React · at least 4 (Expert)');
  });

  it('shows a plain user the demands without Add, Edit, Remove or a rate', async () => {
    const { rate: _hidden, ...withoutRate } = demand;
    setUp('user', [withoutRate]);
    const staffing = await screen.findByRole('region', { name: /Staffing/ });
    expect(await within(staffing).findByRole('heading', { name: 'React lead' })).toBeInTheDocument();
    expect(staffing).toHaveTextContent('Lead');
    expect(staffing).toHaveTextContent('80%');
    expect(staffing).toHaveTextContent('Berlin, DE');
    expect(within(staffing).queryByRole('button', { name: /Add Demand|Edit|Remove/ })).toBeNull();
    expect(staffing).not.toHaveTextContent('Target');
  });

  it('sends an edit with the version it started from and shows a stale refusal in the dialog', async () => {
    const { user, fetchMock } = setUp('sales_rep', [demand], {
      [`PUT /api/deals/${DEAL}/demands/${DEMAND}`]: () =>
        json(409, {
          code: 'CONFLICT',
          message: 'Someone else saved this record after you opened it.',
          stale: { version: 2, changedBy: 'Ada Admin', changedAt: '2026-11-27T11:00:00.000Z' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit React lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit React lead' });
    expect(within(dialog).getByLabelText(/^Role title/)).toHaveValue('React lead');
    expect(within(dialog).getByLabelText('Minimum level of React')).toHaveValue('4');
    await user.clear(within(dialog).getByLabelText(/^Role title/));
    await user.type(within(dialog).getByLabelText(/^Role title/), 'React architect');
    await user.click(within(dialog).getByRole('button', { name: 'Save Demand' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this record after you opened it.');
    expect(bodyOf(fetchMock, `PUT /api/deals/${DEAL}/demands/${DEMAND}`)).toMatchObject({ role_title: 'React architect', version: 1 });
  });
});
