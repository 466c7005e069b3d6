import type { MailAttachment } from '@keel/shared/outbox';

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let width = 75;
  while (rest.length > width) {
    let cut = width;
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut -= 1;
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    width = 74;
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n ');
}

/**
 * An attachment with every match of `pattern` replaced by `mark` (decision 0070). A calendar file
 * is unfolded first (a name may straddle a fold), loses the ATTENDEE lines that name the person (the
 * invitation stays valid for everyone else), and is folded again.
 */
export function eraseFromAttachment(file: MailAttachment, pattern: string, mark: string): MailAttachment {
  const matches = () => new RegExp(pattern, 'gi');
  if (!/^text\/calendar\b/i.test(file.contentType)) return { ...file, content: file.content.replace(matches(), mark) };
  const lines = file.content.replace(/\r\n[ \t]/g, '').split('\r\n');
  const kept = lines.filter((line) => !(/^ATTENDEE[;:]/i.test(line) && matches().test(line)));
  return { ...file, content: kept.map((line) => (line === '' ? line : fold(line.replace(matches(), mark)))).join('\r\n') };
}
