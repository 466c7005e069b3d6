/**
 * The text encodings an import file may be written in (decision 0056): UTF-8 with or without a byte-order
 * mark, UTF-16 (Excel's "Unicode Text", Outlook), Windows-1252 (Outlook, Excel on Windows) and
 * ISO-8859-1 (Salesforce's default). Detection from the first bytes, and strict decoding: a byte
 * sequence that is invalid in the chosen encoding is an error, never a U+FFFD in the text.
 *
 * The single-byte encodings are decoded here rather than by TextDecoder: Node 20's
 * TextDecoder('windows-1252') decodes as ISO-8859-1 (0x80 → U+0080 instead of €).
 */

export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** How the preview names each encoding. */
export const ENCODING_LABELS: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE (Excel Unicode Text)',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 (Western European)',
  'iso-8859-1': 'ISO-8859-1 (Latin-1)',
};

/** Bytes read before the encoding and the file's layout are decided. */
export const SAMPLE_BYTES = 64 * 1024;

/** Windows-1252's characters for the bytes 0x80–0x9F; 0 marks the five bytes it leaves undefined. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** A file whose bytes are not valid in the encoding it is read in. */
export class TextDecodeError extends Error {
  constructor(
    readonly encoding: TextEncoding,
    /** The offset of the first invalid byte in the file (approximate for UTF-16). */
    readonly byteOffset: number,
    /** The text of the chunk's bytes before the invalid one (its rows are read before the error is reported). */
    readonly textBefore = '',
  ) {
    super(
      `The file is not valid ${ENCODING_LABELS[encoding]} text (byte ${byteOffset + 1}). Choose the encoding it was saved in (for example Windows-1252).`,
    );
  }
}

/** Length of the UTF-8 sequence a lead byte starts (0: not a lead byte). */
function utf8Length(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/**
 * The offset of the first byte that is not valid UTF-8, or -1. A sequence cut by the end of
 * `bytes` counts as valid unless `complete` (more bytes may follow).
 */
export function invalidUtf8At(bytes: Uint8Array, complete: boolean): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const n = utf8Length(b);
    if (n === 0) return i;
    if (i + n > bytes.length) {
      for (let j = i + 1; j < bytes.length; j++) if ((bytes[j] & 0xc0) !== 0x80) return i;
      return complete ? i : -1;
    }
    for (let j = 1; j < n; j++) if ((bytes[i + j] & 0xc0) !== 0x80) return i;
    // Overlong three- and four-byte forms, surrogates, and code points past U+10FFFF.
    const second = bytes[i + 1];
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f))
      return i;
    i += n;
  }
  return -1;
}

/**
 * The encoding a file is most likely written in, from its first bytes (`complete`: the whole
 * file): a byte-order mark decides; then UTF-16 without one (ASCII text has a NUL in every other
 * byte); then valid UTF-8 (plain ASCII included); then Windows-1252 when a byte in 0x80–0x9F is one
 * of its characters (€, curly quotes, dashes), else ISO-8859-1 (the two agree on every other byte).
 */
export function detectEncoding(sample: Uint8Array, complete = false): TextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  const pairs = Math.floor(Math.min(sample.length, 4096) / 2);
  if (pairs >= 2) {
    let evenNul = 0;
    let oddNul = 0;
    for (let i = 0; i < pairs; i++) {
      if (sample[2 * i] === 0) evenNul++;
      if (sample[2 * i + 1] === 0) oddNul++;
    }
    if (oddNul >= pairs * 0.4 && evenNul <= pairs * 0.05) return 'utf-16le';
    if (evenNul >= pairs * 0.4 && oddNul <= pairs * 0.05) return 'utf-16be';
  }
  if (invalidUtf8At(sample, complete) < 0) return 'utf-8';
  let cp1252 = false;
  for (const b of sample) {
    if (b < 0x80 || b > 0x9f) continue;
    if (CP1252_HIGH[b - 0x80] === 0) return 'iso-8859-1'; // a byte Windows-1252 does not define
    cp1252 = true;
  }
  return cp1252 ? 'windows-1252' : 'iso-8859-1';
}

/** Decodes a file's bytes chunk by chunk (a character split across chunks is kept whole). */
export interface StreamDecoder {
  /** The text of these bytes; throws TextDecodeError at an invalid sequence. */
  write(bytes: Uint8Array): string;
  /** The end of the file: throws TextDecodeError when it ends inside a character. */
  end(): string;
}

function singleByteDecoder(encoding: 'windows-1252' | 'iso-8859-1'): StreamDecoder {
  let offset = 0;
  const table = encoding === 'windows-1252' ? CP1252_HIGH : undefined;
  return {
    write(bytes) {
      const codes = new Uint16Array(bytes.length);
      for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (table && b >= 0x80 && b <= 0x9f) {
          const code = table[b - 0x80];
          if (code === 0) throw new TextDecodeError(encoding, offset + i, String.fromCharCode(...codes.subarray(0, i)));
          codes[i] = code;
        } else codes[i] = b;
      }
      offset += bytes.length;
      let text = '';
      for (let i = 0; i < codes.length; i += 8192) text += String.fromCharCode(...codes.subarray(i, i + 8192));
      return text;
    },
    end: () => '',
  };
}

function unicodeDecoder(encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): StreamDecoder {
  // The byte-order mark is dropped (ignoreBOM false), as a spreadsheet does.
  const decoder = new TextDecoder(encoding, { fatal: true });
  let offset = 0;
  let carried = new Uint8Array(0); // bytes of a character not complete yet (UTF-8: for the error's offset)
  const fail = (bytes: Uint8Array, complete: boolean): never => {
    const at = Math.max(0, encoding === 'utf-8' ? invalidUtf8At(bytes, complete) : 0);
    const before = at > 0 ? new TextDecoder(encoding).decode(bytes.subarray(0, at)) : '';
    throw new TextDecodeError(encoding, offset - carried.length + at, before);
  };
  return {
    write(bytes) {
      let text: string;
      try {
        text = decoder.decode(bytes, { stream: true });
      } catch {
        const joined = new Uint8Array(carried.length + bytes.length);
        joined.set(carried);
        joined.set(bytes, carried.length);
        return fail(joined, false);
      }
      if (encoding === 'utf-8') {
        // Keep the unfinished tail only to place an error exactly.
        let tail = 0;
        for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
          if ((bytes[i] & 0xc0) !== 0x80) {
            tail = utf8Length(bytes[i]) > bytes.length - i ? bytes.length - i : 0;
            break;
          }
        }
        carried = bytes.slice(bytes.length - tail);
      }
      offset += bytes.length;
      return text;
    },
    end() {
      try {
        return decoder.decode();
      } catch {
        return fail(carried, true);
      }
    },
  };
}

export function createStreamDecoder(encoding: TextEncoding): StreamDecoder {
  return encoding === 'windows-1252' || encoding === 'iso-8859-1' ? singleByteDecoder(encoding) : unicodeDecoder(encoding);
}

/** A whole file's text in an encoding (tests, small files). */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  const decoder = createStreamDecoder(encoding);
  return decoder.write(bytes) + decoder.end();
}

/** Text as UTF-8 with a byte-order mark ("for Excel": Excel reads a CSV without one as the system's ANSI code page). */
export const UTF8_BOM = '\uFEFF';
