import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../ui/input';

export const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchBoxProps {
  /** The search in the URL (the source of truth). */
  value: string;
  /** Called once typing pauses. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Told the text in the box as it changes (before the pause), to tell whether the list answers it yet. */
  onText?: (text: string) => void;
}

/** A search box that waits for a pause in typing before it asks the server (debounced). */
export function ListSearchBox({ value, onSearch, label, placeholder, onText }: ListSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  // The URL changed from elsewhere (Back, a link): show it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
      onText?.(value);
    }
  }, [value, onText]);

  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative w-full max-w-md" role="search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onText?.(event.target.value);
        }}
        placeholder={placeholder ?? label}
        className="pr-9 pl-9"
        autoComplete="off"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            lastSent.current = '';
            onText?.('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
          aria-label="Clear search"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
