/** http(s) links in plain text; everything else stays text. */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * An activity's body as typed: line breaks kept, web addresses made links. Only text nodes and
 * anchors with http(s) targets are rendered, so nothing a user types can run as script.
 */
export function ActivityBody({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ href: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="text-accent-700 underline">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
