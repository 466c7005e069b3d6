import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { headerCellClasses, SortableHeader } from './sortable-header';
import type { SortDirection } from './use-list-params';

export interface ListColumn<Row, S extends string> {
  header: string;
  /** Makes the header a sort button for this API sort column. */
  sort?: S;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface ListTableProps<Row, S extends string> {
  caption: string;
  columns: readonly ListColumn<Row, S>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  sort: S;
  dir: SortDirection;
  onSort: (column: S) => void;
  /** Actions of a row (edit, delete), in a last column. */
  actions?: (row: Row) => ReactNode;
  loading: boolean;
  /** Shown when the list has no rows (the spec's wording, passed in). */
  emptyText: string;
  /** Dims the rows while a newer page loads. */
  stale?: boolean;
}

/** A server-side list's table: sortable headers, rows, loading and empty states. */
export function ListTable<Row, S extends string>({ caption, columns, rows, rowKey, sort, dir, onSort, actions, loading, emptyText, stale }: ListTableProps<Row, S>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    // relative: visually hidden (absolutely positioned) labels in the cells scroll with the table
    // instead of widening the page on a phone.
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) =>
              column.sort ? (
                <SortableHeader key={column.header} label={column.header} column={column.sort} sort={sort} dir={dir} onSort={onSort} />
              ) : (
                <th key={column.header} scope="col" className={headerCellClasses}>
                  {column.header}
                </th>
              ),
            )}
            {actions ? (
              <th scope="col" className={`${headerCellClasses} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 bg-white ${stale ? 'opacity-60' : ''}`}>
          {loading && !rows ? (
            <tr>
              <td colSpan={span} className="px-4 py-12 text-center">
                <Spinner label="Loading..." showLabel />
              </td>
            </tr>
          ) : rows && rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-4 py-12 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.header} className={column.className ?? 'px-4 py-3 whitespace-nowrap text-slate-700'}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? <td className="px-4 py-2 text-right whitespace-nowrap">{actions(row)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
