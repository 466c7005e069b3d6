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
  /** Shown when the list has no rows (the wording of docs/product/texts-and-constants.md#empty-states, passed in). */
  emptyText: string;
  /** Dims the rows while a newer page loads. */
  stale?: boolean;
  /**
   * Row selection for bulk actions: the selected keys, and the row's name for its checkbox label.
   * `locked`: the rows shown do not answer the search typed yet, so none can be selected from them.
   */
  selection?: { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void; rowLabel: (row: Row) => string; locked?: boolean };
}

const check = 'h-4 w-4 rounded border-slate-400 accent-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600';

/**
 * A server-side list's table: sortable headers, rows, loading and empty states. Below 640 px each
 * row is a card (labelled fields, actions in view) instead of a table that scrolls sideways.
 */
export function ListTable<Row, S extends string>(props: ListTableProps<Row, S>) {
  const { caption, columns, rows, rowKey, sort, dir, onSort, actions, loading, emptyText, stale, selection } = props;
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const keys = rows?.map(rowKey) ?? [];
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    // relative: visually hidden (absolutely positioned) labels in the cells scroll with the table
    // instead of widening the page on a phone.
    <div className="relative overflow-x-auto">
      {selection && rows && rows.length > 0 ? (
        <label className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 sm:hidden">
          <input
            type="checkbox"
            className={check}
            checked={allSelected}
            disabled={selection.locked}
            onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))}
          />
          Select all on this page
        </label>
      ) : null}
      <table className="min-w-full divide-y divide-slate-200 text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 max-sm:hidden">
          <tr>
            {selection ? (
              <th scope="col" className={`${headerCellClasses} w-10`}>
                <input
                  type="checkbox"
                  className={check}
                  aria-label="Select all on this page"
                  checked={allSelected}
                  disabled={selection.locked}
                  onChange={() => selection.onChange(allSelected ? new Set() : new Set(keys))}
                />
              </th>
            ) : null}
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
              <th scope="col" className={`${headerCellClasses} sticky right-0 bg-slate-50 text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 bg-white max-sm:block max-sm:divide-y-0 ${stale ? 'opacity-60' : ''}`}>
          {loading && !rows ? (
            <tr>
              <td colSpan={span} className="px-4 py-12 text-center max-sm:block">
                <Spinner label="Loading..." showLabel />
              </td>
            </tr>
          ) : rows && rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-4 py-12 text-center text-slate-600 max-sm:block">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr
                key={rowKey(row)}
                className="group hover:bg-slate-50 max-sm:m-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3"
              >
                {selection ? (
                  <td className="px-4 py-3 max-sm:block max-sm:p-0">
                    <input
                      type="checkbox"
                      className={check}
                      aria-label={`Select ${selection.rowLabel(row)}`}
                      checked={selection.selected.has(rowKey(row))}
                      disabled={selection.locked}
                      onChange={() => toggle(rowKey(row))}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`${column.className ?? 'px-4 py-3 whitespace-nowrap text-slate-700'} max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:break-words max-sm:whitespace-normal`}
                  >
                    <span aria-hidden className="font-medium text-slate-500 sm:hidden">
                      {column.header}
                    </span>
                    <div className="max-sm:min-w-0 max-sm:text-right">{column.cell(row)}</div>
                  </td>
                ))}
                {/* Pinned to the right edge: a row's actions stay in view even when a wide table scrolls sideways. */}
                {actions ? (
                  <td className="px-4 py-2 text-right whitespace-nowrap max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:text-left sm:sticky sm:right-0 sm:bg-white sm:group-hover:bg-slate-50">
                    {actions(row)}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
