import { DELIMITER_LABELS } from '@keel/shared/import-files/file-layout';
import { ENCODING_LABELS, TEXT_ENCODINGS, type TextEncoding } from '@keel/shared/import-files/text-encoding';
import type { CsvPreview } from '../preview/preview-csv';

/**
 * How the file was read (decision 0056): its encoding — detected, shown, and changeable, the preview
 * then showing the text exactly as it will be stored — its format and delimiter, and the lines
 * above its header and below its data that are not imported.
 */
export function FileReading({ preview, onEncodingChange }: { preview: CsvPreview; onEncodingChange: (encoding: TextEncoding) => void }) {
  const { layout, notes, footerLines } = preview;
  const lines = (n: number) => `${n} line${n === 1 ? '' : 's'}`;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-slate-50 p-3 text-sm break-words text-slate-700">
      <label className="flex max-w-full min-w-0 items-center gap-2">
        <span className="font-medium">Encoding</span>
        <select
          className="max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-accent-600"
          value={layout.encoding}
          onChange={(e) => onEncodingChange(e.target.value as TextEncoding)}
        >
          {TEXT_ENCODINGS.map((encoding) => (
            <option key={encoding} value={encoding}>
              {ENCODING_LABELS[encoding]}
            </option>
          ))}
        </select>
      </label>
      <span>{preview.encodingChosen ? 'as you chose' : 'detected'}</span>
      <span>{layout.format === 'vcard' ? 'vCard contact cards' : `${DELIMITER_LABELS[layout.delimiter]}-separated`}</span>
      {notes.length > 0 ? (
        <span title={notes.join('\n')}>
          {lines(notes.length)} above the header skipped ({notes[0].slice(0, 40)}
          {notes[0].length > 40 ? '…' : ''})
        </span>
      ) : null}
      {footerLines > 0 ? <span>{lines(footerLines)} after the data skipped (a report footer)</span> : null}
    </div>
  );
}
