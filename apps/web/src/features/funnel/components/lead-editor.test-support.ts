import type { Board } from '@keel/shared/funnel-board';
import type { Lead } from '@keel/shared/funnel-lead';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { json, renderApp, type RenderAppOptions, testUser } from '../../../test/render-app';

/** The funnel page with one lead, for the lead editor's tests: its data, the board's geometry in jsdom, and a render. */
export const stageId = '11111111-1111-4111-8111-111111111111';
export const leadId = 'aaaaaaaa-0000-4000-8000-000000000001';
export const repId = 'bbbbbbbb-0000-4000-8000-000000000002';

export const lead: Lead = {
  id: leadId,
  stageId,
  stageTitle: 'New Inquiry',
  stageOutcome: 'open',
  position: 0,
  version: 3,
  name: 'Portal Rebuild',
  title: null,
  description: null,
  priority: 'Medium',
  tags: ['Website', 'New Inquiry'],
  firstName: 'Ada',
  lastName: null,
  company: 'Acme Co',
  workEmail: null,
  email: null,
  mobilePhone: null,
  phone: null,
  jobTitle: null,
  leadSource: 'Website',
  status: 'New Inquiry',
  inquiryDate: null,
  lastContactDate: null,
  nextContactDate: null,
  expectedCloseDate: null,
  closedAt: null,
  lostReason: null,
  assignedSalesRepId: null,
  assignedSalesRep: 'Unassigned',
  salesStage: 'Prospect',
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
  address: { city: 'Austin' },
  businessAddress: null,
  homeAddress: null,
  dateCreated: '2026-03-01T10:00:00.000Z',
  dateModified: '2026-03-02T10:00:00.000Z',
  createdBy: 'Sam Rivera',
  lastModifiedBy: 'Avery Morgan',
  companyId: null,
  contactIds: [],
  contacts: [],
};

export const board: Board = {
  figures: {
    currency: 'USD',
    open: { deals: 1, value: 45000, weighted: 11250 },
    won: { deals: 0, value: 0 },
    lost: { deals: 0, value: 0 },
  },
  columns: [
    {
      id: stageId,
      title: 'New Inquiry',
      color: '#3B82F6',
      position: 0,
      outcome: 'open',
      winProbability: 25,
      count: 1,
      totalValue: 45000,
      weightedValue: 11250,
      nextCursor: null,
      cards: [{ ...lead }],
    },
  ],
};

/** Gives the board's columns a height in jsdom, so the virtual card lists render their cards. */
export function mockBoardGeometry() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'column-scroller' ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      width: 272,
      height: 120,
      right: 272,
      bottom: 120,
      toJSON: () => ({}),
    } as DOMRect);
  });
  afterEach(() => vi.restoreAllMocks());
}

export function renderEditor(handlers: RenderAppOptions['handlers'] = {}) {
  return renderApp({
    route: '/crm/funnel',
    user: testUser('user'),
    handlers: {
      'GET /api/funnel/board': () => json(200, board),
      'GET /api/team/sales-reps': () => json(200, [{ id: repId, fullName: 'Sam Rivera', role: 'sales_rep' }]),
      [`GET /api/funnel/leads/${leadId}`]: () => json(200, lead),
      ...handlers,
    },
  });
}

/** Opens a card's quick editor from its menu (the card's name opens the deal page). */
export async function openQuickEditor(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name: 'Quick edit' }));
}
