import { SavedView, type SavedViewInput, type SavedViewList, type SavedViewState } from '@keel/shared/saved-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { api, errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { toast } from '../ui/use-toast';
import type { ListParams } from './use-list-params';

const viewsKey = (list: SavedViewList) => ['saved-views', list] as const;

interface SavedViewTabsProps<S extends string> {
  list: SavedViewList;
  params: ListParams<S>;
  /** The list's defaults, for the 'All' tab. */
  defaults: { sort: S; dir: 'asc' | 'desc' };
  /** Visible columns of the list (saved with a view). */
  columns?: string[];
  onOpen: (state: SavedViewState) => void;
}

const same = <S extends string>(state: SavedViewState, p: ListParams<S>, d: { sort: S; dir: string }) =>
  state.q === p.q &&
  (state.sort ?? d.sort) === p.sort &&
  (state.dir ?? d.dir) === p.dir &&
  state.pageSize === p.pageSize &&
  JSON.stringify(state.filter) === JSON.stringify(p.filter ?? []);

/** Saved views (decision 0022): my named filter, sort and column sets, as tabs above the list. */
export function SavedViewTabs<S extends string>({ list, params, defaults, columns = [], onOpen }: SavedViewTabsProps<S>) {
  const id = useId();
  const client = useQueryClient();
  const views = useQuery({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => api.get(`/api/saved-views?list=${list}`, { schema: z.array(SavedView), signal }),
  });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  const save = useMutation({
    mutationFn: (body: SavedViewInput) => api.post('/api/saved-views', body, { schema: SavedView }),
    onSuccess: (view) => {
      toast({ title: 'View Saved', description: `'${view.name}' is now a tab above the list.` });
      setNaming(false);
      setName('');
      return refresh();
    },
    onError: (error) => toast({ title: 'Error saving view', description: errorMessage(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (viewId: string) => api.delete(`/api/saved-views/${viewId}`),
    onSuccess: refresh,
    onError: (error) => toast({ title: 'Error deleting view', description: errorMessage(error), variant: 'destructive' }),
  });
  const empty: SavedViewState = { q: '', filter: [], columns: [] };
  const allActive = same(empty, params, defaults);
  const active = views.data?.find((v) => same(v.state, params, defaults));
  const tabClass = (on: boolean) =>
    `whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none ${on ? 'border-accent-600 text-accent-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`;

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4">
      <div role="tablist" aria-label="Saved views" className="flex max-w-full overflow-x-auto">
        <button type="button" role="tab" aria-selected={allActive} className={tabClass(allActive)} onClick={() => onOpen(empty)}>
          All
        </button>
        {views.data?.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            aria-selected={active?.id === v.id}
            className={tabClass(active?.id === v.id)}
            onClick={() => onOpen(v.state)}
          >
            {v.name}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2 py-1">
        {active ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => remove.mutate(active.id)}>
            Delete view
          </Button>
        ) : null}
        {naming ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({
                list,
                name,
                state: { q: params.q, filter: params.filter ?? [], sort: params.sort, dir: params.dir, pageSize: params.pageSize, columns },
              });
            }}
          >
            <label htmlFor={`${id}-name`} className="sr-only">
              View name
            </label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={60}
              required
              placeholder="View name"
              onChange={(e) => setName(e.target.value)}
              className="h-9 w-40"
              autoFocus
            />
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setNaming(false)}>
              Cancel
            </Button>
          </form>
        ) : allActive || active ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setNaming(true)}>
            Save view
          </Button>
        )}
      </div>
    </div>
  );
}
