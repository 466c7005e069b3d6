import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DIALOG_POSITION } from './dialog-position';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wide dialogs hold an editor (the lead editor); narrow ones a short form. */
  size?: 'sm' | 'md' | 'lg';
  /** The control that opens it, when the caller does not hold `open` for another reason. */
  trigger?: ReactNode;
  /** Where the focus goes on closing (default: back to what had it); preventDefault() leaves it where the caller put it. */
  onCloseAutoFocus?: (event: Event) => void;
}

const WIDTHS = { sm: 'w-[min(28rem,calc(100vw-2rem))]', md: 'w-[min(40rem,calc(100vw-2rem))]', lg: 'w-[min(56rem,calc(100vw-2rem))]' };

/** The scrolling, padded body of a dialog whose content has no layout of its own. */
export function ModalBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 overflow-y-auto px-6 py-4">{children}</div>;
}

/** A modal dialog (focus-trapped, Escape closes) whose body scrolls when it is taller than the screen. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'sm',
  trigger,
  onCloseAutoFocus,
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          // Without a description, say so explicitly (Radix otherwise warns about a missing one).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(DIALOG_POSITION, 'z-40 flex flex-col rounded-xl bg-white shadow-xl', WIDTHS[size])}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close aria-label="Close" className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
