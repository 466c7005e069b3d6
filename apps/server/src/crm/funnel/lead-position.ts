/**
 * Card order within a column is a double `position` (ascending, id as tiebreaker). A card dropped
 * between two neighbours takes the midpoint, so a move writes one row. When repeated drops at one
 * spot exhaust the gap, the caller renumbers the column (evenly spaced) and asks again.
 */
export const POSITION_STEP = 1024;
/** Below this gap a midpoint is no longer trusted to sort strictly between its neighbours. */
const MIN_GAP = 1e-6;

/** A position strictly between `prev` and `next` (null: no card on that side); null when there is no room. */
export function positionBetween(prev: number | null, next: number | null): number | null {
  if (prev === null && next === null) return 0;
  if (prev === null) return next! - POSITION_STEP;
  if (next === null) return prev + POSITION_STEP;
  if (next - prev < MIN_GAP) return null;
  const mid = prev + (next - prev) / 2;
  return mid > prev && mid < next ? mid : null;
}

/** Opaque keyset cursor of a column page: the last card's (position, id). */
export function encodeCursor(position: number, id: string): string {
  return Buffer.from(JSON.stringify([position, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { position: number; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [position, id] = value as [unknown, unknown];
    if (typeof position !== 'number' || !Number.isFinite(position)) return undefined;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    return { position, id };
  } catch {
    return undefined;
  }
}
