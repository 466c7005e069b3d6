import { describe, expect, it } from 'vitest';
import { ADD_PREFERRED_NAME_COLUMN, PREFERRED_NAME } from '@keel/shared/fields/added-field.test-support';
import { appWithAddedField } from '../../test/added-field-app';

/**
 * The four-file rule (decision 0043): a plain field added to the contact registry, with its column
 * added by a migration, is stored by the API, sorted and filtered in the list, imported, exported,
 * offered and returned by reports, merged and erased — with no other file touched. The field is
 * added before anything that derives from the registry is loaded (appWithAddedField).
 */

const app = appWithAddedField(
  async () => (await import('@keel/shared/fields/contact-fields')).CONTACT_FIELDS,
  PREFERRED_NAME,
  ADD_PREFERRED_NAME_COLUMN,
);
const admin = () => app.as.admin.cookie;

async function createContact(email: string, preferredName: string | undefined, extra: Record<string, unknown> = {}) {
  const res = await app.t.request({
    method: 'POST',
    url: '/api/contacts',
    cookie: admin(),
    payload: { first_name: 'Edith', last_name: 'Added', email, preferred_name: preferredName, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number; preferred_name: string | null };
}

describe('a plain field added to the contact registry', () => {
  it('is created, read, validated and updated through the API, and audited', async () => {
    const created = await createContact('edith@added.example', '  Edie ');
    expect(created.preferred_name).toBe('Edie');
    expect((await app.t.request({ method: 'GET', url: `/api/contacts/${created.id}`, cookie: admin() })).json().preferred_name).toBe(
      'Edie',
    );
    const tooLong = await app.t.request({
      method: 'POST',
      url: '/api/contacts',
      cookie: admin(),
      payload: { first_name: 'A', last_name: 'B', email: 'long@added.example', preferred_name: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    const updated = await app.t.request({
      method: 'PUT',
      url: `/api/contacts/${created.id}`,
      cookie: admin(),
      payload: { first_name: 'Edith', last_name: 'Added', email: 'edith@added.example', preferred_name: 'Ede', version: created.version },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().preferred_name).toBe('Ede');
    expect(await app.stored('contacts', created.id)).toBe('Ede');
    const audit = await app.t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', created.id)
      .where('action_type', '=', 'CONTACT_UPDATED')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).toContain('preferred_name');
  });

  it('sorts and filters the list', async () => {
    await createContact('zoe@sorted.example', 'Zoe');
    await createContact('al@sorted.example', 'Al');
    const list = async (query: string) => {
      const res = await app.t.request({ method: 'GET', url: `/api/contacts?${query}`, cookie: admin() });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { email: string }[]).map((c) => c.email);
    };
    expect(await list('q=sorted.example&sort=preferredName&dir=asc')).toEqual(['al@sorted.example', 'zoe@sorted.example']);
    expect(await list('q=sorted.example&sort=preferredName&dir=desc')).toEqual(['zoe@sorted.example', 'al@sorted.example']);
    expect(await list(`filter=${encodeURIComponent('preferredName:eq:Zoe')}`)).toEqual(['zoe@sorted.example']);
    expect(await list(`filter=${encodeURIComponent('preferredName:contains:zo')}`)).toEqual(['zoe@sorted.example']);
  });

  it('is imported from a CSV under its header or a common name, and exported under its header', async () => {
    await app.importCsv('contacts', 'added.csv', 'email,first_name,last_name,Nickname\nimported@added.example,Ivy,Imported,Ives\n');
    const { id } = await app.t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'imported@added.example')
      .executeTakeFirstOrThrow();
    expect(await app.stored('contacts', id)).toBe('Ives');
    // Overwrite: the default fills only empty fields (decision 0057).
    await app.importCsv('contacts', 'again.csv', 'email,preferredName\nimported@added.example,Ivo\n', '&update=overwrite');
    expect(await app.stored('contacts', id)).toBe('Ivo');

    const exported = await app.exported('contacts', 'preferredName', (line) => line.includes('imported@added.example'));
    expect(exported.columns).toContain('preferredName');
    expect(exported.value).toBe('Ivo');
  });

  it('is in the report catalogue, and a report filters, groups and returns it', async () => {
    const { reportField } = await import('@keel/shared/report-catalogue');
    expect(reportField('contacts', 'preferredName')).toEqual({ label: 'Preferred Name', type: 'text' });
    const run = (payload: Record<string, unknown>) => app.runReport('contacts', payload);
    expect((await run({ filters: [{ field: 'preferredName', op: 'equals', value: 'zoe' }] })).total).toBe(1);
    const grouped = await run({ group: { field: 'preferredName' }, filters: [{ field: 'preferredName', op: 'notEmpty' }] });
    expect(grouped.rows).toEqual(
      expect.arrayContaining([
        { group: 'Al', value: 1 },
        { group: 'Zoe', value: 1 },
      ]),
    );
  });

  it('is offered by a merge, and emptied by erasure (a personal field)', async () => {
    const { MERGE_FIELDS } = await import('@keel/shared/duplicates');
    expect(MERGE_FIELDS.contacts).toContain('preferred_name');
    const person = await createContact('erase.me@added.example', 'Secret Alias', { first_name: 'Erin', last_name: 'Erasable' });
    const res = await app.t.request({
      method: 'POST',
      url: `/api/privacy/contact/${person.id}/erase`,
      cookie: admin(),
      payload: { confirmName: 'Erin Erasable' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await app.stored('contacts', person.id)).toBeNull();
  });
});
