import { expect } from 'vitest';
import { formWith, PNG_1PX } from '../test/images';
import { applicantBody, jobBody } from '../test/recruitment';
import type { TestApp } from '../test/test-app';

/** Real record ids for path parameters, by the route prefix that reads them. */
export interface FuzzIds {
  byPrefix: Record<string, string[]>;
  named: Record<string, string[]>;
}

/**
 * One record of each kind, made through the API as the admin, so that fuzzed requests with a real
 * id reach the code behind the 404 (validation of updates, moves, deletes).
 */
export async function seedRecords(t: TestApp, adminCookie: string, victimId: string): Promise<FuzzIds> {
  const created = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await t.request({ method, url, payload: payload as never, cookie: adminCookie });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const company = await created('POST', '/api/companies', { name: 'Fuzz Holdings' });
  const contact = await created('POST', '/api/contacts', { first_name: 'Fuzz', last_name: 'Target', email: 'fuzz.target@example.test' });
  const job = await created('POST', '/api/jobs', jobBody());
  const applicant = await created('POST', '/api/applicants', applicantBody());
  const lead = await created('POST', '/api/funnel/leads', { name: 'Fuzz deal' });
  const dashboard = await created('POST', '/api/dashboards', { name: 'Fuzz board' });
  const widget = await created('POST', `/api/dashboards/${dashboard.id}/widgets`, { type: 'kpis' }).catch(() => undefined);
  const upload = await t.request({
    method: 'POST',
    url: '/api/client-logos',
    payload: formWith([{ field: 'files', name: 'fuzz.png', bytes: PNG_1PX }]) as never,
    cookie: adminCookie,
  });
  const logo = upload.json().results[0].logo;
  await created('POST', '/api/contact-messages', { name: 'Fuzz', email: 'fuzz@example.test', subject: 'Hello', message: 'Hi there' });
  const message = await t.database.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow();
  const stages = await t.database.db.selectFrom('pipeline_stages').select('id').execute();

  // Jobs and applicants answer with job_id / applicant_id (docs/product/records.md#applicants); without them the fuzz hit only 404s there.
  const idOf = (record: { id?: string; job_id?: string; applicant_id?: string; contact?: { id: string } } | undefined) =>
    (record?.id ?? record?.job_id ?? record?.applicant_id ?? record?.contact?.id ?? '') as string;
  return {
    byPrefix: {
      '/api/companies': [idOf(company)],
      '/api/contacts': [idOf(contact)],
      '/api/jobs': [idOf(job)],
      '/api/applicants': [idOf(applicant) || idOf(applicant?.applicant)],
      '/api/dashboards': [idOf(dashboard)],
      '/api/client-logos': [logo.id],
      '/api/contact-messages': [message.id],
      '/api/team': [victimId],
    },
    named: {
      stageId: stages.map((s) => s.id),
      leadId: [idOf(lead) || idOf(lead?.lead)],
      widgetId: widget ? [idOf(widget) || String(widget.widgets?.at(-1)?.id ?? '')] : [],
      '*': [logo.imageUrl],
    },
  };
}

/** The ids a route's parameters may take. */
export function idsForRoute(url: string, ids: FuzzIds): Record<string, string[]> {
  const prefix = Object.keys(ids.byPrefix).find((p) => url.startsWith(`${p}/`));
  const all = Object.values(ids.byPrefix).flat();
  return { ...ids.named, id: prefix ? ids.byPrefix[prefix] : all };
}
