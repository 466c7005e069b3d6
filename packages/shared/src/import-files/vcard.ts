import { createStreamDecoder, type TextEncoding } from './text-encoding';

/**
 * vCard 2.1, 3.0 and 4.0 (RFC 2426, RFC 6350) read as contact rows (decision 0056): Google and
 * iCloud write 3.0, Outlook 2.1 (quoted-printable values), others 4.0. Each card becomes one row
 * of VCARD_COLUMNS, named as Keel's contacts export names its columns, so the mapping is automatic
 * and the rest of the import (values, rules, matching) is the CSV's.
 */
export const VCARD_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'workEmail',
  'homeEmail',
  'phone',
  'mobilePhone',
  'homePhone',
  'company',
  'jobTitle',
  'address',
  'address2',
  'city',
  'state',
  'zipCode',
  'country',
  'birthday',
  'linkedinProfile',
  'instagramProfile',
  'instant_message_handles',
  'tags',
  'description',
] as const;
type Column = (typeof VCARD_COLUMNS)[number];

interface Property {
  name: string;
  group: string;
  params: Map<string, string[]>;
  value: string;
}

/** vCard text escapes: \n, \, \; \\ (3.0 and 4.0). */
const unescape = (text: string) => text.replace(/\\([nN,;:\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Splits a structured value on unescaped `separator`, then unescapes each part. */
function components(value: string, separator = ';'): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && i + 1 < value.length) {
      current += c + value[i + 1];
      i++;
    } else if (c === separator) {
      parts.push(unescape(current));
      current = '';
    } else current += c;
  }
  parts.push(unescape(current));
  return parts.map((p) => p.trim());
}

/** Decodes a quoted-printable value (vCard 2.1) in its charset (UTF-8 unless the card says otherwise). */
function quotedPrintable(value: string, charset: string | undefined): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  const name = (charset ?? 'utf-8').toLowerCase();
  const encoding: TextEncoding =
    name === 'windows-1252' || name === 'cp1252' ? 'windows-1252' : name.startsWith('iso-8859') ? 'iso-8859-1' : 'utf-8';
  try {
    const decoder = createStreamDecoder(encoding);
    return decoder.write(Uint8Array.from(bytes)) + decoder.end();
  } catch {
    const decoder = createStreamDecoder('windows-1252');
    return decoder.write(Uint8Array.from(bytes.map((b) => (b >= 0x80 && b <= 0x9f ? 0x3f : b))));
  }
}

/** One content line: `group.NAME;PARAM=a,b;TYPE=x:value`; quoted parameter values may hold ':' and ';'. */
function parseLine(line: string): Property | undefined {
  let i = 0;
  let inQuotes = false;
  for (; i < line.length; i++) {
    if (line[i] === '"') inQuotes = !inQuotes;
    else if (line[i] === ':' && !inQuotes) break;
  }
  if (i >= line.length) return undefined;
  const [head, ...rawParams] = line.slice(0, i).match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  if (!head) return undefined;
  const dot = head.lastIndexOf('.');
  const params = new Map<string, string[]>();
  for (const raw of rawParams) {
    const eq = raw.indexOf('=');
    // vCard 2.1 writes bare types: TEL;CELL;PREF:…
    const [key, values] = eq < 0 ? ['TYPE', raw] : [raw.slice(0, eq).toUpperCase(), raw.slice(eq + 1)];
    const list = values.split(',').map((v) => v.replace(/^"|"$/g, '').trim().toLowerCase());
    params.set(key, [...(params.get(key) ?? []), ...list]);
  }
  return {
    name: head.slice(dot + 1).toUpperCase(),
    group: dot < 0 ? '' : head.slice(0, dot).toLowerCase(),
    params,
    value: line.slice(i + 1),
  };
}

const types = (p: Property) => p.params.get('TYPE') ?? [];
const has = (p: Property, ...wanted: string[]) => types(p).some((t) => wanted.includes(t));
const isPreferred = (p: Property) => has(p, 'pref') || p.params.has('PREF');

/** Birthdays as the import's date rules read them: 19790314, 1979-03-14, --0314 / --03-14 (no year), with a time dropped. */
function birthday(value: string, omitYear: string | undefined): string {
  const text = value.trim().replace(/T.*$/, '');
  const full = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (full) return omitYear && full[1] === omitYear ? `--${full[2]}-${full[3]}` : `${full[1]}-${full[2]}-${full[3]}`;
  const noYear = /^--(\d{2})-?(\d{2})$/.exec(text);
  return noYear ? `--${noYear[1]}-${noYear[2]}` : text;
}

/** The row of one card's properties. */
function cardRow(properties: Property[]): string[] {
  const row: Partial<Record<Column, string>> = {};
  const set = (column: Column, value: string | undefined) => {
    if (value && !row[column]) row[column] = value.trim();
  };
  const valueOf = (p: Property) =>
    p.params.get('ENCODING')?.includes('quoted-printable') ? quotedPrintable(p.value, p.params.get('CHARSET')?.[0]) : p.value;
  const labels = new Map(properties.filter((p) => p.name === 'X-ABLABEL' && p.group).map((p) => [p.group, valueOf(p).toLowerCase()]));
  const labelled = (p: Property, ...wanted: string[]) => has(p, ...wanted) || wanted.some((w) => labels.get(p.group)?.includes(w));
  const byPreference = (name: string) => {
    const list = properties.filter((p) => p.name === name);
    return [...list.filter(isPreferred), ...list.filter((p) => !isPreferred(p))];
  };

  const n = properties.find((p) => p.name === 'N');
  if (n) {
    const [family, given, additional] = components(valueOf(n));
    set('last_name', family);
    set('first_name', [given, additional].filter(Boolean).join(' '));
  }
  const fn = properties.find((p) => p.name === 'FN');
  if (fn && !row.first_name && !row.last_name) {
    const parts = unescape(valueOf(fn)).trim().split(/\s+/);
    set('last_name', parts.length > 1 ? parts.pop() : undefined);
    set('first_name', parts.join(' '));
  }
  for (const email of byPreference('EMAIL')) {
    const address = unescape(valueOf(email)).replace(/^mailto:/i, '');
    if (!row.email) set('email', address);
    else if (labelled(email, 'work')) set('workEmail', address);
    else if (labelled(email, 'home')) set('homeEmail', address);
    else set('workEmail', address);
  }
  for (const tel of byPreference('TEL')) {
    const number = unescape(valueOf(tel)).replace(/^tel:/i, '');
    if (labelled(tel, 'cell', 'mobile', 'iphone')) set('mobilePhone', number);
    else if (labelled(tel, 'home')) set('homePhone', number);
    else set('phone', number);
  }
  const org = properties.find((p) => p.name === 'ORG');
  if (org) set('company', components(valueOf(org))[0]);
  const title = properties.find((p) => p.name === 'TITLE');
  if (title) set('jobTitle', unescape(valueOf(title)));
  const adr = byPreference('ADR').sort((a, b) => Number(labelled(b, 'work')) - Number(labelled(a, 'work')))[0];
  if (adr) {
    const [poBox, extended, street, city, region, code, country] = components(valueOf(adr));
    const [firstLine, ...moreLines] = (street ?? '').split('\n');
    set('address', firstLine);
    set('address2', [...moreLines, extended, poBox].filter(Boolean).join(', '));
    set('city', city);
    set('state', region);
    set('zipCode', code);
    set('country', country);
  }
  const bday = properties.find((p) => p.name === 'BDAY');
  if (bday) set('birthday', birthday(valueOf(bday), bday.params.get('X-APPLE-OMIT-YEAR')?.[0]));
  for (const url of [...properties.filter((p) => p.name === 'URL' || p.name === 'X-SOCIALPROFILE')]) {
    const address = unescape(valueOf(url));
    if (/linkedin\.com/i.test(address) || has(url, 'linkedin')) set('linkedinProfile', address);
    else if (/instagram\.com/i.test(address) || has(url, 'instagram')) set('instagramProfile', address);
  }
  const handles = properties.filter((p) => p.name === 'IMPP' || /^X-(AIM|ICQ|JABBER|MSN|YAHOO|SKYPE|GOOGLE-TALK)$/.test(p.name));
  set('instant_message_handles', handles.map((p) => unescape(valueOf(p))).join(', '));
  const categories = properties.filter((p) => p.name === 'CATEGORIES').flatMap((p) => components(valueOf(p), ','));
  // Google puts every contact in its "myContacts" group: not a tag.
  set('tags', categories.filter((c) => c && c.toLowerCase() !== 'mycontacts').join(';'));
  set(
    'description',
    properties
      .filter((p) => p.name === 'NOTE')
      .map((p) => unescape(valueOf(p)))
      .join('\n'),
  );
  return VCARD_COLUMNS.map((c) => row[c] ?? '');
}

/**
 * Reads vCard text incrementally: push text as it is decoded, get back the rows of the cards it
 * completed. Folded lines (a line break then a space or tab) are unfolded, and vCard 2.1's soft
 * line breaks (a quoted-printable line ending with '=') joined.
 */
export class VCardReader {
  private buffer = '';
  private card: Property[] | undefined;
  private pendingLine = '';
  cards = 0;

  push(text: string): string[][] {
    this.buffer += text;
    // Keep the last line (and a folded continuation it may get) for the next chunk.
    const cut = this.buffer.lastIndexOf('\n');
    if (cut < 0) return [];
    const complete = this.buffer.slice(0, cut + 1);
    this.buffer = this.buffer.slice(cut + 1);
    return this.lines(complete, false);
  }

  end(): string[][] {
    const rest = this.buffer;
    this.buffer = '';
    return this.lines(`${rest}\n`, true);
  }

  private lines(text: string, final: boolean): string[][] {
    const rows: string[][] = [];
    const physical = text.split(/\r\n|\n|\r/);
    physical.pop(); // after the last line break
    for (const line of physical) {
      if ((line.startsWith(' ') || line.startsWith('\t')) && this.pendingLine) {
        this.pendingLine += line.slice(1);
        continue;
      }
      if (this.pendingLine.endsWith('=') && /ENCODING=QUOTED-PRINTABLE|;QUOTED-PRINTABLE/i.test(this.pendingLine.split(':')[0])) {
        this.pendingLine = this.pendingLine.slice(0, -1) + line;
        continue;
      }
      const row = this.take(this.pendingLine);
      if (row) rows.push(row);
      this.pendingLine = line;
    }
    if (final) {
      const row = this.take(this.pendingLine);
      if (row) rows.push(row);
      this.pendingLine = '';
    }
    return rows;
  }

  /** A whole (unfolded) line: starts or ends a card, or adds a property to the current one. */
  private take(line: string): string[] | undefined {
    if (!line.trim()) return undefined;
    const property = parseLine(line);
    if (!property) return undefined;
    if (property.name === 'BEGIN' && property.value.trim().toUpperCase() === 'VCARD') this.card = [];
    else if (property.name === 'END' && property.value.trim().toUpperCase() === 'VCARD' && this.card) {
      const row = cardRow(this.card);
      this.card = undefined;
      this.cards++;
      return row;
    } else this.card?.push(property);
    return undefined;
  }
}

/** Every card of a vCard text (tests, small files). */
export function readVCards(text: string): string[][] {
  const reader = new VCardReader();
  return [...reader.push(text), ...reader.end()];
}
