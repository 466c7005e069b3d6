import type { StaleEdit } from '@keel/shared/record-version';
import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { formatDateTime } from '../lib/format-date';
import { Button } from './ui/button';
import { DIALOG_POSITION } from './ui/dialog-position';

/** "Sam Second saved it on Nov 24, 2026, 3:04 PM" — who changed a record, and when. */
export function staleEditSummary(stale: StaleEdit): string {
  return `${stale.changedBy ?? 'Someone else'} saved it on ${formatDateTime(stale.changedAt)}`;
}

interface StaleEditDialogProps {
  /** The conflict to explain; the dialog is open while there is one. */
  stale: StaleEdit | null;
  /** 'job posting', 'contact', … */
  record: string;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  /** Escape: back to the form, unchanged (a later save meets the same conflict). */
  onDismiss: () => void;
}

/**
 * The one answer to a stale save (409, decision 0016): who changed the record and when, and the
 * two ways on: Reload (their version, with this person's unsaved input kept in the form) or
 * Overwrite (save this version over theirs). An alert dialog: focus moves into it, Escape leaves it.
 */
export function StaleEditDialog({ stale, record, busy, onReload, onOverwrite, onDismiss }: StaleEditDialogProps) {
  const reloadButton = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={stale !== null} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          // Focus starts on Reload, the choice that loses nobody's work.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            reloadButton.current?.focus();
          }}
          className={`${DIALOG_POSITION} z-50 w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl`}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            This {record} was changed while you were editing
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {stale ? `${staleEditSummary(stale)}. Your changes are not saved yet.` : null}
          </AlertDialog.Description>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
            <li>
              <strong>Reload</strong> shows their version and keeps your unsaved changes in the form.
            </li>
            <li>
              <strong>Overwrite</strong> saves your version over theirs.
            </li>
          </ul>
          <div className="mt-6 flex justify-end gap-3">
            <Button ref={reloadButton} variant="outline" disabled={busy} onClick={onReload}>
              Reload
            </Button>
            <Button variant="destructive" disabled={busy} onClick={onOverwrite}>
              Overwrite
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
