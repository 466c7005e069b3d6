import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, positionBetween, POSITION_STEP } from './lead-position';

describe('positionBetween', () => {
  it('places a card in an empty column, at either end, or strictly between two neighbours', () => {
    expect(positionBetween(null, null)).toBe(0);
    expect(positionBetween(null, 10)).toBe(10 - POSITION_STEP);
    expect(positionBetween(10, null)).toBe(10 + POSITION_STEP);
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.double({ min: 1e-3, max: 1e6, noNaN: true }), (prev, gap) => {
        const next = prev + gap;
        const p = positionBetween(prev, next);
        return p === null || (p > prev && p < next);
      }),
    );
  });

  it('reports an exhausted gap instead of a position that would not sort between', () => {
    expect(positionBetween(5, 5)).toBeNull();
    expect(positionBetween(1, 1 + 1e-9)).toBeNull();
  });
});

describe('column cursors', () => {
  it('round-trip a (position, id) keyset and reject anything else', () => {
    const id = '6f1c2a4e-8d3b-4c5a-9e7f-0123456789ab';
    expect(decodeCursor(encodeCursor(-1234.5678, id))).toEqual({ position: -1234.5678, id });
    for (const bad of [
      '',
      'bm9wZQ',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from(`["1","${id}"]`).toString('base64url'),
      Buffer.from('[1,"x"]').toString('base64url'),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});
