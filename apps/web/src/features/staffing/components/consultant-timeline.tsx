import { RecordSection } from '../../../components/records/record-section';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useConsultantHistory } from '../api/consultant-hire';

/** A consultant's timeline (decision 0097): proposals, confirmations, withdrawals, ended allocations and edits, newest first. */
export function ConsultantTimeline({ consultantId }: { consultantId: string }) {
  const history = useConsultantHistory(consultantId);
  return (
    <RecordSection title="Timeline" count={history.data ? String(history.data.items.length) : undefined}>
      {history.isPending ? (
        <Spinner label="Loading timeline..." />
      ) : history.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(history.error)}
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label="Consultant timeline">
          {history.data.items.map((item) => (
            <li key={item.id} className="py-2 text-sm">
              <p className="text-slate-900">{item.text}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </RecordSection>
  );
}
