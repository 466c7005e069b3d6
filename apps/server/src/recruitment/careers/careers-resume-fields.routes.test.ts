import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE } from '@keel/shared/applicants';
import { careersResumeFieldsPath } from '@keel/shared/resume-prefill';
import { insertJob, intakeCounts } from '../../test/careers';
import { docxZipBomb } from '../../test/hostile-files';
import { type FilePart, multipartBody } from '../../test/recruitment';
import { makeExe, makePdf } from '../../test/resume-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RESUME_READS_BUSY } from './careers-resume-fields.routes';

let t: TestApp;
let job: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '1000' } });
  job = await insertJob(t, { ats_keywords: 'Kotlin, Secret Sauce' });
});
afterAll(() => t.close());

const resume = async (): Promise<FilePart> => ({
  fileName: 'cv.pdf',
  bytes: await makePdf([
    'Ada Lovelace',
    'London, United Kingdom | +44 20 7946 0958',
    'ada@example.com',
    'Kotlin and Secret Sauce, Kubernetes',
  ]),
});

function read(t: TestApp, jobId: string, files: FilePart[], headers: Record<string, string> = {}) {
  const body = multipartBody(undefined, files);
  return t.request({
    method: 'POST',
    url: careersResumeFieldsPath(jobId),
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe('POST /api/careers/{job}/resume-fields', () => {
  it("answers a visitor the Apply form's own fields only (no location, no skills: the job's keywords stay private) and stores nothing", async () => {
    const before = await intakeCounts(t);
    const res = await read(t, job, [await resume()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      first_name: { value: 'Ada', from: 'Ada Lovelace' },
      last_name: { value: 'Lovelace', from: 'Ada Lovelace' },
      email: { value: 'ada@example.com', from: 'ada@example.com' },
      phone: { value: '+44 20 7946 0958', from: 'London, United Kingdom | +44 20 7946 0958' },
      linkedin_url: null,
    });
    expect(res.body).not.toMatch(/Kotlin|Secret Sauce/);
    expect(await intakeCounts(t)).toEqual(before);
  });

  it('answers 404 for a job that takes no applications (closed, past its closing day, unknown)', async () => {
    const closed = await insertJob(t, { status: 'Closed' });
    const past = await insertJob(t, { closing_date: '2020-01-01' });
    for (const id of [closed, past, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await read(t, id, [await resume()]);
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('refuses hostile and oversized files with a clear 4xx, like an upload, and stores nothing', async () => {
    const before = await intakeCounts(t);
    const cases: [FilePart, number, string | RegExp][] = [
      [{ fileName: 'bomb.docx', bytes: docxZipBomb(256) }, 413, /^Could not read the resume: /],
      [{ fileName: 'cv.pdf', bytes: makeExe() }, 415, RESUME_TYPE_MESSAGE],
      [
        { fileName: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]) },
        413,
        RESUME_SIZE_MESSAGE,
      ],
    ];
    for (const [file, status, message] of cases) {
      const res = await read(t, job, [file]);
      expect(res.statusCode, file.fileName).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await intakeCounts(t)).toEqual(before);
  }, 120_000);

  it('reads at most two resumes at once: a third visitor meanwhile gets 503 and fills the form by hand', async () => {
    // A place is taken before the upload is read, and none of these three uploads can finish before
    // its body is complete: whatever order they arrive in, two hold the places and the third is
    // refused at once (slow uploads, rather than slow files burning two threads for the 10 s limit).
    const file = await resume();
    const uploads = [0, 1, 2].map(() => {
      const { payload, headers } = multipartBody(undefined, [file]);
      const stream = new PassThrough();
      stream.write(payload.subarray(0, 64));
      const answer = t.request({
        method: 'POST',
        url: careersResumeFieldsPath(job),
        payload: stream,
        headers: { ...headers, 'content-length': String(payload.length) },
      });
      return { answer, finish: () => stream.end(payload.subarray(64)) };
    });
    const first = await Promise.race(uploads.map((upload, index) => upload.answer.then((res) => ({ index, res }))));
    expect(first.res.statusCode).toBe(503);
    expect(first.res.json()).toMatchObject({ code: 'UNAVAILABLE', message: RESUME_READS_BUSY });
    // The two others get their fields once their resumes have arrived, and reading works again.
    for (const upload of uploads) upload.finish();
    for (const upload of uploads.filter((_, index) => index !== first.index))
      expect((await upload.answer).json()).toMatchObject({ first_name: { value: 'Ada' } });
    expect((await read(t, job, [file])).statusCode).toBe(200);
  }, 60_000);
});

describe('POST /api/careers/{job}/resume-fields: rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited.close());

  it('is rate limited per address like the other public forms', async () => {
    const id = await insertJob(limited);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await read(limited, id, [await resume()])).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
