import { describe, expect, it } from 'vitest';
import {
  docxWithManyParts,
  docxWithNestedBomb,
  docxZipBomb,
  pdfFlateBomb,
  pdfSlowToParse,
  pdfWithText,
  pdfZipHtmlPolyglot,
  truncated,
} from '../../test/hostile-files';
import { makeDocx, makePdf } from '../../test/resume-fixtures';
import {
  DOCX_UNREADABLE,
  EXTRACTION_TIMED_OUT,
  extractResumeText,
  PDF_UNREADABLE,
  RESUME_READ_LIMITS,
  RESUME_TOO_LARGE,
} from './resume-text';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const refused = (message: string) => ({ ok: false, message });

// Each hostile file is refused with a clear message by the resource-limited reading thread, and
// the next ordinary resume is read as usual (the thread, or its replacement, still works).
describe('reading hostile resumes', () => {
  it('refuses a DOCX zip bomb (1 MB inflating to 1 GB), whatever size it declares', async () => {
    expect(await extractResumeText(docxZipBomb(1024), DOCX)).toEqual(refused(RESUME_TOO_LARGE));
    expect(await extractResumeText(docxZipBomb(1024, 1000), DOCX)).toEqual(refused(RESUME_TOO_LARGE));
    expect(await extractResumeText(await makeDocx(['Kubernetes after the bomb']), DOCX)).toEqual({
      ok: true,
      text: expect.stringContaining('Kubernetes after the bomb'),
    });
  });

  it('refuses a DOCX under the inflate limit whose document is too big to parse in the thread memory', async () => {
    // A long timeout: what ends this read must be the thread's memory limit, however loaded the machine.
    expect(await extractResumeText(docxZipBomb(48), DOCX, { ...RESUME_READ_LIMITS, timeoutMs: 300_000 })).toEqual(
      refused(RESUME_TOO_LARGE),
    );
    expect(await extractResumeText(await makeDocx(['Still reading']), DOCX)).toEqual({
      ok: true,
      text: expect.stringContaining('Still reading'),
    });
  }, 300_000);

  it('refuses a DOCX of thousands of parts, and reads a DOCX that carries a zip bomb as an embedded object', async () => {
    expect(await extractResumeText(docxWithManyParts(5000), DOCX)).toEqual(refused(RESUME_TOO_LARGE));
    expect(await extractResumeText(docxWithManyParts(50, 'Helm'), DOCX)).toEqual({ ok: true, text: expect.stringContaining('Helm') });
    expect(await extractResumeText(docxWithNestedBomb('Terraform'), DOCX)).toEqual({
      ok: true,
      text: expect.stringContaining('Terraform'),
    });
  });

  it('refuses a PDF whose content stream inflates to 4 GB', async () => {
    expect(await extractResumeText(pdfFlateBomb(4096), PDF)).toEqual(refused(RESUME_TOO_LARGE));
    expect(await extractResumeText(pdfWithText('PostgreSQL after the bomb'), PDF)).toEqual({
      ok: true,
      text: expect.stringContaining('PostgreSQL after the bomb'),
    });
  });

  it('stops a PDF that takes too long to parse, then reads the next on a fresh thread', async () => {
    expect(await extractResumeText(pdfSlowToParse(24), PDF, { ...RESUME_READ_LIMITS, timeoutMs: 200 })).toEqual(
      refused(EXTRACTION_TIMED_OUT),
    );
    expect(await extractResumeText(pdfWithText('TypeScript'), PDF)).toEqual({ ok: true, text: expect.stringContaining('TypeScript') });
  });

  it('fails no other read when one is stopped: reads queued behind a slow PDF get their text', async () => {
    const [slow, ordinary] = await Promise.all([
      extractResumeText(pdfSlowToParse(24), PDF, { ...RESUME_READ_LIMITS, timeoutMs: 200 }),
      extractResumeText(pdfWithText('Queued behind'), PDF),
    ]);
    expect(slow).toEqual(refused(EXTRACTION_TIMED_OUT));
    expect(ordinary).toEqual({ ok: true, text: expect.stringContaining('Queued behind') });
  });

  it('says a truncated PDF or DOCX cannot be read, and reads the PDF of a PDF/zip/HTML polyglot as a PDF', async () => {
    expect(await extractResumeText(truncated(await makePdf(['Cut off'])), PDF)).toMatchObject({ ok: false });
    expect(await extractResumeText(truncated(pdfWithText('Cut off'), 0.3), PDF)).toEqual(refused(PDF_UNREADABLE));
    expect(await extractResumeText(truncated(await makeDocx(['Cut off'])), DOCX)).toEqual(refused(DOCX_UNREADABLE));
    expect(await extractResumeText(pdfZipHtmlPolyglot('Kotlin'), PDF)).toEqual({ ok: true, text: expect.stringContaining('Kotlin') });
  });
});
