import { HistoryPage } from '@keel/shared/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { RecordSection } from './record-section';

interface RecordHistoryProps {
  /** GET endpoint of the record's history, e.g. /api/contacts/{id}/history. */
  url: string;
  /** Query key prefix; the record's saves invalidate it (e.g. ['contacts', 'history', id]). */
  queryKey: readonly unknown[];
}

/** A record's history from the audit trail: newest first, 20 a page, each entry a sentence with who and when. */
export function RecordHistory({ url, queryKey }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...queryKey, page],
    queryFn: ({ signal }) => api.get(`${url}?page=${page}`, { schema: HistoryPage, signal }),
    placeholderData: keepPreviousData,
  });
  const data = history.data;
  return (
    <RecordSection
      title="History"
      actions={
        data && (page > 1 || data.hasMore) ? (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              Newer
            </Button>
            <span className="text-sm text-slate-600">Page {page}</span>
            <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
              Older
            </Button>
          </div>
        ) : null
      }
    >
      {history.isPending ? (
        <Spinner label="Loading history..." showLabel />
      ) : history.isError ? (
        <p role="alert" className="text-red-700">Could not load the history: {errorMessage(history.error)}</p>
      ) : data!.items.length === 0 ? (
        <p className="text-slate-600">No history yet.</p>
      ) : (
        <ol aria-label="History entries" className="space-y-3">
          {data!.items.map((entry) => (
            <li key={entry.id} className="border-l-2 border-slate-200 pl-3">
              <p className="text-sm text-slate-900">{entry.sentence}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </RecordSection>
  );
}
