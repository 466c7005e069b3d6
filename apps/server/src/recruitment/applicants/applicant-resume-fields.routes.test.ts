import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_EMPTY_MESSAGE, RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import type { ResumeFields } from '@keel/shared/resume-fields';
import { docxZipBomb, truncated, pdfWithText } from '../../test/hostile-files';
import { createJob, type FilePart, multipartBody, recruitmentCounts } from '../../test/recruitment';
import { makeDoc, makeDocx, makeExe, makePdf } from '../../test/resume-fixtures';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { DOC_NOT_EXTRACTABLE, PDF_UNREADABLE } from '../screening/resume-text';

const app = appWithEveryRole();
let job: Job;
beforeAll(async () => {
  job = await createJob(app.t, app.as.recruiter.cookie, { title: 'Platform Engineer', ats_keywords: 'Kotlin, Event Sourcing' });
});

const URL = '/api/applicants/resume-fields';
const resumeLines = [
  'Jane Doe',
  'Austin, TX | +1 512 555 0100 | Jane.Doe@Example.com',
  'linkedin.com/in/janedoe',
  'Kotlin services with event sourcing, on Kubernetes; Scrum master.',
];

function read(files: FilePart[], options: { cookie?: string; query?: string; fields?: Record<string, string> } = {}) {
  const body = multipartBody(undefined, files, options.fields);
  return app.t.request({
    method: 'POST',
    url: `${URL}${options.query ?? ''}`,
    cookie: options.cookie,
    payload: body.payload,
    headers: body.headers,
  });
}
const pdf = async (lines = resumeLines): Promise<FilePart> => ({ fileName: 'cv.pdf', bytes: await makePdf(lines) });
const health = async () => (await app.t.request({ method: 'GET', url: '/api/health' })).statusCode;

describe('POST /api/applicants/resume-fields (role matrix)', () => {
  it('refuses no session (401) and users and sales reps (403) before reading the file; recruiters and admins get the fields', async () => {
    const file = await pdf();
    expect((await read([file])).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep'] as const) {
      const res = await read([file], { cookie: app.as[role].cookie });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const role of ['recruiter', 'admin'] as const) {
      const res = await read([file], { cookie: app.as[role].cookie });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
  });
});

describe('POST /api/applicants/resume-fields', () => {
  it("reads a PDF's fields, each with its line, and skills from the job's keywords and the built-in list; saves nothing", async () => {
    const before = await recruitmentCounts(app.t);
    const res = await read([await pdf()], { cookie: app.as.recruiter.cookie, query: `?job_id=${job.job_id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fields: ResumeFields = res.json();
    expect(fields).toMatchObject({
      first_name: { value: 'Jane', from: 'Jane Doe' },
      last_name: { value: 'Doe' },
      email: { value: 'jane.doe@example.com' },
      phone: { value: '+1 512 555 0100' },
      linkedin_url: { value: 'https://linkedin.com/in/janedoe' },
      location: { value: 'Austin, TX' },
    });
    expect(fields.skills.map((s) => s.value)).toEqual(['Kotlin', 'Event Sourcing', 'Kubernetes', 'Scrum']);
    expect(await recruitmentCounts(app.t)).toEqual(before);
  });

  it('reads a DOCX; without a job (or with one that does not exist) skills come from the built-in list only', async () => {
    const docx: FilePart = { fileName: 'cv.docx', bytes: await makeDocx(resumeLines) };
    for (const query of ['', '?job_id=00000000-0000-4000-8000-000000000000', '?job_id=not-an-id']) {
      const res = await read([docx], { cookie: app.as.admin.cookie, query });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ first_name: { value: 'Jane' }, email: { value: 'jane.doe@example.com' } });
      expect(res.json().skills.map((s: { value: string }) => s.value)).toEqual(['Kotlin', 'Kubernetes', 'Scrum']);
    }
  });

  it('answers nulls and no skills for a resume that states nothing clearly', async () => {
    const res = await read([await pdf(['Portfolio', 'Selected works 2019 - 2023'])], { cookie: app.as.recruiter.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      linkedin_url: null,
      location: null,
      skills: [],
    });
  });

  it('refuses what cannot be read with a clear 4xx, saves nothing and stays up', async () => {
    const before = await recruitmentCounts(app.t);
    const cookie = app.as.recruiter.cookie;
    const cases: [string, FilePart[], number, string | RegExp][] = [
      ['a DOCX zip bomb', [{ fileName: 'bomb.docx', bytes: docxZipBomb(256) }], 413, /^Could not read the resume: /],
      ['a truncated PDF', [{ fileName: 'cut.pdf', bytes: truncated(pdfWithText('Kotlin'), 0.3) }], 400, PDF_UNREADABLE],
      ['a .doc (no text read)', [{ fileName: 'cv.doc', bytes: makeDoc() }], 400, DOC_NOT_EXTRACTABLE],
      ['a renamed executable', [{ fileName: 'cv.pdf', bytes: makeExe() }], 415, RESUME_TYPE_MESSAGE],
      [
        'a file over 10 MB',
        [{ fileName: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]) }],
        413,
        RESUME_SIZE_MESSAGE,
      ],
      ['an empty file', [{ fileName: 'empty.pdf', bytes: Buffer.alloc(0) }], 400, RESUME_EMPTY_MESSAGE],
      ['no file', [], 400, 'Please attach a resume file.'],
      ['two files', [await pdf(), await pdf()], 400, 'Please send one resume file.'],
      ['another field', [{ ...(await pdf()), field: 'avatar' }], 400, 'Please send only a "resume" file.'],
    ];
    for (const [what, files, status, message] of cases) {
      const res = await read(files, { cookie });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().message, what).toMatch(message);
    }
    const json = await app.t.request({ method: 'POST', url: URL, cookie, payload: { resume: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await recruitmentCounts(app.t)).toEqual(before);
    expect(await health()).toBe(200);
  }, 120_000);
});
