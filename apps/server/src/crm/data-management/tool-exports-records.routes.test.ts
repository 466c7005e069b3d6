import { describe, expect, it } from 'vitest';
import { IMPORT_WARNINGS } from '@keel/shared/data-management';
import { LEAD_SOURCES } from '@keel/shared/funnel';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { fixtureImports } from '../../test/import-fixtures';

/**
 * Decision 0058: companies and deals from other tools' exports import with no manual mapping (the
 * fixtures are written as each tool exports them), their values as written, accents included.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;

const { importFile } = fixtureImports(app);

describe('companies and deals from other tools (decision 0058)', () => {
  it('HubSpot companies (UTF-8 with BOM): every field, HubSpot’s industries read as sectors', async () => {
    const { last } = await importFile('companies', 'hubspot-companies.csv');
    expect(last).toMatchObject({ type: 'done', rows: 2, counts: { created: 2, updated: 0, skipped: 0 } });
    const companies = await db()
      .selectFrom('companies')
      .select([
        'name',
        'website',
        'sector',
        'phone',
        'address',
        'city',
        'state',
        'zip_code',
        'country',
        'number_of_employees',
        'annual_revenue',
        'description',
        'linkedin_url',
      ])
      .orderBy('name')
      .execute();
    expect(companies.map((c) => ({ ...c, annual_revenue: c.annual_revenue === null ? null : Number(c.annual_revenue) }))).toEqual([
      {
        name: 'Müller Maschinenbau GmbH',
        website: 'mueller-maschinenbau.de',
        sector: 'Manufacturing',
        phone: '+49 89 123456',
        address: 'Industriestraße 7',
        city: 'München',
        state: 'Bayern',
        zip_code: '80331',
        country: 'Germany',
        number_of_employees: 250,
        annual_revenue: 12_500_000,
        description: 'Familienunternehmen seit 1952.',
        linkedin_url: 'https://www.linkedin.com/company/mueller-maschinenbau',
      },
      {
        name: 'Øresund Software ApS',
        website: 'oresund.example',
        sector: 'Technology',
        phone: null,
        address: null,
        city: 'København',
        state: null,
        zip_code: '1050',
        country: 'Denmark',
        number_of_employees: null,
        annual_revenue: null,
        description: null,
        linkedin_url: null,
      },
    ]);
  });

  it('Salesforce opportunities report (ISO-8859-1): the footer is no row; the close date read; owners by name or e-mail, or Unassigned with a warning; a row with an unknown lead source rejected with its column', async () => {
    await app.t.userWithRole('sales_rep', { email: 'jane.owner@firm.example', fullName: 'Jane Owner' });
    const { last, skipped, warnings } = await importFile('deals', 'salesforce-opportunities-report.csv');
    expect(last).toMatchObject({ type: 'done', rows: 3, counts: { created: 2, updated: 0, skipped: 1 } });
    expect(skipped).toEqual([
      expect.objectContaining({ row: 2, errors: [{ column: 'Lead Source', message: `Please use one of: ${LEAD_SOURCES.join(', ')}.` }] }),
    ]);
    expect(warnings).toEqual([
      { row: 3, email: 'Consultoria CRM', column: 'Opportunity Owner', message: IMPORT_WARNINGS.unknownPerson('Ghost Rep') },
    ]);
    const deals = await db()
      .selectFrom('deals')
      .select([
        'name',
        'company',
        'status',
        'deal_value',
        'lead_source',
        'meeting_notes',
        'assigned_sales_rep',
        'contact_ids',
        'expected_close_date',
      ])
      .orderBy('name')
      .execute();
    expect(deals.map((d) => ({ ...d, deal_value: Number(d.deal_value) }))).toEqual([
      {
        name: 'Consultoria CRM',
        company: 'Conceição & Filhos Lda',
        status: 'Proposal Sent',
        deal_value: 9900,
        lead_source: 'Referral',
        meeting_notes: null,
        assigned_sales_rep: 'Unassigned',
        contact_ids: [],
        expected_close_date: null,
      },
      {
        name: 'Renouvellement parc 2024',
        company: "Société Générale d'Équipement SA",
        status: 'Closed Won',
        deal_value: 125_000,
        lead_source: 'Website',
        meeting_notes: 'Signature reçue',
        assigned_sales_rep: 'Jane Owner',
        contact_ids: [],
        expected_close_date: '2024-03-31', // "Close Date", US style
      },
    ]);
    // Each deal's company was created (and linked), named as the file writes it.
    const companies = await db()
      .selectFrom('companies')
      .select('name')
      .where('name', 'in', ["Société Générale d'Équipement SA", 'Conceição & Filhos Lda'])
      .execute();
    expect(companies).toHaveLength(2);
  });
});
