import { WIDGET_TITLE_REQUIRED } from '@keel/shared/dashboards';
import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';

type DoneReason = 'enter' | 'escape' | 'blur';

interface TitleInputProps {
  title: string;
  onCommit: (title: string) => void;
  onDone: (reason: DoneReason) => void;
}

/** The title being edited: Enter or leaving the field commits, Escape cancels (docs/product/dashboards.md#widgets). */
function TitleInput({ title, onCommit, onDone }: TitleInputProps) {
  const [draft, setDraft] = useState(title);
  const finished = useRef(false);

  const finish = (reason: DoneReason) => {
    if (finished.current) return;
    finished.current = true;
    if (reason !== 'escape') {
      const next = draft.trim();
      if (!next) {
        // docs/product/validation.md#dashboard-names-and-widget-titles: refused, and the old title comes back.
        toast({ variant: 'destructive', title: 'Error', description: WIDGET_TITLE_REQUIRED });
      } else if (next !== title) {
        onCommit(next);
      }
    }
    onDone(reason);
  };

  return (
    <input
      // Focus follows the user's own click or menu choice.
      autoFocus
      aria-label="Widget title"
      value={draft}
      maxLength={100}
      onChange={(event) => setDraft(event.target.value)}
      onFocus={(event) => event.target.select()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish('enter');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish('escape');
        }
      }}
      onBlur={() => finish('blur')}
      className="widget-no-drag h-7 w-full rounded-md border border-accent-500 bg-white px-2 text-sm font-semibold text-slate-900 outline-none"
    />
  );
}

interface WidgetTitleProps {
  headingId: string;
  title: string;
  /** Owners and admins in edit mode may change the title (docs/product/roles-and-permissions.md#dashboard-ownership). */
  editable: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onCommit: (title: string) => void;
}

/** The widget header's title: plain text, or click-to-edit for those who may edit. */
export function WidgetTitle({ headingId, title, editable, editing, onEditingChange, onCommit }: WidgetTitleProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (editable && editing) {
    return (
      <TitleInput
        title={title}
        onCommit={onCommit}
        onDone={(reason) => {
          onEditingChange(false);
          // Keyboard users stay on the title; a click elsewhere keeps its own focus.
          if (reason !== 'blur') requestAnimationFrame(() => buttonRef.current?.focus());
        }}
      />
    );
  }
  return (
    <h2 id={headingId} className="truncate text-sm font-semibold text-slate-900">
      {editable ? (
        <button
          ref={buttonRef}
          type="button"
          title="Click to edit the title"
          onClick={() => onEditingChange(true)}
          className="widget-no-drag max-w-full truncate rounded px-1 text-left -mx-1 hover:bg-slate-100"
        >
          {title}
        </button>
      ) : (
        title
      )}
    </h2>
  );
}
