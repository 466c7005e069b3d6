import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { buttonClasses } from './button-classes';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, useToast, type ToastVariant } from './use-toast';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  info: 'border-brand-200 bg-brand-50 text-brand-950',
};

const icons: Record<ToastVariant, typeof Info> = {
  default: CircleCheck,
  destructive: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

const iconColors: Record<ToastVariant, string> = {
  default: 'text-accent-700',
  destructive: 'text-white',
  warning: 'text-amber-700',
  info: 'text-brand-600',
};

/** Renders the toasts raised with `toast()`; mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action }) => {
        const Icon = icons[variant];
        return (
          <Toast.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
            duration={duration}
            type={variant === 'destructive' || variant === 'warning' ? 'foreground' : 'background'}
            data-variant={variant}
            className={clsx(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              variantStyles[variant],
            )}
          >
            <Icon aria-hidden className={clsx('mt-0.5 h-5 w-5 shrink-0', iconColors[variant])} />
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
              {description ? <Toast.Description className="text-sm opacity-90">{description}</Toast.Description> : null}
              {action ? (
                <Toast.Action altText={action.altText} asChild>
                  <button type="button" onClick={action.onClick} className={buttonClasses('outline', 'sm', 'mt-1 justify-self-start')}>
                    {action.label}
                  </button>
                </Toast.Action>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
            >
              <X aria-hidden className="h-4 w-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* The bottom strip dialogs leave free (components/ui/dialog-position.ts): a toast never covers a dialog's buttons. */}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-[10rem] w-full list-none flex-col gap-2 overflow-hidden p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
