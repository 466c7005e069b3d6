import type { FilterFields } from '@keel/shared/list-filters';
import type { ListPage } from '@keel/shared/lists';
import type { SavedViewList } from '@keel/shared/saved-views';
import { type ReactNode, useState } from 'react';
import { Card } from '../ui/card';
import { Select } from '../ui/select';
import { BulkActionBar } from './bulk-action-bar';
import { ListFilterBar } from './list-filter-bar';
import { ListPagination } from './list-pagination';
import { ListSearchBox } from './list-search-box';
import { ListSummary } from './list-summary';
import { type ListColumn, ListTable } from './list-table';
import { SavedViewTabs } from './saved-view-tabs';
import { type ListState, PAGE_SIZES } from './use-list-params';

interface ServerListProps<Row, S extends string> {
  /** What the list holds, e.g. 'Contacts' (table caption) and its nouns for the count. */
  caption: string;
  noun: { one: string; other: string };
  searchLabel: string;
  /** The search, sort and page in the URL (useListParams), and their setters. */
  list: ListState<S>;
  /**
   * The list's query: the current page from the server; while a new one loads the previous stays
   * visible (`isPlaceholderData`: it answers older search, sort or page).
   */
  query: { data: ListPage<Row> | undefined; isFetching: boolean; isPlaceholderData?: boolean };
  columns: readonly ListColumn<Row, S>[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  emptyText: string;
  /** Shown above the table, beside the search box (e.g. filters). */
  toolbar?: ReactNode;
  /**
   * List power tools (decision 0022): filters by these fields, saved views as tabs, page size, and
   * (with `bulk`) row selection with bulk actions. `name` is the list's API name.
   */
  tools?: {
    name: SavedViewList;
    filterFields: FilterFields;
    defaults: { sort: S; dir: 'asc' | 'desc' };
    defaultPageSize: number;
    bulk?: {
      entity: string;
      rowLabel: (row: Row) => string;
      salesReps?: readonly { id: string; fullName: string }[];
      /** What deleting the selection takes with it, as the row delete says it for one. */
      deleteConsequences?: (ids: readonly string[]) => ReactNode;
    };
  };
}

/**
 * A list searched, sorted and paged on the server (docs/product/beyond-the-spec.md#server-side-lists): debounced search kept in the
 * URL, sortable headers, the total (10,000+ past the count cap), pagination and the empty state.
 */
export function ServerList<Row, S extends string>(props: ServerListProps<Row, S>) {
  const { params, setSearch, toggleSort, setPage, setFilters, setPageSize, applyView } = props.list;
  const { data, isFetching: fetching } = props.query;
  const { tools } = props;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Rows can be selected only from the list that answers the search typed: never from an older one still shown.
  const [typed, setTyped] = useState(params.q);
  const locked = typed !== params.q || props.query.isPlaceholderData === true;
  return (
    <Card>
      {tools ? <SavedViewTabs list={tools.name} params={params} defaults={tools.defaults} onOpen={applyView} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <ListSearchBox value={params.q} onSearch={setSearch} label={props.searchLabel} onText={setTyped} />
        {props.toolbar}
        {tools ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Rows per page
            <Select
              value={String(params.pageSize ?? tools.defaultPageSize)}
              onChange={(e) => setPageSize(Number(e.target.value))}
              options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            />
          </label>
        ) : null}
        {data ? <ListSummary total={data.total} totalCapped={data.totalCapped} noun={props.noun} updating={fetching} /> : null}
        {tools ? <ListFilterBar fields={tools.filterFields} value={params.filter ?? []} onChange={setFilters} /> : null}
      </div>
      {tools?.bulk && selected.size > 0 ? (
        <BulkActionBar
          list={tools.name}
          entity={tools.bulk.entity}
          selected={[...selected]}
          onDone={() => setSelected(new Set())}
          salesReps={tools.bulk.salesReps}
          deleteConsequences={tools.bulk.deleteConsequences}
        />
      ) : null}
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
        // Dimmed only while the rows answer an older search, sort or page: a refetch of the same page
        // (a live update, a refocus) keeps them readable at full contrast ("Updating…" says it).
        stale={props.query.isPlaceholderData === true}
        selection={tools?.bulk ? { selected, onChange: setSelected, rowLabel: tools.bulk.rowLabel, locked } : undefined}
      />
      {data ? (
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          totalCapped={data.totalCapped}
          pageRows={data.items.length}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
