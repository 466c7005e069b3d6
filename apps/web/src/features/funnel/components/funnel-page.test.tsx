import { CANNOT_DELETE_STAGE } from '@keel/shared/funnel';
import type { Board, BoardColumn } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderApp, type RenderAppOptions, testUser } from '../../../test/render-app';

const ids = {
  inquiry: '11111111-1111-4111-8111-111111111111',
  won: '22222222-2222-4222-8222-222222222222',
  lost: '44444444-4444-4444-8444-444444444444',
};

function card(id: string, name: string, stageId: string, extra: Partial<LeadCard> = {}): LeadCard {
  return {
    id,
    stageId,
    position: 0,
    version: 1,
    name,
    company: 'Acme Co',
    firstName: 'Ada',
    lastName: 'Byron',
    dealValue: 45000,
    priority: 'High',
    assignedSalesRep: 'Sam Rivera',
    nextContactDate: '2030-03-09',
    expectedCloseDate: null,
    closedAt: null,
    lostReason: null,
    leadSource: 'Website',
    status: 'New Inquiry',
    salesStage: 'Prospect',
    tags: [],
    companyId: null,
    contactIds: [],
    ...extra,
  };
}

function column(id: string, title: string, cards: LeadCard[], outcome: BoardColumn['outcome'] = 'open'): BoardColumn {
  return {
    id,
    title,
    color: '#3B82F6',
    position: 0,
    outcome,
    winProbability: outcome === 'won' ? 100 : outcome === 'lost' ? 0 : 25,
    count: cards.length,
    totalValue: cards.reduce((s, c) => s + (c.dealValue ?? 0), 0),
    weightedValue: cards.reduce((s, c) => s + (c.dealValue ?? 0), 0) / 4,
    cards,
    nextCursor: null,
  };
}

const board = (): Board => ({
  figures: {
    currency: 'USD',
    open: { deals: 1, value: 45000, weighted: 11250 },
    won: { deals: 0, value: 0 },
    lost: { deals: 0, value: 0 },
  },
  columns: [
    column(ids.inquiry, 'New Inquiry', [card('aaaaaaaa-0000-4000-8000-000000000001', 'Portal Rebuild', ids.inquiry)]),
    column(ids.won, 'Closed Won', [], 'won'),
    column(ids.lost, 'Closed Lost', [], 'lost'),
  ],
});

function renderFunnel(handlers: RenderAppOptions['handlers'] = {}) {
  return renderApp({
    route: '/crm/funnel',
    user: testUser('sales_rep'),
    handlers: {
      'GET /api/funnel/board': () => json(200, board()),
      'GET /api/team/sales-reps': () => json(200, []),
      'GET /api/funnel/lost-reasons': () =>
        json(200, [
          { id: 'r1', label: 'Price' },
          { id: 'r2', label: 'Chose a competitor' },
        ]),
      ...handlers,
    },
  });
}

// happy-dom lays nothing out: give the virtualised columns a viewport (the virtualiser reads
// clientHeight) and the cards a height, as a browser would, so there is something to show.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'column-scroller' ? 600 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(272);
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

const toasts = () => screen.getByRole('region', { name: /notifications/i });

describe('funnel board', { timeout: 20_000 }, () => {
  it('shows each column with its count and total, and each card with what a lead card shows', async () => {
    renderFunnel();
    const inquiry = await screen.findByRole('region', { name: 'New Inquiry' }, { timeout: 5000 });
    expect(within(inquiry).getByTestId('column-summary')).toHaveTextContent('1 leadTotal deal value $45,000');
    const lead = within(inquiry).getByTestId('lead-card');
    for (const text of ['Portal Rebuild', 'Acme Co', 'Ada Byron', '$45,000', 'High', 'Sam Rivera', 'Mar 9, 2030'])
      expect(lead).toHaveTextContent(text);
    expect(within(screen.getByRole('region', { name: 'Closed Won' })).getByText('No leads in this stage yet.')).toBeInTheDocument();
    // The pipeline is the open leads; won and lost are apart (decision 0060), as the server counts them.
    expect(screen.getByTestId('funnel-summary')).toHaveTextContent('1 open lead · $45,000 in the open pipeline · $11,250 weighted');
    expect(screen.getByTestId('funnel-closed')).toHaveTextContent('Won: 0 leads · $0 · Lost: 0 leads · $0');
    expect(within(inquiry).getByTestId('column-outcome')).toHaveTextContent('25% win probability');
    expect(within(screen.getByRole('region', { name: 'Closed Won' })).getByTestId('column-outcome')).toHaveTextContent('Won');
  });

  it('refuses to delete a stage with leads with the documented toast, without asking the server', async () => {
    const { user, fetchMock } = renderFunnel();
    await user.click(await screen.findByRole('button', { name: 'Actions for stage New Inquiry' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete stage' }));
    const toast = await within(toasts()).findByText(CANNOT_DELETE_STAGE.title);
    expect(toast.closest('li')).toHaveTextContent(CANNOT_DELETE_STAGE.description);
    expect(callsTo(fetchMock, `DELETE /api/funnel/stages/${ids.inquiry}`)).toHaveLength(0);
  });

  it("deletes an empty stage after confirmation: 'Stage Deleted!'", async () => {
    const { user, fetchMock } = renderFunnel({ [`DELETE /api/funnel/stages/${ids.won}`]: () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Actions for stage Closed Won' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete stage' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure? This action cannot be undone.' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(toasts()).findByText('Stage Deleted!');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Closed Won' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `DELETE /api/funnel/stages/${ids.won}`)).toHaveLength(1);
  });

  it("shows the server's refusal of a stage delete as 'Cannot Delete Stage' (a lead arrived meanwhile)", async () => {
    const { user } = renderFunnel({
      [`DELETE /api/funnel/stages/${ids.won}`]: () => json(409, { code: 'CONFLICT', message: CANNOT_DELETE_STAGE.description }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for stage Closed Won' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete stage' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await within(toasts()).findByText(CANNOT_DELETE_STAGE.title);
    expect(screen.getByRole('region', { name: 'Closed Won' })).toBeInTheDocument();
  });

  it('moves a card from its menu at once, and puts it back with an error toast when the server refuses', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock } = renderFunnel({
      'POST /api/funnel/leads/aaaaaaaa-0000-4000-8000-000000000001/move': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Portal Rebuild' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed Won' }));
    const won = screen.getByRole('region', { name: 'Closed Won' });
    expect(await within(won).findByRole('link', { name: 'Portal Rebuild' })).toBeInTheDocument();
    expect(within(won).getByTestId('column-summary')).toHaveTextContent('1 leadTotal deal value $45,000');
    const [, init] = callsTo(fetchMock, 'POST /api/funnel/leads/aaaaaaaa-0000-4000-8000-000000000001/move')[0];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ stageId: ids.won, beforeId: null, afterId: null, version: 1 });

    answer(json(409, { code: 'CONFLICT', message: 'Someone else moved this lead.' }));
    const toast = await within(toasts()).findByText('Error updating lead');
    expect(toast.closest('li')).toHaveTextContent('Someone else moved this lead.');
    expect(
      await within(screen.getByRole('region', { name: 'New Inquiry' })).findByRole('link', { name: 'Portal Rebuild' }),
    ).toBeInTheDocument();
  });

  it("creates a stage: 'Stage Created!' and a new column at the end", async () => {
    const { user, fetchMock } = renderFunnel({
      'POST /api/funnel/stages': (init: RequestInit | undefined) =>
        json(201, {
          id: '33333333-3333-4333-8333-333333333333',
          position: 2,
          outcome: 'open',
          winProbability: 75,
          count: 0,
          totalValue: 0,
          weightedValue: 0,
          ...JSON.parse(String(init?.body)),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stage' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Stage' }));
    expect(await within(dialog).findByText('Stage title is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Stage title'), 'Negotiation');
    await user.click(within(dialog).getByRole('button', { name: /^Violet/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Stage' }));
    await within(toasts()).findByText('Stage Created!');
    expect(await screen.findByRole('region', { name: 'Negotiation' })).toBeInTheDocument();
    expect(JSON.parse(String((callsTo(fetchMock, 'POST /api/funnel/stages')[0][1] as RequestInit).body))).toEqual({
      title: 'Negotiation',
      color: '#8B5CF6',
    });
  });

  it('asks why a lead was lost before moving it to a lost stage, from the keyboard; Cancel leaves it where it was', async () => {
    const moveUrl = 'POST /api/funnel/leads/aaaaaaaa-0000-4000-8000-000000000001/move';
    const { user, fetchMock } = renderFunnel({
      [moveUrl]: (init: RequestInit | undefined) =>
        json(200, {
          ...card('aaaaaaaa-0000-4000-8000-000000000001', 'Portal Rebuild', ids.lost),
          version: 2,
          ...JSON.parse(String(init?.body)),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Portal Rebuild' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed Lost' }));
    let dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, moveUrl)).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'New Inquiry' })).getByRole('link', { name: 'Portal Rebuild' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Portal Rebuild' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed Lost' }));
    dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    // Without a choice the dialog says what is missing; arrow keys then choose, Enter confirms.
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Lost' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose why the deal was lost.');
    within(dialog).getByRole('radio', { name: 'Price' }).focus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, moveUrl)).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, moveUrl)[0][1] as RequestInit).body))).toMatchObject({
      stageId: ids.lost,
      lostReason: 'Chose a competitor',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Closed Lost' })).findByRole('link', { name: 'Portal Rebuild' }),
    ).toBeInTheDocument();
  });
});
