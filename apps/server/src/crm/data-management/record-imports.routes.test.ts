import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCHANGED_COMPANY_REASON } from '@keel/shared/company-import';
import type { ImportEvent } from '@keel/shared/data-management';
import { UNCHANGED_DEAL_REASON, unknownStageReason } from '@keel/shared/deal-import';
import { DEFAULT_STAGES } from '@keel/shared/funnel';
import { signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);
async function importFile(kind: string, csv: string, columns?: (string | null)[], settings = '') {
  const query = (columns ? `&columns=${encodeURIComponent(JSON.stringify(columns))}` : '') + settings;
  const res = await t.request({
    method: 'POST',
    url: `/api/data-management/${kind}/import?fileName=${kind}.csv${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  const all = events(res.body);
  return { last: all.at(-1)!, skipped: all.flatMap((e) => (e.type === 'progress' ? e.skipped : [])) };
}
async function exportFile(kind: string) {
  const res = await t.request({ method: 'GET', url: `/api/data-management/${kind}/export`, cookie: as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`keel_${kind}_export_\\d{4}-\\d{2}-\\d{2}\\.csv`));
  return res.body;
}
const companyNamed = (name: string) =>
  db()
    .selectFrom('companies')
    .selectAll()
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .execute();

describe('companies import and export (decision 0027)', () => {
  it('matches renamed headers automatically, creates, then updates only what differs, matched by name or website domain', async () => {
    const csv = [
      'Company Name,Industry,Website URL,Phone Number,City,Employees,Annual Revenue,Tags,Favourite Colour',
      'Orbital Labs,technology,https://www.orbital-labs.example/about,555-0100,Austin,120,2500000.50,space; rockets,blue',
      'Harbor Foods,Retail,harborfoods.example,,Boston,,,,green',
    ].join('\n');
    const first = await importFile('companies', csv);
    expect(first.last).toMatchObject({ type: 'done', rows: 2, counts: { created: 2, updated: 0, skipped: 0 } });
    const [orbital] = await companyNamed('Orbital Labs');
    expect(orbital).toMatchObject({
      sector: 'Technology',
      website: 'https://www.orbital-labs.example/about',
      phone: '555-0100',
      number_of_employees: 120,
      tags: ['space', 'rockets'],
      country: 'USA',
    });
    expect(Number(orbital.annual_revenue)).toBe(2500000.5);

    const again = [
      'name,website,city',
      'ORBITAL LABS,https://www.orbital-labs.example/about,Austin', // same values: unchanged
      'Harbor Foods Inc,https://HarborFoods.example,Portland', // another name, same domain: updated
      ',nowhere.example,Nowhere',
    ].join('\n');
    const second = await importFile('companies', again, undefined, '&update=overwrite');
    expect(second.last).toMatchObject({ type: 'done', counts: { created: 0, updated: 1, skipped: 2 } });
    expect(second.skipped).toEqual([
      { row: 1, email: 'ORBITAL LABS', reason: UNCHANGED_COMPANY_REASON },
      {
        row: 3,
        email: '',
        reason: 'Missing required field: name.',
        errors: [{ column: 'name', message: 'Missing required field: name.' }],
        cells: ['', 'nowhere.example', 'Nowhere'],
      },
    ]);
    expect(await companyNamed('Harbor Foods')).toEqual([]);
    const [harbor] = await companyNamed('Harbor Foods Inc');
    expect(harbor).toMatchObject({ city: 'Portland', website: 'https://HarborFoods.example', sector: 'Retail', version: 2 });
  });

  it('round trip: the export imports back as 0 new, 0 updated, and exports again identically', async () => {
    const exported = await exportFile('companies');
    expect(exported.split('\r\n')[0]).toBe(
      'name,sector,website,phone,email,address,address2,city,state,zip_code,country,linkedin_url,number_of_employees,annual_revenue,tags,description',
    );
    const rows = exported.trim().split('\r\n').length - 1;
    const back = await importFile('companies', exported);
    expect(back.last).toMatchObject({ type: 'done', counts: { created: 0, updated: 0, skipped: rows } });
    expect(await exportFile('companies')).toBe(exported);
  });

  it('skips a row the database cannot hold with its reason, and imports the others', async () => {
    const { last, skipped } = await importFile(
      'companies',
      'name,number_of_employees,sector\nBad Count,lots,\nBad Sector,,Space\nGood Co,12,Other\n',
    );
    expect(last).toMatchObject({ type: 'done', counts: { created: 1, updated: 0, skipped: 2 } });
    expect(skipped.map((s) => [s.row, s.reason.split(':')[0]])).toEqual([
      [1, 'Invalid number_of_employees'],
      [2, 'Invalid sector'],
    ]);
  });
});

describe('deals import and export (decision 0027)', () => {
  it('links each deal to its company by name and its contact by e-mail (created when missing); an unknown stage skips the row with its reason', async () => {
    const csv = [
      'Deal Name,Stage,Company,First Name,Last Name,Email,Amount,Priority,Tags',
      'Cloud migration,Contacted,Orbital Labs,Sally,Ride,SALLY@orbital-labs.example,125000,high,cloud;migration',
      'Data platform,Negotiation,Orbital Labs,Sally,Ride,sally@orbital-labs.example,50000,,',
      'Website rebuild,,Brand New Corp,Neil,Arm,neil@brandnew.example,,,',
    ].join('\n');
    const { last, skipped } = await importFile('deals', csv);
    expect(last).toMatchObject({ type: 'done', counts: { created: 2, updated: 0, skipped: 1 } });
    const stageReason = unknownStageReason(
      'Negotiation',
      DEFAULT_STAGES.map((s) => s.title),
    );
    expect(skipped).toEqual([
      {
        row: 2,
        email: 'Data platform',
        reason: stageReason,
        errors: [{ column: 'Stage', message: stageReason }],
        cells: ['Data platform', 'Negotiation', 'Orbital Labs', 'Sally', 'Ride', 'sally@orbital-labs.example', '50000', '', ''],
      },
    ]);

    const deals = await db()
      .selectFrom('deals as d')
      .innerJoin('pipeline_stages as s', 's.id', 'd.stage_id')
      .select([
        'd.name',
        'd.company',
        'd.company_id',
        'd.contact_ids',
        'd.deal_value',
        'd.priority',
        'd.tags',
        's.title',
        'd.status',
        'd.sales_stage',
      ])
      .orderBy('d.name')
      .execute();
    const [orbital] = await companyNamed('Orbital Labs');
    const [brandNew] = await companyNamed('Brand New Corp');
    const sally = await db().selectFrom('contacts').selectAll().where('email', '=', 'sally@orbital-labs.example').executeTakeFirstOrThrow();
    expect(sally).toMatchObject({ first_name: 'Sally', last_name: 'Ride', company_id: orbital.id });
    expect(deals).toMatchObject([
      {
        name: 'Cloud migration',
        company: 'Orbital Labs',
        company_id: orbital.id,
        contact_ids: [sally.id],
        deal_value: '125000.00',
        priority: 'High',
        tags: ['cloud', 'migration'],
        title: 'Contacted',
        status: 'Contacted',
        sales_stage: 'Contacted',
      },
      { name: 'Website rebuild', company: 'Brand New Corp', company_id: brandNew.id, title: 'New Inquiry', priority: 'Medium' },
    ]);
  });

  it('round trip: the export names stage, company and rep by name, imports back as 0 new, 0 updated, and exports again identically', async () => {
    const exported = await exportFile('deals');
    const [header, ...lines] = exported.trim().split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['name', 'stage', 'company']);
    expect(header).not.toMatch(/_id|\bid\b/);
    expect(lines.find((l) => l.startsWith('Cloud migration'))).toMatch(
      /^Cloud migration,Contacted,Orbital Labs,Sally,Ride,sally@orbital-labs\.example,/,
    );
    const back = await importFile('deals', exported);
    expect(back.last).toMatchObject({ type: 'done', counts: { created: 0, updated: 0, skipped: lines.length } });
    expect(back.skipped.every((s) => s.reason === UNCHANGED_DEAL_REASON)).toBe(true);
    expect(await exportFile('deals')).toBe(exported);
  });

  it('moves a deal to another column when the file names another stage', async () => {
    const { last } = await importFile(
      'deals',
      'name,company,stage\ncloud MIGRATION,orbital labs,Closed Won\n',
      undefined,
      '&update=overwrite',
    );
    expect(last).toMatchObject({ type: 'done', counts: { created: 0, updated: 1, skipped: 0 } });
    const deal = await db()
      .selectFrom('deals')
      .select(['status', 'version'])
      .where('name', '=', 'Cloud migration')
      .executeTakeFirstOrThrow();
    expect(deal).toEqual({ status: 'Closed Won', version: 2 });
  });
});

describe('bad rows of the companies and deals imports (decision 0027)', () => {
  /** Each file: rows the database cannot hold, each with the reason the report gives, then one good row. */
  const cases = {
    companies: {
      csv: [
        'name,email,annual_revenue,website',
        ',nobody@bad.example,,',
        'Bad Mail Co,not-an-email,,',
        'Bad Revenue Co,,a lot,',
        `${'L'.repeat(201)},,,`,
        'Good Row Co,good@row.example,1000,goodrow.example',
      ],
      reasons: [
        'Missing required field: name.',
        'Invalid email: Please enter a valid e-mail address.',
        'Invalid annual_revenue: Please enter a number.',
        'Invalid name: Please use at most 200 characters.',
      ],
      stored: async () =>
        (
          await db()
            .selectFrom('companies')
            .select('name')
            .where('name', 'in', ['Bad Mail Co', 'Bad Revenue Co', 'L'.repeat(201), 'Good Row Co'])
            .execute()
        ).map((r) => r.name),
      good: 'Good Row Co',
    },
    deals: {
      csv: [
        'name,stage,assignedSalesRep,dealValue,priority,inquiryDate,email',
        ',Contacted,,100,,,',
        'Bad Stage deal,Imaginary,,,,,',
        'Bad Value deal,,,lots,,,',
        'Bad Priority deal,,,,Urgent!,,',
        'Bad Date deal,,,,,31/13/2026,',
        'Bad Mail deal,,,,,,not-an-email',
        'Good Row deal,Contacted,Unassigned,1200,low,2026-01-31,good.deal@row.example',
      ],
      reasons: [
        'Missing required field: name.',
        unknownStageReason(
          'Imaginary',
          DEFAULT_STAGES.map((s) => s.title),
        ),
        'Invalid dealValue: Deal value must be a number.',
        'Invalid priority: Please use one of: High, Medium, Low.',
        'Invalid inquiryDate: Please enter a date as YYYY-MM-DD.',
        'Invalid email: Please enter a valid e-mail address.',
      ],
      stored: async () => (await db().selectFrom('deals').select('name').where('name', 'like', '% deal').execute()).map((r) => r.name),
      good: 'Good Row deal',
    },
  };
  it.each(['companies', 'deals'] as const)(
    '%s: skips each row the database cannot hold with its own clear reason, imports the rest, writes nothing of a skipped row',
    async (kind) => {
      const { csv, reasons, stored, good } = cases[kind];
      const { last, skipped } = await importFile(kind, csv.join('\n'));
      expect(last).toMatchObject({ type: 'done', counts: { created: 1, updated: 0, skipped: reasons.length } });
      expect(skipped.map((s) => [s.row, s.reason])).toEqual(reasons.map((reason, i) => [i + 1, reason]));
      expect(await stored()).toEqual([good]);
    },
  );
});

describe('column mapping (decision 0027)', () => {
  it('imports a file whose headers match nothing through the mapping the caller chose, ignoring the columns mapped to none', async () => {
    const csv = 'Organisation Title,Web,Town,Internal Note\nMapped Co,mapped.example,Denver,do not import\n';
    const { last } = await importFile('companies', csv, ['name', 'website', 'city', null]);
    expect(last).toMatchObject({ type: 'done', counts: { created: 1 } });
    expect(await companyNamed('Mapped Co')).toMatchObject([{ website: 'mapped.example', city: 'Denver', description: null }]);
  });

  it('refuses a mapping naming an unknown field or one field twice with a 400, changing nothing', async () => {
    for (const columns of [
      ['name', 'nonsense'],
      ['name', 'name'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/data-management/companies/import?columns=${encodeURIComponent(JSON.stringify(columns))}`,
        payload: 'a,b\nX Co,Y\n',
        headers: { 'content-type': 'text/csv' },
        cookie: as.admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await companyNamed('X Co')).toEqual([]);
  });

  it('matches the names other CRMs export for contacts, and the contact export writes docs/product/records.md#contacts camel-case names', async () => {
    const { last } = await importFile(
      'contacts',
      'E-mail Address,First Name,Surname,Mobile Phone,Job Title\nmapped.person@crm.example,Mapped,Person,555-0200,Buyer\n',
    );
    expect(last).toMatchObject({ type: 'done', counts: { created: 1 } });
    const contact = await db()
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', 'mapped.person@crm.example')
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ first_name: 'Mapped', last_name: 'Person', mobile_phone: '555-0200', job_title: 'Buyer' });
    const header = (await exportFile('contacts')).split('\r\n')[0].split(',');
    expect(header).toEqual(
      expect.arrayContaining([
        'mobilePhone',
        'workEmail',
        'homeEmail',
        'homePhone',
        'jobTitle',
        'zipCode',
        'linkedinProfile',
        'instagramProfile',
        'avatarUrl',
      ]),
    );
    expect(header).not.toContain('mobile_phone');
  });

  it('remembers the mapping a user chose for the next file with the same headers, per user', async () => {
    const headers = ['Organisation Title', 'Web'];
    const lookup = (cookie: string) =>
      t.request({ method: 'POST', url: '/api/data-management/companies/mapping/lookup', payload: { headers }, cookie });
    expect((await lookup(as.admin.cookie)).json()).toEqual({ columns: null });
    const put = await t.request({
      method: 'PUT',
      url: '/api/data-management/companies/mapping',
      payload: { headers, columns: ['name', null] },
      cookie: as.admin.cookie,
    });
    expect(put.statusCode, put.body).toBe(204);
    expect((await lookup(as.admin.cookie)).json()).toEqual({ columns: ['name', null] });
    expect((await lookup(as.recruiter.cookie)).statusCode).toBe(403);
  });
});
