import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useCompanyOptions } from '../api/search-companies';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface CompanyPickerProps {
  id: string;
  value: CompanyChoice | null;
  onChange: (value: CompanyChoice | null) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A combobox that searches companies on the server as you type (there may be a million), with
 * arrow keys, Enter to choose and Escape to close.
 */
export function CompanyPicker({ id, value, onChange, className, ...aria }: CompanyPickerProps) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useCompanyOptions(query, open);
  const items: CompanyChoice[] = options.data?.items.map((c) => ({ id: c.id, name: c.name })) ?? [];

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text === value?.name ? '' : text), 250);
    return () => clearTimeout(timer);
  }, [text, value?.name]);

  function choose(choice: CompanyChoice | null) {
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
        placeholder="Search companies…"
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
        <button type="button" aria-label="Remove company" onClick={() => choose(null)} className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800">
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
      {open ? (
        <ul id={listId} role="listbox" aria-label="Companies" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {options.isPending ? (
            <li className="px-3 py-2">
              <Spinner size="sm" label="Searching companies..." showLabel />
            </li>
          ) : items.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-600">No companies found.</li>
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
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
