import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_WARNINGS, type ImportEvent } from '@keel/shared/data-management';
import { importEvents, importFixture } from '../../test/import-fixtures';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0056: the files other tools export import with no manual mapping, and every value is stored
 * as written, accents included. Each fixture (packages/shared/src/import-files/fixtures) is written
 * as its tool exports it: its header row, encoding, delimiter, date style, notes and footers. The
 * tests run in order: a later file names contacts and companies an earlier one created.
 */
let t: TestApp;
let as: SignedIn;
let owner: { id: string };
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
  owner = (await t.userWithRole('sales_rep', { email: 'jane.owner@firm.example', fullName: 'Jane Owner' })).user;
});
afterAll(() => t.close());

async function importFile(name: string, type = 'text/csv') {
  const res = await t.request({
    method: 'POST',
    url: `/api/data-management/contacts/import?fileName=${encodeURIComponent(name)}`,
    payload: importFixture(name),
    headers: { 'content-type': type },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return importEvents(res.body);
}

const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile_phone',
  'work_email',
  'home_email',
  'home_phone',
  'company_name',
  'job_title',
  'description',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'country',
  'linkedin_profile',
  'birthday',
  'tags',
  'sales_rep_name',
  'last_contact_date',
] as const;
/** The contact as stored, every imported field. */
const contact = (email: string) =>
  db()
    .selectFrom('contacts')
    .select(COLUMNS)
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirstOrThrow();
/** A contact with nothing but these fields set (the rest empty, as a new contact's are). */
const only = (values: Partial<Record<(typeof COLUMNS)[number], unknown>>) => ({
  ...Object.fromEntries(COLUMNS.map((c) => [c, c === 'tags' ? [] : c === 'first_name' || c === 'last_name' ? '' : null])),
  country: 'USA',
  ...values,
});

describe('exports of other tools import with no manual mapping, every value as written (decision 0056)', () => {
  it('Google Contacts CSV (UTF-8): names with accents, a year-less birthday, labels, address parts; a row without e-mail rejected with its column', async () => {
    const { last, skipped } = await importFile('google-contacts.csv');
    expect(last).toMatchObject({ type: 'done', rows: 4, counts: { created: 3, updated: 0, skipped: 1 } });
    expect(skipped).toEqual([
      expect.objectContaining({ row: 4, errors: [{ column: 'E-mail 1 - Value', message: 'Missing required field: email.' }] }),
    ]);
    expect(await contact('francois.muller@example.fr')).toEqual(
      only({
        first_name: 'François',
        last_name: 'Müller',
        email: 'francois.muller@example.fr',
        work_email: 'francois@maison.example',
        phone: '+33 1 42 68 53 00',
        mobile_phone: '+33 6 12 34 56 78',
        company_name: 'Bäckerei Müller GmbH',
        job_title: 'Inhaber',
        birthday: '1604-03-14', // month and day, no year (csv-values.ts)
        description: 'Met at the Lyon fair.\nPrefers e-mail.',
        tags: ['Clients', 'VIP'],
        address: '12 Rue de la Paix',
        address2: 'Bâtiment B',
        city: 'Paris',
        state: 'Île-de-France',
        zip_code: '75002',
        country: 'France',
      }),
    );
    expect(await contact('zoe.nunez@example.es')).toEqual(
      only({
        first_name: 'Zoë Inés',
        last_name: 'Ñúñez',
        email: 'zoe.nunez@example.es',
        phone: '0612345678',
        company_name: 'Diseño Ñúñez S.L.',
        job_title: 'Directora',
        birthday: '1979-05-23',
        description: 'Says "hola", always.',
        tags: ['Proveedores'],
        address: 'Calle Mayor 5',
        address2: 'Apartado 14',
        city: 'Madrid',
        zip_code: '28013',
        country: 'España',
      }),
    );
    expect(await contact('soren.k@example.dk')).toEqual(
      only({ first_name: 'Søren', last_name: 'Kierkegaard', email: 'soren.k@example.dk' }),
    );
    const [bakery] = await db().selectFrom('companies').select(['name', 'country']).where('name', 'like', 'B%ckerei%').execute();
    expect(bakery).toEqual({ name: 'Bäckerei Müller GmbH', country: 'USA' });
  });

  const renee = only({
    first_name: 'Renée',
    last_name: 'O’Brien',
    email: 'renee.obrien@example.ca',
    phone: '+1 418-555-0142',
    mobile_phone: '418 555 0199',
    home_phone: '418 555 0100',
    company_name: 'Café Lumière Ltd',
    job_title: 'Gérante',
    description: 'Budget 5 000 € — confirmed.',
    address: '1 Quai d’Orsay',
    address2: 'Bureau 3',
    city: 'Québec',
    state: 'QC',
    zip_code: 'G1K 4E4',
    country: 'Canada',
    birthday: '1979-05-23',
    tags: ['Clients', 'VIP'],
  });

  it('Outlook CSV (Windows-1252): curly apostrophe and euro sign, US dates, 0/0/00 as no date, business address lines joined', async () => {
    const { last } = await importFile('outlook-contacts-windows-1252.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 2, updated: 0, skipped: 0 } });
    expect(await contact('renee.obrien@example.ca')).toEqual(renee);
    expect(await contact('juergen.gross@example.de')).toEqual(
      only({
        first_name: 'Jürgen',
        last_name: 'Groß',
        email: 'juergen.gross@example.de',
        phone: '089 1234567',
        company_name: 'Groß & Söhne GmbH',
        city: 'München',
        country: 'Deutschland',
      }),
    );
  });

  it('Outlook / Excel "Unicode Text" (UTF-16 LE and BE, tab-separated): the same contacts, read identically, change nothing', async () => {
    for (const name of ['outlook-contacts-utf16le.txt', 'outlook-contacts-utf16be.txt']) {
      const { last } = await importFile(name, 'text/plain');
      expect(last, name).toMatchObject({ type: 'done', counts: { created: 0, updated: 0 } });
    }
    expect(await contact('renee.obrien@example.ca')).toEqual(renee);
  });

  it('Excel semicolon CSV (Windows-1252, day/month/year): fills the empty fields of a contact an earlier file created, keeps the rest; leading zeros kept', async () => {
    const { last } = await importFile('excel-semicolon.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 1, updated: 1, skipped: 0 } });
    expect(await contact('juergen.gross@example.de')).toEqual(
      only({
        first_name: 'Jürgen',
        last_name: 'Groß',
        email: 'juergen.gross@example.de',
        phone: '089 1234567', // stored: kept ("fill empty fields only")
        company_name: 'Groß & Söhne GmbH',
        job_title: 'Geschäftsführer',
        birthday: '1979-05-23',
        address: 'Königstraße 5',
        city: 'München',
        zip_code: '01067',
        country: 'Deutschland',
        tags: ['Kunde', 'VIP'],
        description: 'Umsatz 5.000 € pro Jahr',
      }),
    );
    expect(await contact('chloe.dubois@example.fr')).toEqual(
      only({
        first_name: 'Chloé',
        last_name: 'Dubois',
        email: 'chloe.dubois@example.fr',
        phone: '+33 6 98 76 54 32',
        company_name: 'Café Lumière Ltd', // the company the Outlook file created, not a second one
        job_title: 'Acheteuse',
        birthday: '1990-11-02',
        city: 'Lille',
        zip_code: '59000',
        country: 'France',
        tags: ['Prospect'],
        description: 'Rappeler en mars; très intéressée',
      }),
    );
    expect(await db().selectFrom('companies').select('id').where('name', '=', 'Café Lumière Ltd').execute()).toHaveLength(1);
  });

  it('HubSpot (UTF-8 with BOM): the owner by name; an owner who is no team member leaves the row Unassigned with a warning', async () => {
    const { last, warnings } = await importFile('hubspot-contacts.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 2, updated: 0, skipped: 0 } });
    expect(warnings).toEqual([
      { row: 2, email: 'djordje.petrovic@example.rs', column: 'Contact owner', message: IMPORT_WARNINGS.unknownPerson('Ghost Rep') },
    ]);
    expect(await contact('malgorzata.w@example.pl')).toEqual(
      only({
        first_name: 'Małgorzata',
        last_name: 'Wiśniewska',
        email: 'malgorzata.w@example.pl',
        phone: '+48 22 123 45 67',
        mobile_phone: '+48 601 234 567',
        job_title: 'Prezes Zarządu',
        company_name: 'Wiśniewska Sp. z o.o.',
        sales_rep_name: 'Jane Owner',
        address: 'ul. Piękna 12',
        city: 'Warszawa',
        state: 'Mazowieckie',
        zip_code: '00-549',
        country: 'Poland',
        birthday: '1979-05-23',
        last_contact_date: '2024-03-14',
      }),
    );
    expect(await contact('djordje.petrovic@example.rs')).toEqual(
      only({
        first_name: 'Đorđe',
        last_name: 'Petrović',
        email: 'djordje.petrovic@example.rs',
        job_title: 'CTO',
        company_name: 'Petrović Tech',
        city: 'Beograd',
        zip_code: '11000',
        country: 'Serbia',
      }),
    );
  });

  it('LinkedIn Connections: the notes above the header are skipped; a connection without e-mail is rejected with its column', async () => {
    const { last, skipped } = await importFile('linkedin-connections.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 1, updated: 0, skipped: 1 } });
    expect(skipped).toEqual([
      expect.objectContaining({ row: 2, errors: [{ column: 'Email Address', message: 'Missing required field: email.' }] }),
    ]);
    expect(await contact('ana.conceicao@example.pt')).toEqual(
      only({
        first_name: 'Ana',
        last_name: 'Conceição',
        email: 'ana.conceicao@example.pt',
        linkedin_profile: 'https://www.linkedin.com/in/ana-conceicao',
        company_name: 'Conceição & Filhos Lda',
        job_title: 'Diretora Comercial',
      }),
    );
  });

  it('Salesforce report (ISO-8859-1): the footer is no row; the owner by name or by e-mail', async () => {
    const { last, skipped } = await importFile('salesforce-contacts-report.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 2, updated: 0, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(await contact('helene.lefevre@example.fr')).toEqual(
      only({
        first_name: 'Hélène',
        last_name: 'Lefèvre',
        email: 'helene.lefevre@example.fr',
        job_title: 'Directrice',
        company_name: "Société Générale d'Équipement SA",
        address: '5 Avenue Foch',
        city: 'Lyon',
        state: 'Auvergne-Rhône-Alpes',
        zip_code: '69006',
        country: 'France',
        phone: '+33 4 72 00 00 00',
        mobile_phone: '06 11 22 33 44',
        birthday: '1979-05-23',
        description: 'Première rencontre à Lyon.',
        sales_rep_name: 'Jane Owner',
      }),
    );
    expect(await contact('inigo.zubiria@example.es')).toMatchObject({
      first_name: 'Íñigo',
      last_name: 'Zubiría',
      birthday: '1985-12-01',
      company_name: 'Zubiría Hermanos',
      sales_rep_name: 'Jane Owner',
    });
    const { assigned_sales_rep_id } = await db()
      .selectFrom('contacts')
      .select('assigned_sales_rep_id')
      .where('email', '=', 'inigo.zubiria@example.es')
      .executeTakeFirstOrThrow();
    expect(assigned_sales_rep_id).toBe(owner.id);
  });
});

describe('vCard files (decision 0056)', () => {
  it('Google (3.0): one card per contact, typed e-mails and phones, year-less birthday, categories as tags', async () => {
    const { last } = await importFile('google-contacts.vcf', 'text/vcard');
    // Both contacts exist from the Google CSV: their empty fields are filled, nothing else changes.
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 0 } });
    expect(await contact('francois.muller@example.fr')).toMatchObject({
      linkedin_profile: 'https://www.linkedin.com/in/francois-muller',
      home_email: 'francois@maison.example',
      birthday: '1604-03-14',
      tags: ['Clients', 'VIP'],
    });
  });

  it('Apple iCloud (3.0): grouped labels, a folded note, X-APPLE-OMIT-YEAR; Outlook (2.1, quoted-printable); 4.0', async () => {
    await db()
      .deleteFrom('contacts')
      .where('email', 'in', ['zoe.nunez@example.es', 'renee.obrien@example.ca', 'ana.conceicao@example.pt'])
      .execute();
    expect((await importFile('apple-contacts.vcf', 'text/vcard')).last).toMatchObject({ counts: { created: 1 } });
    expect(await contact('zoe.nunez@example.es')).toEqual(
      only({
        first_name: 'Zoë',
        last_name: 'Ñúñez',
        email: 'zoe.nunez@example.es',
        mobile_phone: '+34 612 34 56 78',
        company_name: 'Diseño Ñúñez S.L.',
        job_title: 'Directora',
        address: 'Calle Mayor 5',
        address2: '2º izquierda',
        city: 'Madrid',
        zip_code: '28013',
        country: 'España',
        birthday: '1604-07-30',
        linkedin_profile: 'https://www.linkedin.com/in/zoe-nunez',
        description: 'Says "hola", always. A long note that an iPhone folds onto a second line after seventy-five octets.',
      }),
    );
    expect((await importFile('outlook-contact.vcf', 'text/x-vcard')).last).toMatchObject({ counts: { created: 1 } });
    expect(await contact('renee.obrien@example.ca')).toEqual(
      only({
        first_name: 'Renée',
        last_name: 'O’Brien',
        email: 'renee.obrien@example.ca',
        phone: '+1 418-555-0142',
        mobile_phone: '418 555 0199',
        company_name: 'Café Lumière Ltd',
        job_title: 'Gérante',
        address: '1 Quai d’Orsay',
        city: 'Québec',
        state: 'QC',
        zip_code: 'G1K 4E4',
        country: 'Canada',
        birthday: '1979-05-23',
        description: 'Budget 5 000 €\r\nconfirmed.',
      }),
    );
    expect((await importFile('contacts-v4.vcf', 'text/vcard')).last).toMatchObject({ counts: { created: 1 } });
    expect(await contact('ana.conceicao@example.pt')).toEqual(
      only({
        first_name: 'Ana',
        last_name: 'Conceição',
        email: 'ana.conceicao@example.pt',
        mobile_phone: '+351-912-345-678',
        company_name: 'Conceição & Filhos Lda',
        birthday: '1604-03-14',
        tags: ['Clientes', 'Lisboa'],
      }),
    );
  });
});

describe('out again (decision 0056)', () => {
  it('the export writes a year-less birthday as --MM-DD, and imports back as 0 new, 0 updated', async () => {
    const res = await t.request({ method: 'GET', url: '/api/data-management/contacts/export', cookie: as.admin.cookie });
    expect(res.statusCode).toBe(200);
    const francois = res.body.split('\r\n').find((line) => line.includes('francois.muller@example.fr'))!;
    expect(francois).toContain(",'--03-14,"); // the apostrophe of a formula-like cell (decision 0019), taken off again on import
    const back = await t.request({
      method: 'POST',
      url: '/api/data-management/contacts/import?fileName=again.csv',
      payload: res.body,
      headers: { 'content-type': 'text/csv' },
      cookie: as.admin.cookie,
    });
    const last = JSON.parse(back.body.trim().split('\n').at(-1)!) as ImportEvent;
    expect(last).toMatchObject({ type: 'done', counts: { created: 0, updated: 0 } });
    expect(last.counts.skipped).toBe(last.rows);
  });
});
