import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
  /** `field:op:value` filters (packages/shared/src/list-filters.ts). */
  filter?: string[];
  /** Rows a page; undefined: the list's default. */
  pageSize?: number;
}

/** The page sizes a list offers (MAX_PAGE_SIZE is the server's bound). */
export const PAGE_SIZES = [25, 50, 100, 200] as const;

export interface ListParamsOptions<S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir?: SortDirection;
}

/**
 * The state of a server-side list (search text, sort, direction, page) kept in the URL's search
 * params, so a reload, a shared link or the back button brings the same list back. Defaults are
 * left out of the URL.
 */
export function useListParams<S extends string>({ sorts, defaultSort, defaultDir = 'asc' }: ListParamsOptions<S>) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams<S>>(() => {
    const sort = searchParams.get('sort');
    const dir = searchParams.get('dir');
    const page = Number(searchParams.get('page'));
    const pageSize = Number(searchParams.get('pageSize'));
    return {
      q: searchParams.get('q') ?? '',
      sort: sort && (sorts as readonly string[]).includes(sort) ? (sort as S) : defaultSort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir,
      page: Number.isInteger(page) && page > 0 ? page : 1,
      filter: searchParams.getAll('filter'),
      pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : undefined,
    };
  }, [searchParams, sorts, defaultSort, defaultDir]);

  const update = useCallback(
    (changes: Partial<ListParams<S>>, replace: boolean) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...params, ...changes };
          const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
          set('q', merged.q, '');
          set('sort', merged.sort, defaultSort);
          set('dir', merged.dir, defaultDir);
          set('page', String(merged.page), '1');
          set('pageSize', merged.pageSize === undefined ? '' : String(merged.pageSize), '');
          next.delete('filter');
          for (const f of merged.filter ?? []) next.append('filter', f);
          return next;
        },
        // Typing (replace) keeps the page where it is: the router would otherwise scroll to the top on every debounced search.
        { replace, preventScrollReset: replace },
      );
    },
    [params, setSearchParams, defaultSort, defaultDir],
  );

  return {
    params,
    /** Typing replaces the history entry (Back leaves the list rather than undoing keystrokes). */
    setSearch: useCallback((q: string) => update({ q, page: 1 }, true), [update]),
    /** Clicking the sorted column flips its direction; another column starts ascending. */
    toggleSort: useCallback(
      (sort: S) => update({ sort, dir: sort === params.sort && params.dir === 'asc' ? 'desc' : 'asc', page: 1 }, false),
      [update, params.sort, params.dir],
    ),
    setPage: useCallback((page: number) => update({ page }, false), [update]),
    setFilters: useCallback((filter: string[]) => update({ filter, page: 1 }, false), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize, page: 1 }, false), [update]),
    /** Opens a saved view: its search, filters, sort and page size replace the current ones. */
    applyView: useCallback(
      (view: { q: string; filter: string[]; sort?: string; dir?: SortDirection; pageSize?: number }) =>
        update(
          {
            q: view.q,
            filter: view.filter,
            sort: view.sort && (sorts as readonly string[]).includes(view.sort) ? (view.sort as S) : defaultSort,
            dir: view.dir ?? defaultDir,
            pageSize: view.pageSize,
            page: 1,
          },
          false,
        ),
      [update, sorts, defaultSort, defaultDir],
    ),
  };
}

/** What useListParams gives a list: its params and the setters that change them. */
export type ListState<S extends string> = ReturnType<typeof useListParams<S>>;

/** The API query string of a list request. */
export function listQueryString<S extends string>(params: ListParams<S>, pageSize: number): string {
  const search = new URLSearchParams({
    sort: params.sort,
    dir: params.dir,
    page: String(params.page),
    pageSize: String(params.pageSize ?? pageSize),
  });
  if (params.q.trim()) search.set('q', params.q.trim());
  for (const f of params.filter ?? []) search.append('filter', f);
  return search.toString();
}
