import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { searchesRecords, useGlobalSearch } from '../../features/search/api/global-search';
import { paletteSections, type PaletteEntry } from './palette-entries';
import { useWorkspaceMenu } from './workspace-menu';

/** Typing settles this long before the server is asked (each keystroke is not a request). */
const TYPING_PAUSE_MS = 150;

function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Global search and commands (Ctrl/Cmd-K): records of every kind the user may see, grouped by kind,
 * then actions and screens. A combobox: arrow keys move, Enter opens, Escape closes.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  // Opened by a shortcut, it has no trigger: focus goes back to where it was (a navigation then moves it to the page).
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[min(40rem,calc(100vw-1rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl outline-none sm:top-[12vh]"
        >
          <Dialog.Title className="sr-only">Search and commands</Dialog.Title>
          {open ? <PaletteBody onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const term = useSettledValue(query);
  const search = useGlobalSearch(term);
  const menu = useWorkspaceMenu();
  const { isAdmin, isRecruiter } = useAuth();
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Found records are offered only once they answer the text now typed: while its search settles or is in
  // flight the older answer (kept by the query as placeholder data) is not shown, and Enter waits for the new one.
  const recordsWanted = searchesRecords(query);
  const recordsPending = recordsWanted && (query.trim() !== term.trim() || search.isPending || search.isPlaceholderData);
  const records = recordsWanted && !recordsPending ? search.data?.groups : undefined;
  const sections = useMemo(
    () => paletteSections(query, records ?? [], menu, { isAdmin, isRecruiter }),
    [query, records, menu, isAdmin, isRecruiter],
  );
  const entries = sections.flatMap((section) => section.entries);
  const current = Math.min(active, Math.max(entries.length - 1, 0));
  // Enter pressed while the records for the typed text are on their way: carried out when they arrive.
  const enterHeld = useRef(false);

  const choose = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onDone();
    void navigate(entry.to);
  };

  const carryOutHeldEnter = useEffectEvent(() => {
    if (!enterHeld.current) return;
    enterHeld.current = false;
    // A failed search opens nothing: the list the user meant never came.
    if (!search.isError) choose(entries[current]);
  });
  useEffect(() => {
    if (!recordsPending) carryOutHeldEnter();
  }, [recordsPending]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && recordsPending) {
      event.preventDefault();
      enterHeld.current = true;
      return;
    }
    if (entries.length === 0 || recordsPending) return;
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: entries.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive((next + entries.length) % entries.length);
      document.getElementById(optionId((next + entries.length) % entries.length))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(entries[current]);
    }
  };

  const status = recordsPending
    ? 'Searching…'
    : entries.length === 0
      ? `No results for “${query.trim()}”.`
      : `${entries.length} ${entries.length === 1 ? 'result' : 'results'}`;

  // Where each section's entries start in the flat list that the arrow keys walk.
  const starts = sections.map((_, i) => sections.slice(0, i).reduce((sum, section) => sum + section.entries.length, 0));
  return (
    <>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4">
        <Search aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
        <input
          type="text"
          role="combobox"
          aria-label="Search contacts, companies, leads, screens and actions"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? optionId(current) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            enterHeld.current = false;
          }}
          onKeyDown={onKeyDown}
          placeholder="Search or jump to…"
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
      </div>
      <p aria-live="polite" className="px-4 pt-2 text-xs text-slate-600">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label="Results" className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {sections.map((section, sectionIndex) => (
          <div key={section.id} role="group" aria-labelledby={`${listId}-${section.id}`} className="pt-2">
            <div id={`${listId}-${section.id}`} className="px-2 py-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {section.title}
            </div>
            {section.entries.map((entry, entryIndex) => {
              const mine = (starts[sectionIndex] ?? 0) + entryIndex;
              return (
                <div
                  key={entry.id}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === current}
                  onMouseMove={() => setActive(mine)}
                  onClick={() => choose(entry)}
                  className={clsx(
                    'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-2 text-sm',
                    mine === current ? 'bg-brand-900 text-white' : 'text-slate-800',
                  )}
                >
                  <span className="truncate font-medium">{entry.label}</span>
                  {entry.detail ? (
                    <span className={clsx('truncate text-xs', mine === current ? 'text-white/80' : 'text-slate-600')}>{entry.detail}</span>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </>
  );
}
