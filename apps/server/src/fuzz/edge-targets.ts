import { COMPANY_FIELDS } from '@keel/shared/companies';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import { editableFields, exampleBody } from '@keel/shared/fields/field-registry';
import { DEAL_FIELDS } from '@keel/shared/funnel-lead';
import { applicantBody, jobBody } from '../test/recruitment';
import type { TestApp } from '../test/test-app';
import type { FuzzIds } from './fuzz-fixtures';

/** A write route with a body that succeeds as it is; the edge fuzz replaces one field at a time. */
export interface EdgeTarget {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  /** A valid body, read fresh before each request (a version may have moved on). */
  body: () => Promise<Record<string, unknown>>;
  /** Paths inside arrays to try as well (e.g. 'layout.0.x'). */
  extraPaths?: string[];
}

/** A contact every field of which is valid: the registry's examples (decision 0043), so a new field is fuzzed too. */
const contact = exampleBody(CONTACT_FIELDS);
const company = exampleBody(COMPANY_FIELDS);
/**
 * A lead every field of which is valid: the deal registry's examples (decision 0104), by their API
 * names, so a new field is fuzzed too; plus two read-only fields the API ignores.
 */
const lead = {
  ...Object.fromEntries(
    editableFields(DEAL_FIELDS)
      .filter((f) => f.example !== undefined)
      .map((f) => [f.key, f.example]),
  ),
  status: 'Open',
  salesStage: 'Prospecting',
};
const inquiry = {
  firstName: 'Edge',
  lastName: 'Case',
  email: 'inquiry@edge.example',
  workEmail: '',
  phone: '555',
  mobilePhone: '',
  company: 'Edge Inc',
  jobTitle: 'CTO',
  website: 'edge.example',
  industry: '',
  projectName: 'Edge project',
  leadSource: '',
  serviceInterest: '',
  priority: '',
  budgetRange: '',
  timeline: '',
  projectValue: '25000',
  address: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'USA',
  linkedinProfile: '',
  instagramProfile: '',
  instantMessageHandles: '',
  birthday: '1990-01-01',
  message: 'We need help.',
  stage: '',
};

/** The write routes of every entity, each with a body that is accepted as it stands. */
export function edgeTargets(t: TestApp, ids: FuzzIds): EdgeTarget[] {
  const [contactId, companyId, jobId, applicantId, dashboardId, memberId] = [
    '/api/contacts',
    '/api/companies',
    '/api/jobs',
    '/api/applicants',
    '/api/dashboards',
    '/api/team',
  ].map((p) => ids.byPrefix[p][0]);
  const [leadId, stageId, widgetId] = [ids.named.leadId[0], ids.named.stageId[0], ids.named.widgetId[0]];
  const messageId = ids.byPrefix['/api/contact-messages'][0];
  const fixed = (body: Record<string, unknown>) => async () => body;
  const contactLink = { type: 'contact', id: contactId };
  const report = {
    records: 'deals',
    filters: [{ field: 'closeDate', op: 'after', value: '2026-01-01' }],
    group: { field: 'closeDate', bucket: 'month' },
    measure: { fn: 'count' },
    view: 'table',
  };
  const reportPaths = ['filters.0.field', 'filters.0.op', 'filters.0.value'];
  const db = t.database.db;
  const leadVersion = async () =>
    (await db.selectFrom('deals').select('version').where('id', '=', leadId).executeTakeFirstOrThrow()).version;
  // Record edits carry the version they start from (decision 0016); read it fresh so each edge value reaches validation.
  const atVersion = (read: () => Promise<{ version: number }>, body: Record<string, unknown>) => async () => ({
    ...body,
    version: (await read()).version,
  });
  const contactVersion = () => db.selectFrom('contacts').select('version').where('id', '=', contactId).executeTakeFirstOrThrow();
  const companyVersion = () => db.selectFrom('companies').select('version').where('id', '=', companyId).executeTakeFirstOrThrow();
  const jobVersion = () => db.selectFrom('jobs').select('version').where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const applicantVersion = () =>
    db.selectFrom('applicants').select('version').where('applicant_id', '=', applicantId).executeTakeFirstOrThrow();
  const targets: EdgeTarget[] = [
    { method: 'POST', url: '/api/contacts', body: fixed(contact) },
    {
      method: 'PUT',
      url: `/api/contacts/${contactId}`,
      body: atVersion(contactVersion, { ...contact, email: 'fuzz.target@example.test' }),
    },
    { method: 'POST', url: '/api/companies', body: fixed(company) },
    { method: 'PUT', url: `/api/companies/${companyId}`, body: atVersion(companyVersion, { ...company, name: 'Fuzz Holdings' }) },
    { method: 'POST', url: '/api/jobs', body: fixed({ ...jobBody(), date_posted: '2026-01-05' }) },
    { method: 'PUT', url: `/api/jobs/${jobId}`, body: atVersion(jobVersion, { ...jobBody(), date_posted: '2026-01-05' }) },
    { method: 'POST', url: '/api/applicants', body: fixed({ ...applicantBody(), job_id: jobId, date_added: '2026-01-06' }) },
    {
      method: 'PUT',
      url: `/api/applicants/${applicantId}`,
      body: atVersion(applicantVersion, { ...applicantBody(), job_id: jobId, date_added: '2026-01-06', remove_resume: false }),
    },
    { method: 'POST', url: '/api/funnel/leads', body: fixed({ ...lead, stageId }) },
    { method: 'PUT', url: `/api/funnel/leads/${leadId}`, body: async () => ({ ...lead, version: await leadVersion() }) },
    {
      method: 'POST',
      url: `/api/funnel/leads/${leadId}/move`,
      body: async () => ({ stageId, beforeId: null, afterId: null, version: await leadVersion() }),
    },
    { method: 'POST', url: '/api/funnel/stages', body: fixed({ title: 'Edge stage', color: '#3B82F6' }) },
    { method: 'PATCH', url: `/api/funnel/stages/${stageId}`, body: fixed({ title: 'Lead', color: '#3B82F6' }) },
    { method: 'PUT', url: '/api/funnel/stages/order', body: fixed({ stageIds: ids.named.stageId }) },
    { method: 'POST', url: '/api/dashboards', body: fixed({ name: 'Edge board' }) },
    { method: 'PATCH', url: `/api/dashboards/${dashboardId}`, body: fixed({ name: 'Fuzz board', isFavorite: true }) },
    { method: 'POST', url: `/api/dashboards/${dashboardId}/duplicate`, body: fixed({ name: 'Copy' }) },
    { method: 'POST', url: `/api/dashboards/${dashboardId}/widgets`, body: fixed({ type: 'kpiTile' }) },
    {
      method: 'POST',
      url: '/api/team',
      body: fixed({ name: 'Edge Member', email: 'member@edge.example', password: 'secret-123', role: 'user' }),
    },
    { method: 'PATCH', url: `/api/team/${memberId}/role`, body: fixed({ role: 'sales_rep' }) },
    { method: 'PATCH', url: '/api/profile', body: fixed({ full_name: 'Admin Person', phone: '555-0100' }) },
    {
      method: 'POST',
      url: '/api/contact-messages',
      body: fixed({ name: 'Edge', email: 'msg@edge.example', subject: 'Hello', message: 'Hi there' }),
    },
    { method: 'PATCH', url: `/api/contact-messages/${messageId}`, body: fixed({ handled: true }) },
    { method: 'POST', url: '/api/inquiries', body: fixed(inquiry) },
    // Activities, reports and saved views carry days too (decision 0071: every route that takes a date).
    {
      method: 'POST',
      url: '/api/activities',
      body: fixed({
        kind: 'task',
        title: 'Edge task',
        body: 'Edge',
        dueDate: '2026-06-01',
        dueTime: '10:00',
        priority: 'High',
        links: [contactLink],
      }),
      extraPaths: ['links.0.type', 'links.0.id'],
    },
    {
      method: 'POST',
      url: '/api/activities',
      body: fixed({
        kind: 'call',
        body: 'Edge call',
        occurredOn: '2026-06-01',
        outcome: 'connected',
        durationMinutes: 5,
        links: [contactLink],
      }),
    },
    { method: 'POST', url: '/api/reports/run', body: fixed(report), extraPaths: reportPaths },
    {
      method: 'POST',
      url: '/api/saved-reports',
      body: fixed({ name: 'Edge report', shared: false, definition: report }),
      extraPaths: reportPaths.map((p) => `definition.${p}`),
    },
    {
      method: 'POST',
      url: '/api/saved-views',
      body: fixed({ list: 'contacts', name: 'Edge view', state: { q: 'edge', filter: ['lastContact:gte:2026-01-01'], columns: [] } }),
      extraPaths: ['state.filter.0'],
    },
  ];
  if (widgetId) {
    targets.push({ method: 'PATCH', url: `/api/dashboards/${dashboardId}/widgets/${widgetId}`, body: fixed({ title: 'Widget' }) });
    const item = { i: widgetId, x: 0, y: 0, w: 3, h: 2 };
    targets.push({
      method: 'PUT',
      url: `/api/dashboards/${dashboardId}/layout`,
      body: fixed({ layout: [item] }),
      extraPaths: Object.keys(item).map((key) => `layout.0.${key}`),
    });
  }
  return targets;
}
