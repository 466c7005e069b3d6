import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button, buttonClasses } from './button';
import { DIALOG_POSITION } from './dialog-position';

/** docs/product/texts-and-constants.md#delete-confirmation: the text of every delete confirmation. */
export const DELETE_CONFIRMATION = 'Are you sure? This action cannot be undone.';

interface ConfirmDialogProps {
  /** The control that opens the dialog (e.g. a Delete button); omit it to control `open` yourself (e.g. from a menu item). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  description?: ReactNode;
  /** What the action takes with it (e.g. how many records a delete unlinks), rendered after the description only while the dialog is open, so what it fetches is fresh. */
  consequences?: () => ReactNode;
  confirmLabel?: string;
  /** Runs on confirm; the dialog closes once it settles. */
  onConfirm: () => void | Promise<void>;
  destructive?: boolean;
}

/** A modal confirmation (focus-trapped, Escape cancels) before destroying data. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title = DELETE_CONFIRMATION,
  description,
  consequences,
  confirmLabel = 'Delete',
  onConfirm,
  destructive = true,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={changeOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className={`${DIALOG_POSITION} z-50 w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl`}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description ?? 'This cannot be undone.'}
            {isOpen && consequences ? <> {consequences()}</> : null}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses(destructive ? 'destructive' : 'primary')} onClick={() => void onConfirm()}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
