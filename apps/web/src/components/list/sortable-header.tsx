import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from './use-list-params';

interface SortableHeaderProps<S extends string> {
  label: string;
  column: S;
  sort: S;
  dir: SortDirection;
  onSort: (column: S) => void;
  className?: string;
}

/** A column header that sorts the list; aria-sort tells assistive technology the current order. */
export function SortableHeader<S extends string>({ label, column, sort, dir, onSort, className }: SortableHeaderProps<S>) {
  const active = column === sort;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={className ?? headerCellClasses}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-semibold text-slate-700 hover:text-slate-950"
      >
        {label}
        <Icon aria-hidden className={active ? 'h-3.5 w-3.5 text-accent-700' : 'h-3.5 w-3.5 text-slate-400'} />
      </button>
    </th>
  );
}

/**
 * Column headings are shown as written, in Title Case as docs/product/crm.md writes them, sortable or not (one casing),
 * and may wrap: a list with many columns fits its card rather than pushing its row actions out of view.
 */
export const headerCellClasses = 'px-4 py-3 text-left text-xs font-semibold text-slate-700';
