import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const minimal = { firstName: 'Dana', lastName: 'Scully', email: 'dana@fbi.example', message: 'We need a CRM rollout plan.' };

const count = async (table: 'contacts' | 'companies' | 'deals' | 'audit_log') =>
  Number(
    (
      await t.database.db
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
const submit = (payload: unknown) => t.request({ method: 'POST', url: '/api/inquiries', payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

describe('bad input to POST /api/inquiries', () => {
  it('names every missing required field and saves nothing', async () => {
    const before = await counts();
    const res = await submit({ firstName: '', lastName: '   ', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Primary Email is required.',
      message: 'Tell us about your project or needs is required.',
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an invalid primary e-mail', { email: 'nope' }, 'email'],
    ['an invalid work e-mail', { workEmail: 'also nope' }, 'workEmail'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['a website without a scheme', { website: 'acme.example' }, 'website'],
    ['a data: LinkedIn profile', { linkedinProfile: 'data:text/html,<script>alert(1)</script>' }, 'linkedinProfile'],
    ['a project value that is not a number', { projectValue: 'a lot' }, 'projectValue'],
    ['a negative project value', { projectValue: -5 }, 'projectValue'],
    ['a project value beyond what a deal holds', { projectValue: 1e15 }, 'projectValue'],
    ['a birthday that is not a date', { birthday: '31/02/1990' }, 'birthday'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'birthday'],
    ['an unknown lead source', { leadSource: 'Carrier pigeon' }, 'leadSource'],
    ['an unknown service', { serviceInterest: 'Time travel' }, 'serviceInterest'],
    ['an unknown priority', { priority: 'Urgent!!!' }, 'priority'],
    ['an oversized first name', { firstName: 'F'.repeat(101) }, 'firstName'],
    ['an oversized message', { message: 'M'.repeat(5001) }, 'message'],
    ['a number for a last name', { lastName: 42 }, 'lastName'],
    ['an object for a company', { company: { name: 'Acme' } }, 'company'],
    ['an array for the message', { message: ['a', 'b'] }, 'message'],
    ['a boolean for the city', { city: true }, 'city'],
  ])('refuses %s with a message on that field and saves nothing', async (_label, change, field) => {
    const before = await counts();
    const res = await submit({ ...minimal, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses a body over 1 MB with 413 and saves nothing', async () => {
    const before = await counts();
    const res = await submit({ ...minimal, message: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('stores script tags and SQL-looking text verbatim, as inert data', async () => {
    const nasty = {
      ...minimal,
      email: 'bobby@tables.example',
      firstName: '<script>alert(1)</script>',
      lastName: "O'Brien'); DROP TABLE contacts;--",
      company: "Acme' OR '1'='1",
      message: '<img src=x onerror=alert(1)> SELECT * FROM users; --',
    };
    const res = await submit(nasty);
    expect(res.statusCode).toBe(201);
    const contact = await t.database.db.selectFrom('contacts').selectAll().where('email', '=', nasty.email).executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ first_name: nasty.firstName, last_name: nasty.lastName, description: nasty.message });
    const company = await t.database.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', contact.company_id!)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe(nasty.company);
    expect(await count('contacts')).toBeGreaterThan(0);
  });

  it('for any payload, either saves the whole inquiry (201) or nothing (400), never failing on our side', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '   ', '<b>x</b>', "'; --", 'https://ok.example', 'javascript:x', '12.5'),
    );
    const anyValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));
    const payload = fc.record(
      {
        firstName: fc.oneof(text, anyValue),
        lastName: fc.oneof(text, anyValue),
        email: fc.oneof(fc.emailAddress(), text, anyValue),
        message: fc.oneof(text, anyValue),
        company: fc.oneof(text, anyValue),
        website: fc.oneof(fc.webUrl(), text),
        projectValue: fc.oneof(text, anyValue),
        birthday: fc.oneof(fc.constantFrom('1980-02-29', '2001-02-29', ''), text),
        leadSource: fc.oneof(fc.constantFrom('Website', 'LinkedIn', ''), text),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const before = await counts();
        const res = await submit(body);
        expect([201, 400]).toContain(res.statusCode);
        const after = await counts();
        if (res.statusCode === 400) {
          expect(after).toEqual(before);
        } else {
          expect(after.contacts).toBe(before.contacts + 1);
          expect(after.deals).toBe(before.deals + 1);
          expect(after.audit).toBe(before.audit + 1);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
