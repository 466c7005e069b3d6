import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type DataRow, ImportFileReader, type ReaderSettings } from './import-file-reader';
import { detectEncoding, TextDecodeError, decodeText } from './text-encoding';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const bytesOf = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));

/** Reads bytes in chunks of `chunk` bytes (1 byte: every character and line break split across chunks). */
function read(bytes: Uint8Array, settings: ReaderSettings = {}, chunk = 4096) {
  const reader = new ImportFileReader(settings);
  const rows: DataRow[] = [];
  let error: string | undefined;
  for (let i = 0; i < bytes.length && !error; i += chunk) {
    const got = reader.push(bytes.subarray(i, i + chunk));
    rows.push(...got.rows);
    error = got.error?.message;
  }
  if (!error) {
    const ended = reader.end();
    rows.push(...ended.rows);
    error = ended.error?.message;
  }
  const header = reader.header ?? [];
  const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? ''])));
  return { reader, rows, records, error, layout: reader.layout };
}
const text = (s: string) => new TextEncoder().encode(s);

describe('reading the exports of other tools (fixtures)', () => {
  it('Google Contacts CSV: UTF-8, comma, quoted line breaks, accents', () => {
    for (const chunk of [1, 7, 4096]) {
      const { records, layout, error } = read(bytesOf('google-contacts.csv'), {}, chunk);
      expect(error).toBeUndefined();
      expect(layout).toEqual({ encoding: 'utf-8', format: 'csv', delimiter: ',', skipRecords: 0 });
      expect(records).toHaveLength(4);
      expect(records[0]).toMatchObject({
        'First Name': 'François',
        'Last Name': 'Müller',
        Birthday: '--03-14',
        Notes: 'Met at the Lyon fair.\nPrefers e-mail.',
        Labels: '* myContacts ::: Clients ::: VIP',
        'Address 1 - Region': 'Île-de-France',
      });
      expect(records[1]).toMatchObject({
        'First Name': 'Zoë',
        'Last Name': 'Ñúñez',
        Notes: 'Says "hola", always.',
        'Phone 1 - Value': '0612345678',
      });
    }
  });

  it('Outlook CSV in Windows-1252: detected, every character as written (curly apostrophe, euro sign)', () => {
    const { records, layout } = read(bytesOf('outlook-contacts-windows-1252.csv'));
    expect(layout).toMatchObject({ encoding: 'windows-1252', delimiter: ',' });
    expect(records[0]).toMatchObject({
      'First Name': 'Renée',
      'Last Name': 'O’Brien',
      Company: 'Café Lumière Ltd',
      Notes: 'Budget 5 000 € — confirmed.',
      Birthday: '5/23/1979',
    });
    expect(records[1]).toMatchObject({ 'First Name': 'Jürgen', 'Last Name': 'Groß', Birthday: '0/0/00' });
    expect(Object.keys(records[0])).toHaveLength(92);
  });

  it('Outlook / Excel "Unicode Text": UTF-16 LE and BE with BOM, tab-separated', () => {
    const le = read(bytesOf('outlook-contacts-utf16le.txt'), {}, 333); // odd chunks split code units
    expect(le.layout).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    expect(le.records[0]).toMatchObject({ 'First Name': 'Renée', 'Last Name': 'O’Brien', Notes: 'Budget 5 000 € — confirmed.' });
    expect(le.records).toHaveLength(2);
    const be = read(bytesOf('outlook-contacts-utf16be.txt'));
    expect(be.layout).toMatchObject({ encoding: 'utf-16be', delimiter: '\t' });
    expect(be.records[0]['Business City']).toBe('Québec');
  });

  it('HubSpot: UTF-8 with a BOM that is not part of the first header', () => {
    const { reader, records, layout } = read(bytesOf('hubspot-contacts.csv'));
    expect(layout?.encoding).toBe('utf-8');
    expect(reader.header?.[0]).toBe('Record ID');
    expect(records[0]).toMatchObject({
      'First Name': 'Małgorzata',
      'Company Name': 'Wiśniewska Sp. z o.o.',
      'Contact owner': 'Jane Owner',
    });
    expect(records[1]['First Name']).toBe('Đorđe');
  });

  it('LinkedIn Connections: the three note lines above the header are skipped', () => {
    const { reader, records, layout, rows } = read(bytesOf('linkedin-connections.csv'));
    expect(layout).toMatchObject({ delimiter: ',', skipRecords: 2 });
    expect(reader.notes[0]).toBe('Notes:');
    expect(reader.header).toEqual(['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On']);
    expect(rows.map((r) => r.row)).toEqual([1, 2]);
    expect(records[0]).toMatchObject({ 'Last Name': 'Conceição', Company: 'Conceição & Filhos Lda' });
    expect(records[1]).toMatchObject({ 'First Name': 'Ørjan', 'Email Address': '' });
  });

  it('Salesforce report: ISO-8859-1, and the footer lines after the data are neither data nor errors', () => {
    const { reader, records, layout } = read(bytesOf('salesforce-contacts-report.csv'));
    expect(layout?.encoding).toBe('iso-8859-1');
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      'First Name': 'Hélène',
      'Account Name': "Société Générale d'Équipement SA",
      'Mailing State/Province': 'Auvergne-Rhône-Alpes',
    });
    expect(reader.footerLines).toBe(5);
  });

  it('Excel semicolon CSV in Windows-1252: semicolons, leading zeros kept as text', () => {
    const { records, layout } = read(bytesOf('excel-semicolon.csv'));
    expect(layout).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(records[0]).toMatchObject({
      'First Name': 'Jürgen',
      'Zip Code': '01067',
      Tags: 'Kunde, VIP',
      'Description / Notes': 'Umsatz 5.000 € pro Jahr',
    });
    expect(records[1]['Description / Notes']).toBe('Rappeler en mars; très intéressée');
  });

  it('vCard files read as rows of the contact export columns', () => {
    const google = read(bytesOf('google-contacts.vcf'), {}, 5);
    expect(google.layout?.format).toBe('vcard');
    expect(google.records[0]).toMatchObject({
      first_name: 'François',
      last_name: 'Müller',
      email: 'francois.muller@example.fr',
      homeEmail: 'francois@maison.example',
      phone: '+33 1 42 68 53 00',
      mobilePhone: '+33 6 12 34 56 78',
      company: 'Bäckerei Müller GmbH',
      jobTitle: 'Inhaber',
      address: '12 Rue de la Paix',
      address2: 'Bâtiment B',
      city: 'Paris',
      state: 'Île-de-France',
      zipCode: '75002',
      country: 'France',
      birthday: '--03-14',
      linkedinProfile: 'https://www.linkedin.com/in/francois-muller',
      tags: 'Clients;VIP',
      description: 'Met at the Lyon fair.\nPrefers e-mail.',
    });
    expect(google.records[1]).toMatchObject({ first_name: 'Søren', email: 'soren.k@example.dk' });

    const apple = read(bytesOf('apple-contacts.vcf')).records[0];
    expect(apple).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Ñúñez',
      company: 'Diseño Ñúñez S.L.',
      email: 'zoe.nunez@example.es',
      mobilePhone: '+34 612 34 56 78',
      address: 'Calle Mayor 5',
      address2: '2º izquierda',
      country: 'España',
      birthday: '--07-30',
      linkedinProfile: 'https://www.linkedin.com/in/zoe-nunez',
    });
    expect(apple.description).toBe('Says "hola", always. A long note that an iPhone folds onto a second line after seventy-five octets.');

    const outlook = read(bytesOf('outlook-contact.vcf')).records[0];
    expect(outlook).toMatchObject({
      first_name: 'Renée',
      last_name: 'O’Brien',
      email: 'renee.obrien@example.ca',
      phone: '+1 418-555-0142',
      mobilePhone: '418 555 0199',
      address: '1 Quai d’Orsay',
      city: 'Québec',
      birthday: '1979-05-23',
      description: 'Budget 5 000 €\r\nconfirmed.',
    });

    const v4 = read(bytesOf('contacts-v4.vcf')).records[0];
    expect(v4).toMatchObject({
      last_name: 'Conceição',
      email: 'ana.conceicao@example.pt',
      mobilePhone: '+351-912-345-678',
      birthday: '--03-14',
      tags: 'Clientes;Lisboa',
    });
  });
});

describe('encodings', () => {
  it('detects UTF-16 without a byte-order mark, and plain ASCII as UTF-8', () => {
    expect(detectEncoding(new Uint8Array(Buffer.from('email,name\r\na@b.example,Ann\r\n', 'utf16le')))).toBe('utf-16le');
    expect(detectEncoding(text('email\na@b.example\n'))).toBe('utf-8');
    expect(detectEncoding(new Uint8Array([0x41, 0xe9, 0x42]))).toBe('iso-8859-1');
    expect(detectEncoding(new Uint8Array([0x41, 0x80, 0x42]))).toBe('windows-1252');
    // A UTF-8 character cut by the end of the sample is still UTF-8.
    expect(detectEncoding(new Uint8Array([0x41, 0xc3]), false)).toBe('utf-8');
  });

  it('never turns an invalid byte into U+FFFD: reading in the wrong encoding is an error naming where', () => {
    const cp1252 = bytesOf('outlook-contacts-windows-1252.csv');
    const { error, rows } = read(cp1252, { encoding: 'utf-8' });
    expect(error).toMatch(/^The file is not valid UTF-8 text \(byte \d+\)\. Choose the encoding it was saved in/);
    expect(rows.flatMap((r) => r.cells).join('')).not.toContain('\uFFFD');
    expect(() => decodeText(new Uint8Array([0x41, 0x81]), 'windows-1252')).toThrow(TextDecodeError);
    // Invalid UTF-8 past the sample the encoding was detected from: the rows before it, then the error with its row.
    const late = new Uint8Array([...text(`email\n${'a@b.example\n'.repeat(7000)}`), 0xff, 0x0a]);
    const result = read(late);
    expect(result.rows).toHaveLength(7000);
    expect(result.error).toMatch(/near row 7001\.$/);
  });
});

describe('CSV layout and limits', () => {
  it('reads CR, LF and CRLF line ends, an escaped quote split across chunks, and a last line without a break', () => {
    const { records } = read(text('a,b\r"x""y",2\rz,"3\r\n4"\nlast,5'), {}, 1);
    expect(records).toEqual([
      { a: 'x"y', b: '2' },
      { a: 'z', b: '3\r\n4' },
      { a: 'last', b: '5' },
    ]);
  });

  it('a single-column file, blank lines skipped, and one-field rows in the data kept as data', () => {
    expect(read(text('email\n\na@b.example\n\nc@d.example\n')).records).toEqual([{ email: 'a@b.example' }, { email: 'c@d.example' }]);
    const { records, reader } = read(text('email,name\na@b.example,A\n\nb@c.example\nc@d.example,C\n'));
    expect(records.map((r) => r.email)).toEqual(['a@b.example', 'b@c.example', 'c@d.example']);
    expect(reader.footerLines).toBe(0);
  });

  it('names the row of a broken quote, a long row and a wide one', () => {
    expect(read(text('email,name\na@b.example,"open\n')).error).toBe('Quoted field unterminated (row 1)');
    expect(read(text('email,name\na@b.example,"x"y\n')).error).toBe('Trailing quote on quoted field is malformed (row 1)');
    expect(read(text(`email,name\nok@b.example,A\nb@b.example,${'x'.repeat(70_000)}\n`)).error).toBe('Row 2 is longer than 64 kB.');
    expect(read(text(`email${',c'.repeat(600)}\n`)).error).toBe('The header has more than 500 columns.');
    expect(read(text('\u0000\u0001PNG\u0000garbage')).error).toBe('The file is not a text CSV file.');
  });
});
