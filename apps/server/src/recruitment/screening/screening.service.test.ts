import { describe, expect, it } from 'vitest';
import { pdfSlowToParse } from '../../test/hostile-files';
import { makeBlankPdf, makeDoc, makeDocx, makePdf } from '../../test/resume-fixtures';
import { readResumeFile } from './resume-worker';
import { DOC_NOT_EXTRACTABLE, extractResumeText, NO_TEXT_FOUND, PDF_UNREADABLE } from './resume-text';
import { screenResume } from './screening.service';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const job = { title: 'Platform Engineer', ats_keywords: 'TypeScript, PostgreSQL\nproject management, Kubernetes' };

describe('resume text extraction', () => {
  it('reads the text of a real PDF', async () => {
    const result = await extractResumeText(await makePdf(['Jane Doe — TypeScript developer', 'Ten years of PostgreSQL.']), PDF);
    expect(result.ok).toBe(true);
    expect(result.ok && result.text).toMatch(/TypeScript developer[\s\S]*PostgreSQL/);
  });

  it('reads the text of a real DOCX', async () => {
    const result = await extractResumeText(await makeDocx(['Kubernetes operator', 'Project']), DOCX);
    expect(result).toEqual({ ok: true, text: expect.stringContaining('Kubernetes operator') });
  });

  it('says clearly when text cannot be had: .doc, damaged PDF, no text layer', async () => {
    expect(await extractResumeText(makeDoc(), 'application/msword')).toEqual({ ok: false, message: DOC_NOT_EXTRACTABLE });
    expect(await extractResumeText(Buffer.from('%PDF-1.7\nthis is not really a pdf'), PDF)).toEqual({ ok: false, message: PDF_UNREADABLE });
    expect(await extractResumeText(await makeBlankPdf(), PDF)).toEqual({ ok: false, message: NO_TEXT_FOUND });
  });
});

describe('the resume reading thread', () => {
  const limits = { maxPages: 30, maxChars: 1000, maxInflatedBytes: 50 * 1024 * 1024, maxZipEntries: 1000, timeoutMs: 20_000 };
  it('stops a read that takes too long, and reads the next PDF on a fresh thread', async () => {
    // A PDF that takes seconds to parse: a tiny one can finish inside a short timeout on a warm thread.
    expect(await readResumeFile('pdf', pdfSlowToParse(24), { ...limits, timeoutMs: 50 })).toEqual({ error: 'timeout' });
    const bytes = await makePdf(['TypeScript']);
    expect(await readResumeFile('pdf', bytes, limits)).toEqual({ text: expect.stringContaining('TypeScript') });
  });

  it('reads several resumes at once, each answered with its own text', async () => {
    const [a, b, c] = await Promise.all([makePdf(['Alpha resume']), makePdf(['Beta resume']), makeDocx(['Gamma resume'])]);
    const [ta, tb, tc] = await Promise.all([
      readResumeFile('pdf', a, limits),
      readResumeFile('pdf', b, limits),
      readResumeFile('docx', c, limits),
    ]);
    expect(tc).toEqual({ text: expect.stringContaining('Gamma') });
    expect(ta).toEqual({ text: expect.stringContaining('Alpha') });
    expect(tb).toEqual({ text: expect.stringContaining('Beta') });
  });
});

describe('screening a resume against a job', () => {
  it('scores a PDF by the share of keywords found, phrases across line breaks included', async () => {
    const bytes = await makePdf(['Senior engineer: TypeScript and Kubernetes.', 'Led project', 'management for five teams.']);
    const { outcome, values } = await screenResume({ bytes, contentType: PDF }, job);
    expect(outcome).toEqual({
      status: 'screened',
      score: 75,
      matched: ['TypeScript', 'project management', 'Kubernetes'],
      missing: ['PostgreSQL'],
    });
    expect(values).toMatchObject({ ats_score: 75, ats_keywords_matched: ['TypeScript', 'project management', 'Kubernetes'] });
    expect(values!.ats_last_screened.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('scores a DOCX', async () => {
    const bytes = await makeDocx(['postgresql dba', 'kubernetes']);
    expect((await screenResume({ bytes, contentType: DOCX }, job)).outcome).toMatchObject({ status: 'screened', score: 50 });
  });

  it('gives a message, not a score of 0, when it cannot screen', async () => {
    const doc = await screenResume({ bytes: makeDoc(), contentType: 'application/msword' }, job);
    expect(doc).toEqual({ outcome: { status: 'not_screened', reason: 'unreadable', message: DOC_NOT_EXTRACTABLE }, values: null });
    const noKeywords = await screenResume({ bytes: await makeDocx(['x']), contentType: DOCX }, { title: 'Chef', ats_keywords: ' , ' });
    expect(noKeywords.outcome).toMatchObject({ status: 'not_screened', reason: 'no_keywords', message: expect.stringContaining('"Chef"') });
    expect((await screenResume(null, job)).outcome).toMatchObject({ reason: 'no_resume' });
    expect((await screenResume({ bytes: makeDoc(), contentType: 'application/msword' }, null)).outcome).toMatchObject({ reason: 'no_job' });
  });
});
