import { expect } from 'vitest';
import type { Job } from '@keel/shared/jobs';
import type { SignedIn } from './roles';
import type { TestApp } from './test-app';

export interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

/**
 * The recruitment permission matrix (docs/product/roles-and-permissions.md#recruitment-access): no session → 401, user and sales_rep → 403,
 * recruiter and admin → anything but 401/403. Refused calls must change no row (the caller checks
 * its counts around this).
 */
export async function expectRecruitersAndAdminsOnly(
  t: TestApp,
  as: SignedIn,
  call: RouteCall,
  allowed: (status: number) => boolean = () => true,
) {
  const send = (cookie?: string) => t.request({ method: call.method, url: call.url, payload: call.payload as never, cookie });
  expect((await send()).statusCode, `${call.method} ${call.url} without a session`).toBe(401);
  for (const role of ['user', 'sales_rep'] as const) {
    const res = await send(as[role].cookie);
    expect(res.statusCode, `${call.method} ${call.url} as ${role}`).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  }
  for (const role of ['recruiter', 'admin'] as const) {
    const res = await send(as[role].cookie);
    expect([401, 403], `${call.method} ${call.url} as ${role}: ${res.body}`).not.toContain(res.statusCode);
    expect(allowed(res.statusCode), `${call.method} ${call.url} as ${role}: ${res.statusCode} ${res.body}`).toBe(true);
  }
}

/** How many rows each recruitment table holds (refused calls must not change them). */
export async function recruitmentCounts(t: TestApp) {
  const count = async (table: 'jobs' | 'applicants' | 'stored_files' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    jobs: await count('jobs'),
    applicants: await count('applicants'),
    files: await count('stored_files'),
    audit: await count('audit_log'),
  };
}

/** A valid job posting body, with overrides. */
export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Senior TypeScript Engineer',
    department: 'Engineering',
    location: 'Austin, TX',
    employment_type: 'Full-time',
    salary_range: '$140k–$170k',
    openings: 2,
    status: 'Open',
    description: 'Build the platform.',
    requirements: 'Five years of TypeScript.',
    ats_keywords: 'TypeScript, PostgreSQL, project management, Kubernetes',
    tags: ['remote', ' backend ', ''],
    notes: 'Hiring manager: Dana.',
    ...overrides,
  };
}

/** Posts a valid job (with overrides) as the signed-in member of `cookie` and returns it as saved. */
export async function createJob(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}): Promise<Job> {
  const res = await t.request({ method: 'POST', url: '/api/jobs', cookie, payload: jobBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A valid applicant body, with overrides. */
export function applicantBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'Jane.Doe@Example.com',
    phone: '(512) 555-0199',
    address: '1 Main St, Austin, TX',
    linkedin_url: 'linkedin.com/in/janedoe',
    other_social_links: 'github.com/janedoe, janedoe.dev',
    job_preferences: 'Remote, full-time',
    status: 'Screening',
    source: 'Referral',
    pay_rate_expected: '$150k',
    notes: 'Strong referral.',
    tags: ['senior', ' typescript ', ''],
    ...overrides,
  };
}

export interface FilePart {
  fileName: string;
  bytes: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it: the fields as JSON in `data`, then files. */
export function multipartBody(data: unknown, files: FilePart[] = [], extraFields: Record<string, string> = {}) {
  const boundary = `----keel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (data !== undefined) field('data', JSON.stringify(data));
  for (const [name, value] of Object.entries(extraFields)) field(name, value);
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The id of a rejection reason of the list (migration 0055's defaults), for a move to Rejected (decision 0078). */
export async function rejectionReasonId(t: TestApp, label = 'Skills do not match'): Promise<string> {
  const row = await t.database.db.selectFrom('rejection_reasons').select('id').where('label', '=', label).executeTakeFirstOrThrow();
  return row.id;
}
