import { describe, expect, it } from 'vitest';
import { ADD_REFERRAL_PARTNER_COLUMN, REFERRAL_PARTNER } from '@keel/shared/fields/added-field.test-support';
import { appWithAddedField } from '../../test/added-field-app';

/**
 * The four-file rule for deals (decision 0104): a plain field added to the deal registry, with its
 * column added by a migration, is stored and read by the lead API (and audited), imported from the
 * deals CSV under its name or a common one, exported, offered and returned by reports, and blanked
 * with the other person fields when a contact is erased — with no other file touched. Deals have no
 * list, hence no sorts or filters. As in contact-added-field.both.test.ts, the field is added before
 * anything that derives from the registry is loaded (hence the fresh modules and dynamic imports).
 */

const app = appWithAddedField(
  async () => (await import('@keel/shared/fields/deal-fields')).DEAL_FIELDS,
  REFERRAL_PARTNER,
  ADD_REFERRAL_PARTNER_COLUMN,
);
const admin = () => app.as.admin.cookie;

async function createLead(name: string, referralPartner: string | undefined, extra: Record<string, unknown> = {}) {
  const res = await app.t.request({
    method: 'POST',
    url: '/api/funnel/leads',
    cookie: admin(),
    payload: { name, referralPartner, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number; referralPartner: string | null };
}

describe('a plain field added to the deal registry', () => {
  it('is created, read, validated and updated through the lead API, and audited', async () => {
    const created = await createLead('Added field deal', '  Acme Partners ');
    expect(created.referralPartner).toBe('Acme Partners');
    const read = await app.t.request({ method: 'GET', url: `/api/funnel/leads/${created.id}`, cookie: admin() });
    expect(read.json().referralPartner).toBe('Acme Partners');
    const tooLong = await app.t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: admin(),
      payload: { name: 'Too long', referralPartner: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    const updated = await app.t.request({
      method: 'PUT',
      url: `/api/funnel/leads/${created.id}`,
      cookie: admin(),
      payload: { name: 'Added field deal', referralPartner: 'Beta Partners', version: created.version },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().referralPartner).toBe('Beta Partners');
    expect(await app.stored('deals', created.id)).toBe('Beta Partners');
    const audit = await app.t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', created.id)
      .where('action_type', '=', 'DEAL_UPDATED')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).toContain('referralPartner');
  });

  it('is imported from the deals CSV under its name or a common one, and exported under its name', async () => {
    await app.importCsv('deals', 'partner.csv', 'name,company,Partner\nImported deal,Imported Co,Gamma Partners\n');
    const { id } = await app.t.database.db.selectFrom('deals').select('id').where('name', '=', 'Imported deal').executeTakeFirstOrThrow();
    expect(await app.stored('deals', id)).toBe('Gamma Partners');
    // Overwrite: the default fills only empty fields (decision 0057).
    await app.importCsv(
      'deals',
      'again.csv',
      'name,company,referralPartner\nImported deal,Imported Co,Delta Partners\n',
      '&update=overwrite',
    );
    expect(await app.stored('deals', id)).toBe('Delta Partners');

    const exported = await app.exported('deals', 'referralPartner', (line) => line.startsWith('Imported deal,'));
    expect(exported.columns.at(-1)).toBe('referralPartner');
    expect(exported.value).toBe('Delta Partners');
  });

  it('is in the report catalogue, and a report filters, groups and returns it', async () => {
    const { reportField } = await import('@keel/shared/report-catalogue');
    expect(reportField('deals', 'referralPartner')).toEqual({ label: 'Referral Partner', type: 'text' });
    await createLead('Grouped deal', 'Epsilon Partners');
    const run = (payload: Record<string, unknown>) => app.runReport('deals', payload);
    expect((await run({ filters: [{ field: 'referralPartner', op: 'equals', value: 'epsilon partners' }] })).total).toBe(1);
    const grouped = await run({ group: { field: 'referralPartner' }, filters: [{ field: 'referralPartner', op: 'notEmpty' }] });
    expect(grouped.rows).toEqual(expect.arrayContaining([{ group: 'Epsilon Partners', value: 1 }]));
  });

  it('is blanked on the deals of an erased contact (a personal field)', async () => {
    const contact = await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: admin(),
      payload: { first_name: 'Erin', last_name: 'Erasable', email: 'erin.deal@added.example' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const lead = await createLead('Erin’s deal', 'Zeta Partners', {
      email: 'erin.deal@added.example',
      contactIds: [contact.json().id],
    });
    const res = await app.t.request({
      method: 'POST',
      url: `/api/privacy/contact/${contact.json().id}/erase`,
      cookie: admin(),
      payload: { confirmName: 'Erin Erasable' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await app.stored('deals', lead.id)).toBeNull();
  });
});
