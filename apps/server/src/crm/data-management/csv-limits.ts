/** A CSV record (one row, quoted line breaks included) may be at most this many characters. */
export const MAX_CSV_RECORD_CHARS = 64 * 1024;
/** A CSV record may have at most this many fields (the header as many columns). */
export const MAX_CSV_FIELDS = 500;

const QUOTE = 0x22;
const BREAK_OR_QUOTE = /["\r\n]/g;

/**
 * Watches a CSV's text as it arrives, before the parser: papaparse keeps an unfinished record whole
 * and parses it again with every chunk, so one enormous line (or a quote left open) costs time
 * quadratic in its length on the event loop. Returns a check for each next chunk of text, answering
 * why the file is refused, or null. It jumps from quote to quote and line break to line break with
 * native searches, so it costs little next to the parsing itself.
 */
export function csvRecordLimits(maxChars = MAX_CSV_RECORD_CHARS): (chunk: string) => string | null {
  let quoted = false;
  let chars = 0; // of the current record
  let row = 0; // the current record's number (0 = the header)
  const tooLong = () => `Row ${row} is longer than ${maxChars / 1024} kB${quoted ? ': a quote is probably not closed' : ''}.`;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      let at: number;
      if (quoted) {
        at = chunk.indexOf('"', i);
      } else {
        BREAK_OR_QUOTE.lastIndex = i;
        at = BREAK_OR_QUOTE.exec(chunk)?.index ?? -1;
      }
      if (at < 0) {
        chars += chunk.length - i;
        break;
      }
      chars += at - i + 1;
      if (chars > maxChars) return tooLong();
      if (chunk.charCodeAt(at) === QUOTE)
        quoted = !quoted; // an escaped "" toggles twice
      else {
        chars = 0;
        row++;
      }
      i = at + 1;
    }
    return chars > maxChars ? tooLong() : null;
  };
}
