import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewContactReceipt } from '@keel/shared/contact-intake';
import type { Lead } from '@keel/shared/funnel-lead';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stageIds } from '../funnel/funnel.test-support';

/** Decision 0064: staff 'Add New Contact' saves a contact, and optionally its first deal, together. */
let t: TestApp;
let rep: Awaited<ReturnType<TestApp['userWithRole']>>;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.userWithRole('sales_rep', { fullName: 'Sam Rep' });
  ids = await stageIds(t);
});
afterAll(() => t.close());

const contact = (email: string) => ({ first_name: 'Grace', last_name: 'Hopper', email, job_title: 'Rear Admiral' });
async function add(payload: object, status = 201, signedIn = true) {
  const res = await t.request({
    method: 'POST',
    url: '/api/contact-intake',
    cookie: signedIn ? rep.cookie : undefined,
    payload: payload as never,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<NewContactReceipt>();
}
const counts = async () => {
  const n = async (table: 'contacts' | 'deals' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { contacts: await n('contacts'), deals: await n('deals'), audit: await n('audit_log') };
};

describe('Add New Contact (staff)', () => {
  it('adds a contact alone: no deal, not an inquiry', async () => {
    const before = await counts();
    const receipt = await add({ contact: contact('grace@navy.test') });
    expect(receipt).toMatchObject({ leadId: null, contact: { first_name: 'Grace', email: 'grace@navy.test', is_inquiry: false } });
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, audit: before.audit + 1 });
  });

  it('with "Also create a deal", adds the deal in its stage, linked to the contact and assigned to whoever adds it', async () => {
    const receipt = await add({
      contact: contact('grace2@navy.test'),
      deal: { name: 'COBOL training', dealValue: '12,000', stageId: ids['Contacted'], expectedCloseDate: '2026-12-01' },
    });
    expect(receipt.leadId).toMatch(/^[0-9a-f-]{36}$/);
    const lead: Lead = (await t.request({ method: 'GET', url: `/api/funnel/leads/${receipt.leadId}`, cookie: rep.cookie })).json();
    expect(lead).toMatchObject({
      name: 'COBOL training',
      dealValue: 12000,
      stageTitle: 'Contacted',
      expectedCloseDate: '2026-12-01',
      contactIds: [receipt.contact.id],
      firstName: 'Grace',
      assignedSalesRep: 'Sam Rep',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action_type')
      .where('entity_id', 'in', [receipt.contact.id, receipt.leadId!])
      .execute();
    expect(audit.map((a) => a.action_type).sort()).toEqual(['CONTACT_CREATED', 'DEAL_CREATED']);
  });

  it.each([
    [{ contact: { first_name: 'Grace', last_name: 'Hopper' } }, 400],
    [{ contact: { ...contact('bad-email'), email: 'not an e-mail' } }, 400],
    [{ contact: contact('x1@navy.test'), deal: { name: '' } }, 400],
    [{ contact: contact('x2@navy.test'), deal: { name: 'Deal', dealValue: -5 } }, 400],
    [{ contact: contact('x3@navy.test'), deal: { name: 'Deal', stageId: '00000000-0000-4000-8000-000000000000' } }, 404],
  ])('refuses %j (%i) and writes nothing, not even the contact', async (payload, status) => {
    const before = await counts();
    await add(payload, status);
    expect(await counts()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const before = await counts();
    await add({ contact: contact('anon@navy.test') }, 401, false);
    expect(await counts()).toEqual(before);
  });
});
