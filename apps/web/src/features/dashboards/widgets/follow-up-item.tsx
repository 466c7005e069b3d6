import type { NextContact } from '@keel/shared/insights';
import { clsx } from 'clsx';
import { RecordTitle } from './record-title';
import { daysUntil, formatDay, relativeDay } from './insight-format';

/** One planned contact (a deal's next contact date or a task of mine), its date coloured by urgency. */
export function FollowUpItem({ item, today }: { item: NextContact; today?: string }) {
  const days = daysUntil(item.date, today);
  return (
    <li className="flex items-start gap-3 py-2">
      <span
        className={clsx(
          'flex w-14 shrink-0 flex-col items-center rounded-md border px-1 py-1 text-center leading-tight',
          days < 0
            ? 'border-red-200 bg-red-50 text-red-800'
            : days === 0
              ? 'border-amber-200 bg-amber-50 text-amber-900'
              : 'border-slate-200 bg-white text-slate-700',
        )}
      >
        <span className="text-xs font-semibold">{formatDay(item.date)}</span>
        {item.time ? <span className="text-xs">{item.time}</span> : null}
      </span>
      {/* Name, people and when, one under the other: a narrow widget wraps them instead of cutting them off. */}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere text-slate-900">
          <RecordTitle record={item.record}>{item.title}</RecordTitle>
        </p>
        <p className="text-xs wrap-anywhere text-slate-500">
          {item.source === 'task' ? 'Task' : 'Deal'}
          {item.detail ? ` · ${item.detail}` : ''}
          {item.owner ? ` · ${item.owner}` : ''}
        </p>
        <p className={clsx('text-xs font-medium', days < 0 ? 'text-red-700' : 'text-slate-500')}>{relativeDay(item.date, today)}</p>
      </div>
    </li>
  );
}
