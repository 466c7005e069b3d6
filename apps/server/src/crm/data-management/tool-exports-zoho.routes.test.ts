import { beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { fixtureImports, onlyCompanyFields, onlyContactFields, seedFirmToImportInto } from '../../test/import-fixtures';

/**
 * Decision 0056: Zoho CRM's exports — Accounts, Contacts, Deals — import with no manual mapping, every
 * value stored as written, accents included (fixtures: packages/shared/src/import-files/fixtures/
 * zoho-*.csv). Dates are US month/day/year, as Zoho writes them and as the import reads a file
 * whose caller names no order: 03/04/1985 is 4 March. Keel already holds a company and a contact
 * the files name: their empty cells erase nothing. The firm's funnel has Zoho's stage names.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;

beforeAll(() => seedFirmToImportInto(app.t, ['Qualification', 'Proposal/Price Quote']));

const { importFile, company, contact, companyId } = fixtureImports(app);

describe('Zoho CRM exports import with no manual mapping (decision 0056)', () => {
  it('accounts: the billing address (not the shipping one), industry as a sector, employees, revenue, tags; an existing company keeps what the file leaves empty', async () => {
    const { last, skipped, warnings } = await importFile('companies', 'zoho-accounts.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 2, updated: 1, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await company('Bäckerei Müller GmbH')).toEqual(
      onlyCompanyFields({
        name: 'Bäckerei Müller GmbH',
        website: 'www.baeckerei-mueller.de',
        sector: 'Manufacturing',
        phone: '+49 89 123456',
        address: 'Industriestraße 7',
        city: 'München',
        state: 'Bayern',
        zip_code: '80331',
        country: 'Germany',
        number_of_employees: 45,
        annual_revenue: 3_200_000,
        tags: ['Kunde'],
        description: 'Familienbetrieb seit 1952.',
      }),
    );
    expect(await company('Ångström Design AB')).toEqual(
      onlyCompanyFields({
        name: 'Ångström Design AB',
        website: 'angstrom.example',
        sector: 'Technology', // "Systems Integrator"
        address: 'Götgatan 14',
        city: 'Stockholm',
        state: 'Stockholms län',
        zip_code: '118 46',
        country: 'Sweden',
        number_of_employees: 12,
        tags: ['Prospekt', 'Design'],
      }),
    );
    expect(await company('Øresund Logistik ApS')).toEqual(
      onlyCompanyFields({
        name: 'Øresund Logistik ApS',
        website: 'https://oresund-logistik.dk', // stored, the file's cell empty: kept
        phone: '+45 33 12 34 56',
        sector: 'Services',
        description: 'Kunde siden 2019.',
        city: 'København', // empty before: filled
        zip_code: '1058',
        country: 'Denmark',
        number_of_employees: 120,
      }),
    );
  });

  it('contacts: owner by name or e-mail, mailing address, US dates (03/04/1985 is 4 March), secondary e-mail, Skype, last activity time, tags; an existing contact keeps its phone, job title and birthday', async () => {
    const { last, skipped, warnings } = await importFile('contacts', 'zoho-contacts.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 2, updated: 1, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await contact('francois.muller@example.fr')).toEqual(
      onlyContactFields({
        first_name: 'François',
        last_name: 'Müller',
        email: 'francois.muller@example.fr',
        work_email: 'francois@maison.example',
        phone: '+49 89 1234 5678',
        mobile_phone: '+49 170 1234567',
        company_name: 'Bäckerei Müller GmbH',
        job_title: 'Inhaber',
        birthday: '1979-05-23',
        address: 'Industriestraße 7',
        city: 'München',
        state: 'Bayern',
        zip_code: '80331',
        country: 'Germany',
        description: 'Kunde seit 2019.\nBevorzugt E-Mail.',
        instant_message_handles: 'francois.mueller',
        tags: ['Kunde', 'VIP'],
        sales_rep_name: 'Jane Owner',
        last_contact_date: '2024-03-14',
      }),
    );
    expect(await contact('zoe.angstrom@example.se')).toEqual(
      onlyContactFields({
        first_name: 'Zoë',
        last_name: 'Ångström',
        email: 'zoe.angstrom@example.se',
        home_phone: '+46 8 765 432 10',
        company_name: 'Ångström Design AB',
        job_title: 'Formgivare',
        birthday: '1985-03-04',
        address: 'Götgatan 14',
        city: 'Stockholm',
        zip_code: '118 46',
        country: 'Sweden',
        tags: ['Prospekt'],
        sales_rep_name: 'Jane Owner', // "jane.owner@firm.example"
      }),
    );
    expect(await contact('juergen.gross@example.de')).toEqual(
      onlyContactFields({
        first_name: 'Jürgen',
        last_name: 'Groß',
        email: 'juergen.gross@example.de',
        phone: '0351 1234567', // stored, the file's cell empty: kept
        job_title: 'Geschäftsführer',
        birthday: '1979-05-23',
        country: 'Deutschland',
        city: 'Dresden', // empty before: filled
        tags: ['Kunde', 'Partner'],
        last_contact_date: '2024-02-29',
      }),
    );
    const { company_id } = await db()
      .selectFrom('contacts')
      .select('company_id')
      .where('email', '=', 'zoe.angstrom@example.se')
      .executeTakeFirstOrThrow();
    expect(company_id).toBe(await companyId('Ångström Design AB'));
    expect(await db().selectFrom('companies').select('id').execute()).toHaveLength(3);
  });

  it('deals: amount, closing date, account, stage, owner, next step, lead and campaign source, contact name, description, last activity time, tag', async () => {
    const { last, skipped, warnings } = await importFile('deals', 'zoho-deals.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 3, updated: 0, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(warnings).toEqual([]);
    const deal = async (name: string) => {
      const row = await db()
        .selectFrom('deals')
        .select([
          'name',
          'company',
          'company_id',
          'status',
          'deal_value',
          'first_name',
          'last_name',
          'assigned_sales_rep',
          'expected_close_date',
          'meeting_notes',
          'lead_source',
          'source_campaign',
          'description',
          'last_contact_date',
          'tags',
          'contact_ids',
        ])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return { ...row, deal_value: row.deal_value === null ? null : Number(row.deal_value) };
    };
    expect(await deal('Brot-Abo Kantine 2025')).toEqual({
      name: 'Brot-Abo Kantine 2025',
      company: 'Bäckerei Müller GmbH',
      company_id: await companyId('Bäckerei Müller GmbH'),
      status: 'Proposal/Price Quote',
      deal_value: 12_500,
      first_name: 'François',
      last_name: 'Müller',
      assigned_sales_rep: 'Jane Owner',
      expected_close_date: '2025-03-31',
      meeting_notes: 'Angebot nachfassen',
      lead_source: 'Cold Call',
      source_campaign: 'Messe München 2024',
      description: 'Lieferung ab März.',
      last_contact_date: '2024-11-15',
      tags: ['Hot'],
      contact_ids: [], // a Zoho deal names its contact, with no e-mail
    });
    expect(await deal('Möbelserie Fjärran')).toEqual({
      name: 'Möbelserie Fjärran',
      company: 'Ångström Design AB',
      company_id: await companyId('Ångström Design AB'),
      status: 'Closed Won',
      deal_value: 48_000.5,
      first_name: 'Zoë',
      last_name: 'Ångström',
      assigned_sales_rep: 'Jane Owner',
      expected_close_date: '2024-06-30',
      meeting_notes: null,
      lead_source: 'Advertisement',
      source_campaign: null,
      description: null,
      last_contact_date: null,
      tags: [],
      contact_ids: [],
    });
    expect(await deal('Lagerprojekt Øresund')).toEqual({
      name: 'Lagerprojekt Øresund',
      company: 'Øresund Logistik ApS',
      company_id: await companyId('Øresund Logistik ApS'),
      status: 'Qualification',
      deal_value: null,
      first_name: null,
      last_name: null,
      assigned_sales_rep: 'Unassigned',
      expected_close_date: '2025-01-15',
      meeting_notes: null,
      lead_source: 'N/A', // the form's default for an empty cell
      source_campaign: null,
      description: null,
      last_contact_date: null,
      tags: [],
      contact_ids: [],
    });
  });

  it('each file imported again changes nothing', async () => {
    for (const [kind, name] of [
      ['companies', 'zoho-accounts.csv'],
      ['contacts', 'zoho-contacts.csv'],
      ['deals', 'zoho-deals.csv'],
    ] as const) {
      const { last } = await importFile(kind, name);
      expect(last, name).toMatchObject({ type: 'done', rows: 3, counts: { created: 0, updated: 0, skipped: 3 } });
    }
  });
});
