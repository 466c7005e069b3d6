import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface ScrollTableProps {
  /** The scroll region's accessible name (it is focusable, so keyboard users can scroll it). */
  label: string;
  /** Column headings, in order. */
  columns: readonly string[];
  /** The height limit and border of the region, e.g. 'max-h-64 rounded border border-slate-100'. */
  className?: string;
  /** For tests that need the scrolling element itself. */
  testId?: string;
  /** The table's rows (<tr> elements). */
  children: ReactNode;
  /** Below 640 px the rows are cards (their cells say what they are), not a table wider than a phone. */
  stackOnPhones?: boolean;
}

/** A plain read-only table in a scrolling region of limited height, its header row staying in view. */
export function ScrollTable({ label, columns, className, testId, children, stackOnPhones = false }: ScrollTableProps) {
  return (
    <div className={clsx('overflow-y-auto', className)} tabIndex={0} aria-label={label} data-testid={testId}>
      <table className={clsx('min-w-full text-left text-sm', stackOnPhones && 'max-sm:block')}>
        <thead className={clsx('sticky top-0 bg-slate-50 text-xs text-slate-700', stackOnPhones && 'max-sm:hidden')}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={clsx('divide-y divide-slate-100', stackOnPhones && 'max-sm:block')}>{children}</tbody>
      </table>
    </div>
  );
}
