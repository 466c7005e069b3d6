import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_NOT_SAVED, CONTACT_NOT_SAVED } from '@keel/shared/inquiries';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

const minimal = { firstName: 'Dana', lastName: 'Scully', email: 'dana@fbi.example', message: 'We need a CRM rollout plan.' };
const full = {
  ...minimal,
  email: 'Fox.Mulder@FBI.example',
  firstName: 'Fox',
  lastName: 'Mulder',
  workEmail: 'fox@xfiles.example',
  phone: '(202) 555-0101',
  mobilePhone: '(202) 555-0102',
  company: 'X Files Unit',
  jobTitle: 'Special Agent',
  website: 'https://xfiles.example',
  industry: 'Services',
  projectName: 'Case Archive Modernization',
  leadSource: 'Referral',
  serviceInterest: 'CRM Implementation',
  priority: 'High',
  budgetRange: '$50,000 - $100,000',
  timeline: '3-6 months',
  projectValue: '$75,500.50',
  address: '935 Pennsylvania Ave NW',
  address2: 'Basement',
  city: 'Washington',
  state: 'DC',
  zipCode: '20535',
  country: 'USA',
  linkedinProfile: 'https://www.linkedin.com/in/foxmulder',
  instagramProfile: 'https://www.instagram.com/truthisoutthere',
  instantMessageHandles: 'Signal: @fox',
  birthday: '1961-10-13',
  message: 'Digitize and index 30 years of case files.',
};

const db = () => t.database.db;
const count = async (table: 'contacts' | 'companies' | 'deals' | 'audit_log') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  contacts: await count('contacts'),
  companies: await count('companies'),
  deals: await count('deals'),
  audit: await count('audit_log'),
});
const submit = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/inquiries', payload: payload as object, cookie });
const dealByEmail = (email: string) =>
  db()
    .selectFrom('deals')
    .innerJoin('pipeline_stages as s', 's.id', 'deals.stage_id')
    .selectAll('deals')
    .select('s.title as stage_title')
    .where('deals.email', '=', email)
    .orderBy('deals.created_at', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

describe('POST /api/inquiries: an anonymous visitor', () => {
  it('without any admin, leaves the lead Unassigned', async () => {
    const res = await submit(minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry' });
    const deal = await dealByEmail(minimal.email);
    expect(deal).toMatchObject({
      assigned_sales_rep: 'Unassigned',
      assigned_sales_rep_id: null,
      company_id: null,
      amount: '0.00',
      lead_source: 'N/A',
      tags: ['N/A', 'New Inquiry'],
    });
  });

  it('creates the contact, the company and the deal in New Inquiry with every lead-card field, assigned to the first admin', async () => {
    const first = await t.userWithRole('admin', { fullName: 'Zed First Admin' });
    await t.userWithRole('admin', { fullName: 'Alice Later Admin' });
    const res = await submit(full);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ leadName: 'Fox Mulder', dealName: 'Case Archive Modernization' });

    const contact = await db().selectFrom('contacts').selectAll().where('email', '=', 'fox.mulder@fbi.example').executeTakeFirstOrThrow();
    const company = await db().selectFrom('companies').selectAll().where('id', '=', contact.company_id!).executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      name: 'X Files Unit',
      website: 'https://xfiles.example',
      sector: 'Services',
      created_by_user_id: null,
    });
    expect(contact).toMatchObject({
      first_name: 'Fox',
      last_name: 'Mulder',
      work_email: 'fox@xfiles.example',
      phone: '(202) 555-0101',
      mobile_phone: '(202) 555-0102',
      job_title: 'Special Agent',
      description: full.message,
      address: full.address,
      address2: 'Basement',
      city: 'Washington',
      state: 'DC',
      zip_code: '20535',
      country: 'USA',
      linkedin_profile: full.linkedinProfile,
      instagram_profile: full.instagramProfile,
      instant_message_handles: 'Signal: @fox',
      birthday: '1961-10-13',
      is_inquiry: true,
      assigned_sales_rep_id: first.user.id,
      created_by: 'Public Inquiry Form',
      created_by_user_id: null,
    });

    const deal = await dealByEmail('fox.mulder@fbi.example');
    expect(deal).toMatchObject({
      stage_title: 'New Inquiry',
      name: 'Case Archive Modernization',
      title: 'Case Archive Modernization',
      type: 'New Business',
      amount: '75500.50',
      deal_value: '75500.50',
      company_id: company.id,
      contact_ids: [contact.id],
      company: 'X Files Unit',
      first_name: 'Fox',
      last_name: 'Mulder',
      job_title: 'Special Agent',
      work_email: 'fox@xfiles.example',
      priority: 'High',
      lead_source: 'Referral',
      service_interest: 'CRM Implementation',
      budget_range: '$50,000 - $100,000',
      timeline: '3-6 months',
      industry: 'Services',
      status: 'New Inquiry',
      sales_stage: 'New Inquiry',
      tags: ['Referral', 'New Inquiry'],
      website: 'https://xfiles.example',
      instant_message_handles: 'Signal: @fox',
      birthday: '1961-10-13',
      location: 'Washington, DC, USA',
      social_profiles: { linkedin: full.linkedinProfile, instagram: full.instagramProfile },
      address: { street: full.address, street2: 'Basement', city: 'Washington', state: 'DC', zipCode: '20535', country: 'USA' },
      description: full.message,
      assigned_sales_rep_id: first.user.id,
      assigned_sales_rep: 'Zed First Admin',
      created_by: 'Public Inquiry Form',
      last_modified_by: 'Public Inquiry Form',
      created_by_user_id: null,
    });
    expect(deal.inquiry_date).toBe(new Date().toISOString().slice(0, 10));

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action_type', '=', 'NEW_INQUIRY_SUBMITTED')
      .where('entity_id', '=', deal.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: null, user_name: 'Public Inquiry Form', entity_type: 'deal' });
    expect(audit.details).toMatchObject({
      dealName: 'Case Archive Modernization',
      contactId: contact.id,
      companyId: company.id,
      stage: 'New Inquiry',
    });
  });

  it('finds the company by case-insensitive name instead of creating it again, and puts the deal at the end of the column', async () => {
    const before = await counts();
    const res = await submit({ ...minimal, email: 'walter@fbi.example', company: '  x FILES unit ' });
    expect(res.statusCode).toBe(201);
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, deals: before.deals + 1, audit: before.audit + 1 });
    const deal = await dealByEmail('walter@fbi.example');
    const company = await db().selectFrom('companies').select('id').where('name', '=', 'X Files Unit').executeTakeFirstOrThrow();
    expect(deal.company_id).toBe(company.id);
    const column = await db()
      .selectFrom('deals')
      .select(['email', 'position'])
      .where('stage_id', '=', deal.stage_id)
      .orderBy('position')
      .execute();
    expect(column.at(-1)!.email).toBe('walter@fbi.example');
    expect(new Set(column.map((d) => d.position)).size).toBe(column.length);
  });

  it('ignores a stage passed by a visitor: public inquiries always land in New Inquiry', async () => {
    await submit({ ...minimal, email: 'sneaky@example.test', stage: 'Closed Won' });
    expect((await dealByEmail('sneaky@example.test')).stage_title).toBe('New Inquiry');
  });
});

describe('POST /api/inquiries: a signed-in user', () => {
  it('records the user as creator and owner, and honours the stage passed', async () => {
    const { user, cookie } = await t.userWithRole('sales_rep', { fullName: 'Sam Seller' });
    const res = await submit({ ...minimal, email: 'lead@acme.example', leadSource: 'Event', stage: 'Contacted' }, cookie);
    expect(res.statusCode).toBe(201);
    const deal = await dealByEmail('lead@acme.example');
    expect(deal).toMatchObject({
      stage_title: 'Contacted',
      status: 'Contacted',
      sales_stage: 'Contacted',
      tags: ['Event', 'Contacted'],
      created_by: 'Sam Seller',
      created_by_user_id: user.id,
      assigned_sales_rep_id: user.id,
      assigned_sales_rep: 'Sam Seller',
    });
    const contact = await db().selectFrom('contacts').selectAll().where('email', '=', 'lead@acme.example').executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ created_by: 'Sam Seller', assigned_sales_rep_id: user.id, is_inquiry: true });
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', deal.id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: user.id, user_name: 'Sam Seller' });
  });

  it('refuses an unknown stage and saves nothing', async () => {
    const { cookie } = await t.userWithRole('user');
    const before = await counts();
    const res = await submit({ ...minimal, stage: 'No Such Column' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ stage: 'Unknown funnel stage.' });
    expect(await counts()).toEqual(before);
  });
});

describe('a failure inside the transaction', () => {
  it('leaves nothing behind when the deal cannot be saved, and says so', async () => {
    await sql`alter table deals add constraint test_refuse_deal check (name <> 'Doomed Project')`.execute(db());
    try {
      const before = await counts();
      const res = await submit({ ...minimal, email: 'doomed@example.test', company: 'Brand New Doomed Co', projectName: 'Doomed Project' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: DEAL_NOT_SAVED });
      expect(await counts()).toEqual(before);
      expect(await db().selectFrom('companies').select('id').where('name', '=', 'Brand New Doomed Co').execute()).toEqual([]);
    } finally {
      await sql`alter table deals drop constraint test_refuse_deal`.execute(db());
    }
  });

  it('leaves nothing behind when the contact cannot be saved, and says so', async () => {
    await sql`alter table contacts add constraint test_refuse_contact check (last_name <> 'Refused')`.execute(db());
    try {
      const before = await counts();
      const res = await submit({ ...minimal, email: 'refused@fbi.example', lastName: 'Refused', company: 'Another New Co' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: CONTACT_NOT_SAVED });
      expect(await counts()).toEqual(before);
    } finally {
      await sql`alter table contacts drop constraint test_refuse_contact`.execute(db());
    }
  });
});

describe('honeypot and rate limit', () => {
  it('answers a bot that fills the honeypot like a person, and stores nothing', async () => {
    const before = await counts();
    const res = await submit({ ...minimal, homepage: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ leadName: 'Dana Scully', dealName: 'Dana Scully Inquiry' });
    expect(await counts()).toEqual(before);
  });

  it('refuses more than PUBLIC_FORM_RATE_LIMIT inquiries from one address', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1' } });
    try {
      const post = () => limited.request({ method: 'POST', url: '/api/inquiries', payload: minimal });
      expect((await post()).statusCode).toBe(201);
      const second = await post();
      expect(second.statusCode).toBe(429);
      expect(second.json().code).toBe('RATE_LIMITED');
      expect(await limited.database.db.selectFrom('contacts').select('id').execute()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
