import { type ReactNode, useId } from 'react';
import { Card } from '../ui/card';

interface RecordSectionProps {
  title: string;
  /** e.g. '3 of 57' beside the title. */
  count?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of a record page (details, related leads, history…): a card with a heading that names it. */
export function RecordSection({ title, count, actions, children }: RecordSectionProps) {
  const headingId = useId();
  return (
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
          {count ? <span className="ml-2 text-sm font-normal text-slate-600">({count})</span> : null}
        </h2>
        {actions}
      </div>
      <div className="px-5 py-4">{children}</div>
    </Card>
  );
}

/** '2', or '50 of 73' when only the first ones are listed. */
export function shownCount(shown: number, total: number): string {
  return shown < total ? `${shown} of ${total}` : String(total);
}
