import { beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { fixtureImports, onlyCompanyFields, onlyContactFields, seedFirmToImportInto } from '../../test/import-fixtures';

/**
 * Decision 0056: Pipedrive's exports — organizations, persons, deals, in the order Pipedrive's own
 * import asks for — import with no manual mapping, every value stored as written, accents included
 * (fixtures: packages/shared/src/import-files/fixtures/pipedrive-*.csv). Keel already holds a
 * company and a contact the files name: their empty cells erase nothing. The firm's funnel has
 * Pipedrive's stage names (a deal's stage is matched by its title).
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;

beforeAll(() => seedFirmToImportInto(app.t, ['Qualified', 'Proposal Made', 'Negotiations Started']));

const { importFile, company, contact, companyId, contactId } = fixtureImports(app);

describe('Pipedrive exports import with no manual mapping (decision 0056)', () => {
  it('organizations: the whole address is the address line, its parts the city, state, postcode and country; the label a tag; an existing company keeps what the file leaves empty', async () => {
    const { last, skipped, warnings } = await importFile('companies', 'pipedrive-organizations.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 2, updated: 1, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await company('Bäckerei Müller GmbH')).toEqual(
      onlyCompanyFields({
        name: 'Bäckerei Müller GmbH',
        website: 'https://www.baeckerei-mueller.de',
        sector: 'Services', // "Food & Beverages"
        address: 'Industriestraße 7, 80331 München, Germany',
        city: 'München',
        state: 'Bayern',
        zip_code: '80331',
        country: 'Germany',
        number_of_employees: 45,
        annual_revenue: 3_200_000,
        tags: ['Customer'],
      }),
    );
    expect(await company('Ångström Design AB')).toEqual(
      onlyCompanyFields({
        name: 'Ångström Design AB',
        website: 'angstrom.example',
        address: 'Götgatan 14, 118 46 Stockholm, Sweden',
        city: 'Stockholm',
        state: 'Stockholms län',
        zip_code: '118 46',
        country: 'Sweden',
        tags: ['Warm lead'],
      }),
    );
    expect(await company('Øresund Logistik ApS')).toEqual(
      onlyCompanyFields({
        name: 'Øresund Logistik ApS',
        website: 'https://oresund-logistik.dk', // stored, the file's cell empty: kept
        phone: '+45 33 12 34 56',
        sector: 'Services',
        description: 'Kunde siden 2019.',
        address: 'Havnegade 3, 1058 København K, Denmark', // empty before: filled
        city: 'København',
        zip_code: '1058',
        country: 'Denmark',
        number_of_employees: 120,
      }),
    );
  });

  it('persons: typed e-mails and phones, the label as a tag, the owner by name, the organization linked; an existing contact keeps its phone and job title', async () => {
    const { last, skipped, warnings } = await importFile('contacts', 'pipedrive-persons.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 2, updated: 1, skipped: 0 } });
    expect(skipped).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await contact('francois.muller@example.fr')).toEqual(
      onlyContactFields({
        first_name: 'François',
        last_name: 'Müller',
        email: 'francois.muller@example.fr',
        home_email: 'francois@maison.example',
        phone: '+49 89 1234 5678',
        mobile_phone: '+49 170 1234567',
        company_name: 'Bäckerei Müller GmbH',
        job_title: 'Inhaber',
        tags: ['Customer'],
        sales_rep_name: 'Jane Owner',
        last_contact_date: '2024-03-14',
      }),
    );
    expect(await contact('zoe.angstrom@example.se')).toEqual(
      onlyContactFields({
        first_name: 'Zoë',
        last_name: 'Ångström',
        email: 'zoe.angstrom@example.se',
        phone: '+46 8 123 456 78',
        home_phone: '+46 8 765 432 10',
        company_name: 'Ångström Design AB',
        job_title: 'Formgivare',
        tags: ['Hot lead'],
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
        tags: ['Kunde', 'VIP'], // the label added to the stored tags
        last_contact_date: '2024-02-29', // empty before: filled
      }),
    );
    // Linked to the organization the first file created, not to a second one.
    const { company_id } = await db()
      .selectFrom('contacts')
      .select('company_id')
      .where('email', '=', 'francois.muller@example.fr')
      .executeTakeFirstOrThrow();
    expect(company_id).toBe(await companyId('Bäckerei Müller GmbH'));
    expect(await db().selectFrom('companies').select('id').execute()).toHaveLength(3);
  });

  it('deals: "Deal - Stage" read even after "Deal - Status"; value, organization, contact person (linked by the person’s e-mail), owner, label, expected close and next activity dates', async () => {
    const { last, skipped, warnings } = await importFile('deals', 'pipedrive-deals.csv');
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
          'email',
          'assigned_sales_rep',
          'tags',
          'expected_close_date',
          'next_contact_date',
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
      status: 'Proposal Made',
      deal_value: 12_500,
      first_name: 'François',
      last_name: 'Müller',
      email: 'francois.muller@example.fr',
      assigned_sales_rep: 'Jane Owner',
      tags: ['Hot'],
      expected_close_date: '2025-03-31',
      next_contact_date: '2024-12-02',
      contact_ids: [await contactId('francois.muller@example.fr')],
    });
    expect(await deal('Möbelserie Fjärran')).toEqual({
      name: 'Möbelserie Fjärran',
      company: 'Ångström Design AB',
      company_id: await companyId('Ångström Design AB'),
      status: 'Negotiations Started',
      deal_value: 48_000.5,
      first_name: 'Zoë',
      last_name: 'Ångström',
      email: 'zoe.angstrom@example.se',
      assigned_sales_rep: 'Unassigned',
      tags: ['Warm'],
      expected_close_date: '2024-06-30',
      next_contact_date: null,
      contact_ids: [await contactId('zoe.angstrom@example.se')],
    });
    expect(await deal('Lagerprojekt Øresund')).toEqual({
      name: 'Lagerprojekt Øresund',
      company: 'Øresund Logistik ApS',
      company_id: await companyId('Øresund Logistik ApS'),
      status: 'Qualified',
      deal_value: null,
      first_name: null,
      last_name: null,
      email: null,
      assigned_sales_rep: 'Jane Owner',
      tags: [],
      expected_close_date: null,
      next_contact_date: '2025-01-15',
      contact_ids: [],
    });
    expect(await db().selectFrom('contacts').select('id').execute()).toHaveLength(3);
  });

  it('each file imported again changes nothing', async () => {
    for (const [kind, name] of [
      ['companies', 'pipedrive-organizations.csv'],
      ['contacts', 'pipedrive-persons.csv'],
      ['deals', 'pipedrive-deals.csv'],
    ] as const) {
      const { last } = await importFile(kind, name);
      expect(last, name).toMatchObject({ type: 'done', rows: 3, counts: { created: 0, updated: 0, skipped: 3 } });
    }
  });
});
