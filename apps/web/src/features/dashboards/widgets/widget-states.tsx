import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** Placeholder bars while a widget's figures load. */
export function WidgetLoading() {
  return (
    <div role="status" className="flex h-full flex-col gap-2.5 py-1" aria-label="Loading...">
      {[80, 64, 72, 50].map((width) => (
        <div key={width} className="h-3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function WidgetError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 text-center">
      <CircleAlert aria-hidden className="h-5 w-5 text-red-600" />
      <p className="text-sm font-medium text-slate-800">Could not load this widget.</p>
      <p className="text-xs text-slate-500">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="widget-no-drag" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An honest empty state: what will appear here, and where it comes from. */
export function WidgetEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-2 text-center">
      <span className="rounded-full bg-slate-100 p-2.5">
        <Icon aria-hidden className="h-5 w-5 text-slate-400" />
      </span>
      <p className="max-w-64 text-sm text-slate-500">{children}</p>
    </div>
  );
}

interface InsightViewProps<T> {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error, empty or the figures, for one insight query. */
export function InsightView<T>({ query, isEmpty, empty, children }: InsightViewProps<T>) {
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <WidgetError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
