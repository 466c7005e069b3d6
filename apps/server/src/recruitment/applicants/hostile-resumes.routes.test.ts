import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantSaved } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import { docxWithManyParts, docxZipBomb, pdfFlateBomb, pdfWithText, pdfZipHtmlPolyglot, truncated } from '../../test/hostile-files';
import { applicantBody, createJob, multipartBody } from '../../test/recruitment';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();
let job: Job;
beforeAll(async () => {
  job = await createJob(app.t, app.as.recruiter.cookie, { title: 'SRE', ats_keywords: 'Kotlin, Kubernetes' });
});

const health = async () => (await app.t.request({ method: 'GET', url: '/api/health' })).statusCode;
const screen = (id: string) => app.t.request({ method: 'POST', url: `/api/applicants/${id}/screen`, cookie: app.as.recruiter.cookie });

/** Adds an applicant for the job with this resume: saved (201) whatever the resume's content. */
async function addFor(email: string, fileName: string, bytes: Buffer): Promise<ApplicantSaved> {
  const res = await app.t.request({
    method: 'POST',
    url: '/api/applicants',
    cookie: app.as.recruiter.cookie,
    ...multipartBody(applicantBody({ email, job_id: job.job_id }), [{ fileName, bytes }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

// The issue: a 1 MB DOCX whose XML inflates to gigabytes exhausted the heap and killed the process,
// on upload and again on every re-screening. Now every hostile resume is saved with its applicant
// and a clear screening message; 'Screen against job' answers 400 with the same message; the
// server keeps answering.
describe('hostile resumes', () => {
  const cases: [string, string, () => Buffer | Promise<Buffer>, RegExp][] = [
    ['a DOCX zip bomb (256 kB inflating to 256 MB of paragraphs)', 'bomb.docx', () => docxZipBomb(256), /^Could not read the resume: /],
    [
      'a DOCX zip bomb declaring a tiny size (1 MB inflating to 1 GB)',
      'liar.docx',
      () => docxZipBomb(1024, 100),
      /^Could not read the resume: /,
    ],
    ['a DOCX of 5000 parts', 'parts.docx', () => docxWithManyParts(5000), /^Could not read the resume: /],
    ['a PDF whose stream inflates to 2 GB', 'bomb.pdf', () => pdfFlateBomb(2048), /^Could not read the resume: /],
    ['a truncated PDF', 'cut.pdf', () => truncated(pdfWithText('Kotlin'), 0.3), /^The text of this PDF could not be read/],
  ];
  for (const [what, fileName, make, message] of cases) {
    it(`saves the applicant of ${what} with a clear screening message, refuses re-screening the same way, and stays up`, async () => {
      const saved = await addFor(`${fileName}@example.com`, fileName, await make());
      expect(saved.applicant).toMatchObject({ resume_on_file: true, ats_score: null });
      expect(saved.screening).toMatchObject({ status: 'not_screened', reason: 'unreadable', message: expect.stringMatching(message) });
      const again = await screen(saved.applicant.applicant_id);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe((saved.screening as { message: string }).message);
      expect(await health()).toBe(200);
    }, 120_000); // two reads of a hostile file on a shared, loaded machine
  }

  it('screens a PDF/zip/HTML polyglot as the PDF it starts as, and serves it only as a PDF', async () => {
    const saved = await addFor('polyglot@example.com', 'cv.html', pdfZipHtmlPolyglot('Kotlin developer'));
    expect(saved.screening).toMatchObject({ status: 'screened', score: 50, matched: ['Kotlin'] });
    const file = await app.t.request({ method: 'GET', url: saved.applicant.resume_url!, cookie: app.as.recruiter.cookie });
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(await health()).toBe(200);
  });
});
