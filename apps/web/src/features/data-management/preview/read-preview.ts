import type { DataKind } from '@keel/shared/data-management';
import type { TextEncoding } from '@keel/shared/import-files/text-encoding';
import { type CsvPreview, CsvPreviewError, previewCsv } from './preview-csv';

/**
 * The preview of a file in the encoding the user chose, or else the detected one. The encoding is
 * detected from the first 64 kB: a file that looked like UTF-8 there but is not further down is
 * read again as Windows-1252 (then ISO-8859-1), never with a replacement character in its text;
 * the preview shows the encoding it was read in, and the user can change it.
 */
export async function readPreview(file: File, kind: DataKind, encoding?: TextEncoding): Promise<CsvPreview> {
  try {
    return await previewCsv(file, kind, encoding);
  } catch (error) {
    if (encoding || !(error instanceof CsvPreviewError) || !error.message.startsWith('The file is not valid UTF-8')) throw error;
  }
  try {
    return { ...(await previewCsv(file, kind, 'windows-1252')), encodingChosen: false };
  } catch {
    return { ...(await previewCsv(file, kind, 'iso-8859-1')), encodingChosen: false };
  }
}
