import { mentionToken } from '@keel/shared/notifications';

export interface Mention {
  id: string;
  name: string;
}

/** The '@word' being typed just before the caret, if any: where it starts and what is typed so far. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([\p{L}\p{N}.'-]{0,30}(?: [\p{L}\p{N}.'-]{0,30})?)$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/** Members whose name contains the query (any case), the ones starting with it first. */
export function suggestMembers<T extends Mention>(members: readonly T[], query: string, max = 6): T[] {
  const q = query.trim().toLowerCase();
  const hits = members.filter((m) => m.name.toLowerCase().includes(q));
  return [...hits.filter((m) => m.name.toLowerCase().startsWith(q)), ...hits.filter((m) => !m.name.toLowerCase().startsWith(q))].slice(
    0,
    max,
  );
}

/**
 * The body to store: each '@Name' chosen from the suggestions and still in the text becomes the
 * stable token '@[Name](user:ID)' (a rename or a second 'Jo' cannot change whom it means).
 */
export function encodeMentions(text: string, mentions: readonly Mention[]): string {
  let out = text;
  // Longer names first, so '@Jo Ann' is not taken for '@Jo'.
  for (const m of [...mentions].sort((a, b) => b.name.length - a.name.length)) {
    out = out.split(`@${m.name}`).join(mentionToken(m.name, m.id));
  }
  return out;
}
