import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_INQUIRY_TAG } from '@keel/shared/inquiries';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 0025: an inquiry from a known e-mail goes to that contact; the deal carries the stored
 * company's name. Decision 0076: only staff fill the contact's blanks; a visitor's changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const submit = (payload: object, cookie?: string) => t.request({ method: 'POST', url: '/api/inquiries', payload, cookie });
const contactsWith = (email: string) => db().selectFrom('contacts').selectAll().where('email', 'ilike', email).execute();
const dealsOf = (email: string) => db().selectFrom('deals').selectAll().where('email', '=', email).orderBy('created_at').execute();

describe('an inquiry from an e-mail that already has a contact', () => {
  const dana = () =>
    db()
      .insertInto('contacts')
      .values({
        first_name: 'Dana',
        last_name: 'Scully',
        email: 'Dana.Scully@fbi.example',
        phone: '(202) 555-0000',
        job_title: null,
        version: 3,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  const secondProject = {
    firstName: 'Danielle',
    lastName: 'Scully',
    email: 'dana.scully@FBI.example',
    phone: '(999) 999-9999',
    jobTitle: 'Pathologist',
    city: 'Washington',
    message: 'A second project.',
  };

  it('entered by staff, updates that contact instead of creating a second one: blanks are filled, recorded values are kept', async () => {
    const existing = await dana();
    const { cookie } = await t.userWithRole('sales_rep', { fullName: 'Fox Mulder' });
    const res = await submit(secondProject, cookie);
    expect(res.statusCode, res.body).toBe(201);
    const contacts = await contactsWith('dana.scully@fbi.example');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: existing.id,
      first_name: 'Dana',
      phone: '(202) 555-0000',
      job_title: 'Pathologist',
      city: 'Washington',
      description: 'A second project.',
      version: existing.version + 1,
      last_modified_by: 'Fox Mulder',
    });
    const [deal] = await dealsOf('dana.scully@fbi.example');
    expect(deal).toMatchObject({ contact_ids: [existing.id], first_name: 'Danielle', phone: '(999) 999-9999' });
    expect(deal!.tags).not.toContain(UNVERIFIED_INQUIRY_TAG);
    const entry = await db().selectFrom('audit_log').select('details').where('entity_id', '=', deal!.id).executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({
      contactId: existing.id,
      existingContact: true,
      // The member who entered it becomes its sales rep, as for a new contact.
      contactFieldsFilled: ['job_title', 'description', 'city', 'assigned_sales_rep_id'],
    });
    await db().deleteFrom('deals').where('id', '=', deal!.id).execute();
    await db().deleteFrom('contacts').where('id', '=', existing.id).execute();
  });

  it("sent by a visitor, changes nothing of that contact: the lead keeps the visitor's values, linked and marked unverified", async () => {
    const existing = await dana();
    const res = await submit({ ...secondProject, company: 'Lone Gunmen' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ leadName: 'Danielle Scully', dealName: 'Lone Gunmen Inquiry' });
    // Every column as it was: no blank filled, no company linked, no new version.
    expect(await contactsWith('dana.scully@fbi.example')).toEqual([existing]);
    const [deal] = await dealsOf('dana.scully@fbi.example');
    expect(deal).toMatchObject({ contact_ids: [existing.id], first_name: 'Danielle', phone: '(999) 999-9999', job_title: 'Pathologist' });
    expect(deal!.tags).toContain(UNVERIFIED_INQUIRY_TAG);
    const entry = await db().selectFrom('audit_log').select('details').where('entity_id', '=', deal!.id).executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ contactId: existing.id, existingContact: true, contactFieldsFilled: [], unverified: true });
  });

  it('names the deal after the company as stored, not as typed, and links the contact to it', async () => {
    const company = await db().insertInto('companies').values({ name: 'Acme Corporation' }).returning('id').executeTakeFirstOrThrow();
    const res = await submit({
      firstName: 'Wile',
      lastName: 'Coyote',
      email: 'wile@acme.example',
      company: 'ACME corporation',
      message: 'Rockets.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ leadName: 'Wile Coyote', dealName: 'Acme Corporation Inquiry' });
    const [deal] = await dealsOf('wile@acme.example');
    expect(deal).toMatchObject({ name: 'Acme Corporation Inquiry', company: 'Acme Corporation', company_id: company.id });
    expect((await contactsWith('wile@acme.example'))[0]).toMatchObject({ company_id: company.id });
  });

  it("without a company typed, the deal goes to the known contact's own company and is named after it", async () => {
    const company = await db().insertInto('companies').values({ name: 'Globex' }).returning('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('contacts')
      .values({ first_name: 'Hank', last_name: 'Scorpio', email: 'hank@globex.example', company_id: company.id })
      .execute();
    const res = await submit({ firstName: 'Hank', lastName: 'Scorpio', email: 'hank@globex.example', message: 'Doomsday device CRM.' });
    expect(res.json()).toMatchObject({ dealName: 'Globex Inquiry' });
    const [deal] = await dealsOf('hank@globex.example');
    expect(deal).toMatchObject({ company_id: company.id, company: 'Globex', name: 'Globex Inquiry' });
  });

  it('answers signed-in staff with the ids of the contact and the lead, and anonymous visitors without them', async () => {
    const { cookie } = await t.userWithRole('sales_rep', { fullName: 'Sam Seller' });
    const staff = await submit({ firstName: 'Ann', lastName: 'Perkins', email: 'ann@pawnee.example', message: 'Clinic CRM.' }, cookie);
    expect(staff.statusCode, staff.body).toBe(201);
    const [contact] = await contactsWith('ann@pawnee.example');
    const [deal] = await dealsOf('ann@pawnee.example');
    expect(staff.json()).toEqual({ leadName: 'Ann Perkins', dealName: 'Ann Perkins Inquiry', contactId: contact!.id, leadId: deal!.id });
    const visitor = await submit({ firstName: 'Ann', lastName: 'Perkins', email: 'ann@pawnee.example', message: 'Again.' });
    expect(visitor.json()).toEqual({ leadName: 'Ann Perkins', dealName: 'Ann Perkins Inquiry' });
    expect(await contactsWith('ann@pawnee.example')).toHaveLength(1);
  });

  it('two inquiries from one new e-mail sent at the same moment create one contact and two leads', async () => {
    const payload = (n: number) => ({
      firstName: 'Twin',
      lastName: `Number ${n}`,
      email: 'twins@race.example',
      company: 'Race Co',
      message: `Inquiry ${n}`,
    });
    // Both requests are in flight before either is awaited: the database sees them at once.
    const results = await Promise.all([submit(payload(1)), submit(payload(2)), submit(payload(3))]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await contactsWith('twins@race.example')).toHaveLength(1);
    expect(await db().selectFrom('companies').select('id').where('name', 'ilike', 'race co').execute()).toHaveLength(1);
    const deals = await dealsOf('twins@race.example');
    expect(deals).toHaveLength(3);
    expect(new Set(deals.map((d) => d.contact_ids[0])).size).toBe(1);
  });
});
