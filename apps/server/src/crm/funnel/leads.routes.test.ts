import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEAD } from '@keel/shared/funnel';
import type { Lead } from '@keel/shared/funnel-lead';
import type { SessionUser } from '@keel/shared/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditCount, columnOrder, funnelSnapshot, insertDeals, stageIds } from './funnel.test-support';

let t: TestApp;
let cookie: string;
let me: SessionUser;
let rep: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, user: me } = await t.userWithRole('user', { fullName: 'Uma User' }));
  ({ user: rep } = await t.userWithRole('sales_rep', { fullName: 'Sam Seller' }));
});
afterAll(() => t.close());

async function create(payload: object): Promise<Lead> {
  const res = await t.request({ method: 'POST', url: '/api/funnel/leads', payload, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const fullLead = {
  name: 'ERP Migration',
  title: 'Dr.',
  description: 'Move off the legacy ERP',
  priority: 'High',
  tags: 'erp, urgent',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  workEmail: 'ada@engines.example',
  email: 'ada@home.example',
  mobilePhone: '555-0101',
  phone: '555-0102',
  jobTitle: 'CTO',
  leadSource: 'Referral',
  status: 'New Inquiry',
  inquiryDate: '2026-03-01',
  lastContactDate: '2026-03-02',
  nextContactDate: '2026-03-09',
  salesStage: 'Qualified',
  dealValue: '125000.50',
  meetingNotes: 'Wants a phased plan.',
  industry: 'Manufacturing',
  sourceCampaign: 'Spring 2026',
  utmParameters: 'utm_source=newsletter',
  serviceInterest: 'Cloud Solutions',
  budgetRange: '$100k-$250k',
  timeline: '3-6 months',
  website: 'https://engines.example',
  socialProfiles: { linkedin: 'https://linkedin.com/in/ada', twitter: '' },
  instantMessageHandles: 'ada@chat',
  birthday: '1990-12-10',
  location: 'London',
  address: { street: '1 Main St', city: 'London', country: 'UK' },
  businessAddress: { city: 'Leeds' },
  homeAddress: { street: '' },
};

describe('lead CRUD', () => {
  it('creates a lead with the lead-card defaults, on top of the first column, with the server-set record fields', async () => {
    const ids = await stageIds(t);
    const [existing] = await insertDeals(t, ids['New Inquiry'], 1);
    const lead = await create({ name: '  Website Rebuild  ', createdBy: 'Forged', dateCreated: '2000-01-01', version: 99 });
    expect(lead).toMatchObject({
      name: 'Website Rebuild',
      stageId: ids['New Inquiry'],
      stageTitle: 'New Inquiry',
      version: 1,
      priority: DEFAULT_LEAD.priority,
      leadSource: DEFAULT_LEAD.leadSource,
      status: 'New Inquiry',
      assignedSalesRep: DEFAULT_LEAD.assignedSalesRep,
      salesStage: 'New Inquiry',
      industry: DEFAULT_LEAD.industry,
      createdBy: 'Uma User',
      lastModifiedBy: 'Uma User',
      tags: [],
      dealValue: null,
    });
    expect(Date.now() - Date.parse(lead.dateCreated)).toBeLessThan(60_000);
    expect(lead.dateModified).toBe(lead.dateCreated);
    expect(await columnOrder(t, ids['New Inquiry'])).toEqual([lead.id, existing]);
    const entry = await t.database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', lead.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action_type: 'DEAL_CREATED', user_id: me.id, user_name: 'Uma User' });
  });

  it('stores every lead-card field and reads it back', async () => {
    const ids = await stageIds(t);
    const lead = await create({ ...fullLead, stageId: ids['Proposal Sent'], assignedSalesRepId: rep.id });
    const read = (await t.request({ method: 'GET', url: `/api/funnel/leads/${lead.id}`, cookie })).json();
    expect(read).toEqual(lead);
    expect(read).toMatchObject({
      stageTitle: 'Proposal Sent',
      tags: ['erp', 'urgent'],
      dealValue: 125000.5,
      assignedSalesRepId: rep.id,
      assignedSalesRep: 'Sam Seller',
      socialProfiles: { linkedin: 'https://linkedin.com/in/ada' },
      address: { street: '1 Main St', city: 'London', country: 'UK' },
      businessAddress: { city: 'Leeds' },
      homeAddress: null,
      birthday: '1990-12-10',
      serviceInterest: 'Cloud Solutions',
      industry: 'Manufacturing',
    });
  });

  it('saves an edit made on the current version, bumps it and records who and what changed', async () => {
    const lead = await create({ name: 'CRM rollout' });
    const { cookie: otherCookie } = await t.userWithRole('admin', { fullName: 'Avery Admin' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie: otherCookie,
      payload: { ...fullLead, name: 'CRM rollout v2', version: lead.version, assignedSalesRepId: rep.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: Lead = res.json();
    expect(saved).toMatchObject({
      name: 'CRM rollout v2',
      version: 2,
      createdBy: 'Uma User',
      lastModifiedBy: 'Avery Admin',
      assignedSalesRep: 'Sam Seller',
      dateCreated: lead.dateCreated,
    });
    expect(Date.parse(saved.dateModified)).toBeGreaterThanOrEqual(Date.parse(lead.dateModified));
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', lead.id)
      .where('action_type', '=', 'DEAL_UPDATED')
      .executeTakeFirstOrThrow();
    expect(entry.user_name).toBe('Avery Admin');
    expect((entry.details as { changed: string[] }).changed).toEqual(
      expect.arrayContaining(['name', 'priority', 'assignedSalesRepId', 'address']),
    );
  });

  it('refuses an edit made on an outdated version (409) and keeps the newer data', async () => {
    const lead = await create({ name: 'Data platform' });
    const first = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie,
      payload: { name: 'Data platform (A)', version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const before = await funnelSnapshot(t);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${lead.id}`,
      cookie,
      payload: { name: 'Data platform (B)', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('keeps a free-text sales rep when the assignment is not touched, and refuses an unknown member', async () => {
    const ids = await stageIds(t);
    const [id] = await insertDeals(t, ids['Contacted'], 1, { assigned_sales_rep: 'Imported Rep' });
    const kept = await t.request({ method: 'PUT', url: `/api/funnel/leads/${id}`, cookie, payload: { name: 'Imported', version: 1 } });
    expect(kept.json().assignedSalesRep).toBe('Imported Rep');
    const before = await funnelSnapshot(t);
    const unknown = await t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${id}`,
      cookie,
      payload: { name: 'Imported', version: 2, assignedSalesRepId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('deletes a lead and records it; a second delete is 404', async () => {
    const lead = await create({ name: 'Short-lived' });
    const deletes = await auditCount(t, 'DEAL_DELETED');
    expect((await t.request({ method: 'DELETE', url: `/api/funnel/leads/${lead.id}`, cookie })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/funnel/leads/${lead.id}`, cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/funnel/leads/${lead.id}`, cookie })).statusCode).toBe(404);
    expect(await auditCount(t, 'DEAL_DELETED')).toBe(deletes + 1);
  });

  it('answers 404 for unknown leads and columns, 400 for malformed ids', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'GET', url: `/api/funnel/leads/${missing}`, cookie })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/funnel/leads/${missing}`, cookie, payload: { name: 'x', version: 1 } })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/funnel/leads', cookie, payload: { name: 'x', stageId: missing } })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/funnel/leads/42', cookie })).statusCode).toBe(400);
  });

  it('lists sales reps and admins to assign leads to', async () => {
    const reps: Array<{ fullName: string; role: string }> = (
      await t.request({ method: 'GET', url: '/api/funnel/sales-reps', cookie })
    ).json();
    expect(reps.map((r) => r.fullName)).toContain('Sam Seller');
    expect(reps.every((r) => r.role === 'sales_rep' || r.role === 'admin')).toBe(true);
    expect(reps.map((r) => r.fullName)).not.toContain('Uma User');
  });
});

describe('bad lead input', () => {
  const invalid = [
    { name: '' },
    { name: '   ' },
    {},
    { name: 'x'.repeat(201) },
    { name: 'x', priority: 'Urgent' },
    { name: 'x', leadSource: 'Carrier pigeon' },
    { name: 'x', industry: 'Mining' },
    { name: 'x', serviceInterest: 'Gardening' },
    { name: 'x', email: 'not-an-email' },
    { name: 'x', website: 'javascript:alert(1)' },
    { name: 'x', socialProfiles: { linkedin: 'ftp://x' } },
    { name: 'x', dealValue: -1 },
    { name: 'x', dealValue: 'lots' },
    { name: 'x', dealValue: 1e15 },
    { name: 'x', inquiryDate: '2026-02-30' },
    { name: 'x', birthday: 'yesterday' },
    { name: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
    { name: 'x', assignedSalesRepId: 'bob' },
    { name: 'x', stageId: 'first' },
  ];

  it.each(invalid)('refuses %j with 400 and changes nothing', async (payload) => {
    const before = await funnelSnapshot(t);
    const res = await t.request({ method: 'POST', url: '/api/funnel/leads', payload, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(await funnelSnapshot(t)).toEqual(before);
  });

  it('never stores anything for arbitrary non-lead bodies (property)', async () => {
    const lead = await create({ name: 'Stable' });
    const before = await funnelSnapshot(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            name: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)),
            priority: fc.string(),
            dealValue: fc.oneof(fc.string(), fc.double()),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const created = await t.request({ method: 'POST', url: '/api/funnel/leads', payload, cookie });
          const updated = await t.request({
            method: 'PUT',
            url: `/api/funnel/leads/${lead.id}`,
            payload: { ...payload, version: 1 },
            cookie,
          });
          return created.statusCode === 400 && updated.statusCode === 400;
        },
      ),
      { numRuns: 25 },
    );
    expect(await funnelSnapshot(t)).toEqual(before);
  });
});
