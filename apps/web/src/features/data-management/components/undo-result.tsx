import type { LeftAlone, UndoCounts } from '@keel/shared/import-history';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { CountGrid } from './count-grid';

const SHOWN = 50;

/** What the last undo did: counts, and the records it left as they are, with why. */
export function UndoResult({
  fileName,
  counts,
  kept,
  stopped,
}: {
  fileName: string;
  counts: UndoCounts;
  kept: LeftAlone[];
  stopped?: string;
}) {
  return (
    <section aria-labelledby="undo-result-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="undo-result-heading" className="font-semibold break-all text-slate-900">
        Last undo: {fileName}
      </h3>
      {stopped ? <p className="text-sm text-red-700">{stopped}</p> : null}
      <CountGrid
        counts={[
          ['Removed', counts.removed],
          ['Restored', counts.restored],
          ['Left as they are', counts.kept],
        ]}
      />
      {kept.length > 0 ? (
        <>
          <ScrollTable label="Records left as they are" columns={['Record', 'Reason']} className="max-h-64 rounded border border-slate-100">
            {kept.slice(0, SHOWN).map((r) => (
              <tr key={`${r.entity}:${r.id}`}>
                <td className="px-3 py-1.5 break-all">{r.label || r.id}</td>
                <td className="px-3 py-1.5">{r.reason}</td>
              </tr>
            ))}
          </ScrollTable>
          {kept.length > SHOWN || kept.length < counts.kept ? (
            <p className="text-xs text-slate-500">
              The list shows {Math.min(SHOWN, kept.length).toLocaleString('en-US')} of {counts.kept.toLocaleString('en-US')} records left as
              they are.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
