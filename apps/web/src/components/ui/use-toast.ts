import { useSyncExternalStore, type ReactNode } from 'react';

/** docs/product/texts-and-constants.md#toasts: toasts last 5000 ms by default and are dismissed by a 50 px swipe. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
const TOAST_LIMIT = 5;
const REMOVE_DELAY_MS = 400;

export type ToastVariant = 'default' | 'destructive' | 'warning' | 'info';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the default 5000 ms. */
  duration?: number;
  /** One button in the toast (e.g. 'Undo'); `altText` tells screen readers how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot() {
  return items;
}

/** Closes a toast (it animates out, then is removed). Without an id, closes all. */
export function dismissToast(id?: string) {
  items = items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item));
  emit();
  for (const item of items) {
    if (item.open || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        items = items.filter((other) => other.id !== item.id);
        emit();
      }, REMOVE_DELAY_MS),
    );
  }
}

/** Shows a toast; returns its id and a function that dismisses it. */
export function toast(input: ToastInput) {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  items = [...items, item].slice(-TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The toasts on screen now. */
export function openToasts(): readonly ToastItem[] {
  return items.filter((item) => item.open);
}

/** Removes every toast immediately (tests). */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  items = [];
  emit();
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
