import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@keel/shared/field-types';
import { jobBody } from '../test/recruitment';
import { createTestApp, type TestApp } from '../test/test-app';
import { SURROGATE_MESSAGE } from '../lib/nul-characters';
import { tableSnapshotter } from './table-snapshot';

/**
 * The cases the edge-value fuzz found (decision 0019): each was a 500 ('date/time field value out
 * of range', 'unsupported Unicode escape sequence'); each is now a 400 naming the field, and
 * nothing is stored.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole('admin')).cookie;
});
afterAll(() => t.close());

const contact = { first_name: 'Edge', last_name: 'Case', email: 'edge@dates.example' };

describe('edge values are a 400 naming the field, not a 500', () => {
  it.each([
    ['POST', '/api/contacts', 'birthday', DATE_RANGE_MESSAGE, { ...contact, birthday: '0000-01-01' }],
    ['POST', '/api/contacts', 'last_contact_date', DATE_RANGE_MESSAGE, { ...contact, last_contact_date: '0000-12-31' }],
    ['POST', '/api/contacts', 'birthday', DATE_RANGE_MESSAGE, { ...contact, birthday: '10000-01-01' }],
    ['POST', '/api/jobs', 'date_posted', DATE_RANGE_MESSAGE, jobBody({ date_posted: '0000-01-01' })],
    ['POST', '/api/jobs', 'date_posted', DATE_RANGE_MESSAGE, jobBody({ date_posted: '0000-12-31T23:59:59.999Z' })],
    ['POST', '/api/funnel/leads', 'birthday', DATE_RANGE_MESSAGE, { name: 'Edge deal', birthday: '0000-01-01' }],
    ['POST', '/api/funnel/leads', 'nextContactDate', DATE_RANGE_MESSAGE, { name: 'Edge deal', nextContactDate: '0000-12-31' }],
    ['POST', '/api/funnel/leads', 'address.street', SURROGATE_MESSAGE, { name: 'Edge deal', address: { street: 'a\udfffb' } }],
    ['POST', '/api/dashboards', 'name', SURROGATE_MESSAGE, { name: '\ud800' }],
    [
      'POST',
      '/api/contact-messages',
      'subject',
      SURROGATE_MESSAGE,
      { name: 'Edge', email: 'e@x.example', subject: 'Hi \ud800', message: 'Hello there' },
    ],
  ] as const)('%s %s: %s', async (method, url, field, message, payload) => {
    const snapshots = await tableSnapshotter(t.database.db);
    const before = await snapshots.take();
    // JSON.stringify writes an unpaired surrogate as the escape '\ud800', as a browser would send it.
    const res = await t.request({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
      cookie: admin,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[field], res.body).toBe(message);
    expect(await snapshots.take()).toEqual(before);
  });
});
