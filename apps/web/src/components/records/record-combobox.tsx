import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClasses } from '../ui/input';
import { Spinner } from '../ui/spinner';

export interface RecordChoice {
  id: string;
  name: string;
  /** A second line, e.g. the e-mail of a contact. */
  detail?: string;
}

/** The options matching a search text, from the server; `isPending` also while older results stand in (placeholder data). */
export type RecordOptions = (query: string, enabled: boolean) => { data?: RecordChoice[]; isPending: boolean };

interface RecordComboboxProps {
  id: string;
  /** The chosen record; null: none. A multi-choice picker passes null and keeps its choices itself. */
  value: RecordChoice | null;
  onChange: (value: RecordChoice | null) => void;
  useOptions: RecordOptions;
  /** 'Companies', 'Contacts': the list box's name. */
  listLabel: string;
  placeholder: string;
  /** 'company', 'contact': in 'Searching companies...', 'No companies found.', 'Remove company'. */
  noun: { one: string; other: string };
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A combobox that searches records on the server as you type (there may be a million), with
 * arrow keys, Enter to choose and Escape to close.
 */
export function RecordCombobox({ id, value, onChange, useOptions, listLabel, placeholder, noun, className, ...aria }: RecordComboboxProps) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useOptions(query, open);
  // The text shown as a choice searches nothing; typed text searches once typing pauses.
  const wanted = text === value?.name ? '' : text;
  // Until the options match the text, none is offered: Enter must never pick from an older search.
  const searching = options.isPending || wanted !== query;
  const items = searching ? [] : (options.data ?? []);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(wanted), 250);
    return () => clearTimeout(timer);
  }, [wanted]);

  function choose(choice: RecordChoice | null) {
    onChange(choice);
    setText(choice?.name ?? '');
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (items.length ? (current + step + items.length) % items.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (items[active]) choose(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(value?.name ?? '');
    }
  }

  return (
    <div className={clsx('relative', className)}>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? `${listId}-${active}` : undefined}
        {...aria}
        className={clsx(fieldClasses, 'h-10 pr-9')}
        placeholder={placeholder}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land first.
          setTimeout(() => {
            setOpen(false);
            setText(value?.name ?? '');
          }, 150);
        }}
        onKeyDown={onKeyDown}
      />
      {value ? (
        <button
          type="button"
          aria-label={`Remove ${noun.one}`}
          onClick={() => choose(null)}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {searching ? (
            <li className="px-3 py-2">
              <Spinner size="sm" label={`Searching ${noun.other}...`} showLabel />
            </li>
          ) : items.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-600">No {noun.other} found.</li>
          ) : (
            items.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                className={clsx('cursor-pointer px-3 py-2 text-sm', index === active ? 'bg-accent-50 text-accent-900' : 'text-slate-800')}
              >
                {item.name}
                {item.detail ? <span className="block text-xs text-slate-600">{item.detail}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
