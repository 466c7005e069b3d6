import type { Widget } from '@keel/shared/dashboards';
import { INSIGHT_LIST_MAX } from '@keel/shared/insights';
import { NotebookPen } from 'lucide-react';
import { ActivityBody } from '../../../components/records/activity-body';
import { useInsight } from '../api/get-insights';
import { configNumber, formatDate } from './insight-format';
import { RecordTitle } from './record-title';
import { InsightView, WidgetEmpty } from './widget-states';

/** Meeting notes: the latest logged meetings (and notes written on deals), newest first. */
export function MeetingNotesWidget({ widget }: { widget: Widget }) {
  const query = useInsight('meeting-notes', { limit: configNumber(widget.config.rows, 5, INSIGHT_LIST_MAX) });
  return (
    <InsightView
      query={query}
      isEmpty={(rows) => rows.length === 0}
      empty={<WidgetEmpty icon={NotebookPen}>No meeting notes yet. Meetings logged on a record's timeline will show up here.</WidgetEmpty>}
    >
      {(rows) => (
        <ul className="space-y-3">
          {rows.map((note) => (
            <li key={`${note.source}-${note.id}`} className="rounded-lg border border-slate-100 bg-slate-50/60 p-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <p className="min-w-0 text-sm font-semibold wrap-anywhere text-slate-900">
                  <RecordTitle record={note.record}>{note.title}</RecordTitle>
                </p>
                <span className="shrink-0 text-xs text-slate-500">{formatDate(note.at)}</span>
              </div>
              {note.detail ? <p className="text-xs wrap-anywhere text-slate-500">{note.detail}</p> : null}
              <div className="mt-1 wrap-anywhere">
                <ActivityBody text={note.notes} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </InsightView>
  );
}
