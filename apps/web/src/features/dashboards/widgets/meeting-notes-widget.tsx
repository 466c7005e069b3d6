import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { NotebookPen } from 'lucide-react';
import { useInsight } from '../api/get-insights';
import { configNumber, formatDate } from './insight-format';
import { InsightView, WidgetEmpty } from './widget-states';

/** Meeting notes: the latest notes recorded on deals. */
export function MeetingNotesWidget({ widget }: { widget: Widget }) {
  const query = useInsight('meeting-notes', { limit: configNumber(widget.config.rows, 5, INSIGHT_LIST_MAX) });
  return (
    <InsightView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={<WidgetEmpty icon={NotebookPen}>No meeting notes yet. Notes written on deals in the funnel will show up here.</WidgetEmpty>}
    >
      {(rows) => (
        <ul className="space-y-3">
          {rows.map((note) => (
            <li key={note.dealId} className="rounded-lg border border-slate-100 bg-slate-50/60 p-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <p className="min-w-0 text-sm font-semibold wrap-anywhere text-slate-900">{note.dealName}</p>
                <span className="shrink-0 text-xs text-slate-500">{formatDate(note.updatedAt)}</span>
              </div>
              <p className="text-xs wrap-anywhere text-slate-500">{[note.company, note.stage].filter(Boolean).join(' · ')}</p>
              <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-slate-700">{note.notes}</p>
            </li>
          ))}
        </ul>
      )}
    </InsightView>
  );
}
