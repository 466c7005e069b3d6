import type { ListPage } from '@keel/shared/lists';
import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { ListPagination } from './list-pagination';
import { ListSearchBox } from './list-search-box';
import { ListSummary } from './list-summary';
import { type ListColumn, ListTable } from './list-table';
import type { ListState } from './use-list-params';

interface ServerListProps<Row, S extends string> {
  /** What the list holds, e.g. 'Contacts' (table caption) and its nouns for the count. */
  caption: string;
  noun: { one: string; other: string };
  searchLabel: string;
  /** The search, sort and page in the URL (useListParams), and their setters. */
  list: ListState<S>;
  /** The list's query: the current page from the server; while a new one loads the previous stays visible. */
  query: { data: ListPage<Row> | undefined; isFetching: boolean };
  columns: readonly ListColumn<Row, S>[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  emptyText: string;
  /** Shown above the table, beside the search box (e.g. filters). */
  toolbar?: ReactNode;
}

/**
 * A list searched, sorted and paged on the server (DESIGN item 5): debounced search kept in the
 * URL, sortable headers, the total (10,000+ past the count cap), pagination and the empty state.
 */
export function ServerList<Row, S extends string>(props: ServerListProps<Row, S>) {
  const { params, setSearch, toggleSort, setPage } = props.list;
  const { data, isFetching: fetching } = props.query;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <ListSearchBox value={params.q} onSearch={setSearch} label={props.searchLabel} />
        {props.toolbar}
        {data ? <ListSummary total={data.total} totalCapped={data.totalCapped} noun={props.noun} updating={fetching} /> : null}
      </div>
      <ListTable
        caption={props.caption}
        columns={props.columns}
        rows={data?.items}
        rowKey={props.rowKey}
        sort={params.sort}
        dir={params.dir}
        onSort={toggleSort}
        actions={props.actions}
        loading={!data}
        emptyText={props.emptyText}
        stale={fetching && data !== undefined}
      />
      {data ? (
        <ListPagination page={data.page} pageSize={data.pageSize} total={data.total} totalCapped={data.totalCapped} pageRows={data.items.length} onPage={setPage} />
      ) : null}
    </Card>
  );
}
