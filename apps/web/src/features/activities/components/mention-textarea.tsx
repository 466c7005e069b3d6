import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Textarea } from '../../../components/ui/textarea';
import { type Mention, mentionQuery, suggestMembers } from './mention-text';

interface MentionTextareaProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Who can be mentioned (active team members). */
  members: readonly Mention[];
  /** A member was chosen from the suggestions ('@Name' was put in the text). */
  onMention: (mention: Mention) => void;
}

/**
 * A textarea where typing '@' suggests team members (an ARIA combobox with a listbox): arrows
 * move, Enter or Tab chooses, Escape closes; a click chooses too. The text shows '@Name'.
 */
export function MentionTextarea({ value, onChange, members, onMention, onKeyDown, ...props }: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const typed = mentionQuery(value, caret);
  const options = typed && dismissed !== typed.start ? suggestMembers(members, typed.query) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  function choose(member: Mention) {
    if (!typed) return;
    const inserted = `@${member.name} `;
    const next = value.slice(0, typed.start) + inserted + value.slice(caret);
    const at = typed.start + inserted.length;
    onChange(next);
    onMention(member);
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(at, at);
    });
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
        event.preventDefault();
        choose(options[current]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(typed!.start);
        return;
      }
    }
    onKeyDown?.(event);
  }

  const track = (target: HTMLTextAreaElement) => setCaret(target.selectionStart ?? target.value.length);
  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={ref}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          track(e.target);
          setActive(0);
        }}
        onSelect={(e) => track(e.currentTarget)}
        onKeyDown={keyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Team members"
        hidden={!open}
        className="absolute right-0 left-0 z-20 mt-1 max-h-60 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((m, i) => (
          <li
            key={m.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === current}
            onMouseDown={(e) => {
              e.preventDefault(); // keeps the focus in the text
              choose(m);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${i === current ? 'bg-accent-50 text-accent-900' : 'text-slate-800'}`}
          >
            {m.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
