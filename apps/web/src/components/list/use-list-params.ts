import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
}

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
    return {
      q: searchParams.get('q') ?? '',
      sort: sort && (sorts as readonly string[]).includes(sort) ? (sort as S) : defaultSort,
      dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir,
      page: Number.isInteger(page) && page > 0 ? page : 1,
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
          return next;
        },
        { replace },
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
  };
}

/** What useListParams gives a list: its params and the setters that change them. */
export type ListState<S extends string> = ReturnType<typeof useListParams<S>>;

/** The API query string of a list request. */
export function listQueryString<S extends string>(params: ListParams<S>, pageSize: number): string {
  const search = new URLSearchParams({ sort: params.sort, dir: params.dir, page: String(params.page), pageSize: String(pageSize) });
  if (params.q.trim()) search.set('q', params.q.trim());
  return search.toString();
}
