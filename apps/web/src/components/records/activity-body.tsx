import { MENTION_PATTERN } from '@keel/shared/notifications';

/** http(s) links in plain text, and mention tokens '@[Name](user:ID)'; everything else stays text. */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
const TOKEN = new RegExp(`${MENTION_PATTERN.source}|${LINK.source}`, 'gi');

/**
 * An activity's body as typed: line breaks kept, web addresses made links, mentions shown as '@Name'. Only text nodes and
 * anchors with http(s) targets are rendered, so nothing a user types can run as script.
 */
export function ActivityBody({ text }: { text: string }) {
  const parts: (string | { href: string } | { mention: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(match[1] ? { mention: match[1] } : { href: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : 'mention' in part ? (
          <strong key={i} className="font-semibold text-accent-800">
            @{part.mention}
          </strong>
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="text-accent-700 underline">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
