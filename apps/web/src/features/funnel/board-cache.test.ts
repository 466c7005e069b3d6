import type { Board, BoardColumn } from '@keel/shared/funnel-board';
import type { LeadCard } from '@keel/shared/funnel-lead';
import { describe, expect, it } from 'vitest';
import { addCardOnTop, appendPage, moveCard, orderStages, removeCard, replaceCard } from './board-cache';

function card(id: string, stageId: string, dealValue: number | null = 100): LeadCard {
  return {
    id,
    stageId,
    position: 0,
    version: 1,
    name: `Lead ${id}`,
    company: null,
    firstName: null,
    lastName: null,
    dealValue,
    priority: 'Medium',
    assignedSalesRep: 'Unassigned',
    nextContactDate: null,
    expectedCloseDate: null,
    closedAt: null,
    lostReason: null,
    leadSource: 'Website',
    status: 'New Inquiry',
    salesStage: 'Prospect',
    tags: ['x'],
    companyId: null,
    contactIds: [],
  };
}

function column(id: string, title: string, cards: LeadCard[], extra: Partial<BoardColumn> = {}): BoardColumn {
  return {
    id,
    title,
    color: '#000000',
    position: 0,
    outcome: 'open',
    winProbability: 50,
    count: cards.length,
    totalValue: cards.reduce((s, c) => s + (c.dealValue ?? 0), 0),
    weightedValue: 0,
    cards,
    nextCursor: null,
    ...extra,
  };
}

const board = (): Board => ({
  figures: { currency: 'USD', open: { deals: 0, value: 0, weighted: 0 }, won: { deals: 0, value: 0 }, lost: { deals: 0, value: 0 } },
  columns: [
    column('s1', 'New Inquiry', [card('a', 's1'), card('b', 's1', 50)]),
    column('s2', 'Contacted', [card('c', 's2'), card('d', 's2')]),
  ],
});

const ids = (b: Board, stage: string) => b.columns.find((c) => c.id === stage)!.cards.map((c) => c.id);

describe('moveCard', () => {
  it('moves a card between neighbours of another column, with docs/product/crm.md#funnel-moves status, stage and tags, and moves its value', () => {
    const next = moveCard(board(), { cardId: 'b', stageId: 's2', beforeId: 'c', afterId: 'd' });
    expect(ids(next, 's1')).toEqual(['a']);
    expect(ids(next, 's2')).toEqual(['c', 'b', 'd']);
    expect(next.columns[1].cards[1]).toMatchObject({
      stageId: 's2',
      status: 'Contacted',
      salesStage: 'Contacted',
      tags: ['Website', 'Contacted'],
    });
    expect(next.columns.map((c) => [c.count, c.totalValue])).toEqual([
      [1, 100],
      [3, 250],
    ]);
  });

  it('reorders within a column without touching status or tags', () => {
    const next = moveCard(board(), { cardId: 'a', stageId: 's1', beforeId: 'b', afterId: null });
    expect(ids(next, 's1')).toEqual(['b', 'a']);
    expect(next.columns[0].cards[1]).toMatchObject({ status: 'New Inquiry', tags: ['x'] });
    expect(next.columns[0].count).toBe(2);
  });

  it('puts a card at the top with only an afterId, and at the end of a fully loaded column with no neighbours', () => {
    expect(ids(moveCard(board(), { cardId: 'a', stageId: 's2', beforeId: null, afterId: 'c' }), 's2')).toEqual(['a', 'c', 'd']);
    expect(ids(moveCard(board(), { cardId: 'a', stageId: 's2', beforeId: null, afterId: null }), 's2')).toEqual(['c', 'd', 'a']);
  });

  it('counts but does not show a card that lands beyond the loaded pages', () => {
    const partial: Board = {
      figures: { currency: 'USD', open: { deals: 0, value: 0, weighted: 0 }, won: { deals: 0, value: 0 }, lost: { deals: 0, value: 0 } },
      columns: [board().columns[0], column('s2', 'Contacted', [card('c', 's2')], { count: 500, nextCursor: 'more' })],
    };
    const next = moveCard(partial, { cardId: 'a', stageId: 's2', beforeId: null, afterId: null });
    expect(ids(next, 's2')).toEqual(['c']);
    expect(next.columns[1].count).toBe(501);
  });

  it('leaves the board alone for an unknown card or column', () => {
    const b = board();
    expect(moveCard(b, { cardId: 'zz', stageId: 's2', beforeId: null, afterId: null })).toBe(b);
    expect(moveCard(b, { cardId: 'a', stageId: 'zz', beforeId: null, afterId: null })).toBe(b);
  });
});

describe('other board updates', () => {
  it('replaces a card with the server version and adjusts the total', () => {
    const next = replaceCard(board(), { ...card('a', 's1', 400), version: 2 });
    expect(next.columns[0].cards[0].version).toBe(2);
    expect(next.columns[0].totalValue).toBe(450);
  });

  it('adds a new card on top and removes a deleted one, keeping counts and totals', () => {
    const added = addCardOnTop(board(), card('n', 's2', 1000));
    expect(ids(added, 's2')).toEqual(['n', 'c', 'd']);
    expect(added.columns[1]).toMatchObject({ count: 3, totalValue: 1200 });
    const removed = removeCard(added, 'c');
    expect(ids(removed, 's2')).toEqual(['n', 'd']);
    expect(removed.columns[1]).toMatchObject({ count: 2, totalValue: 1100 });
  });

  it('appends a loaded page without repeating a card already shown', () => {
    const next = appendPage(board(), 's2', [card('d', 's2'), card('e', 's2')], null);
    expect(ids(next, 's2')).toEqual(['c', 'd', 'e']);
  });

  it('orders the columns as given', () => {
    expect(orderStages(board(), ['s2', 's1']).columns.map((c) => [c.id, c.position])).toEqual([
      ['s2', 0],
      ['s1', 1],
    ]);
  });
});
