import { openToasts, toast, type ToastInput } from './use-toast';

const STORAGE_KEY = 'keel:carried-toasts';

/**
 * Keeps the open toasts with plain-text content across a move to a new document of the same tab:
 * a public page hands a navigation to sign-in or the workspace to the app shell (decision 0106),
 * and 'Logged Out' must still be read there. Toasts with an action button stay behind.
 */
export function carryOpenToasts() {
  const carried: ToastInput[] = openToasts()
    .filter((item) => !item.action && (item.description === undefined || typeof item.description === 'string'))
    .map(({ title, description, variant, duration }) => ({ title, description, variant, duration }));
  if (carried.length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(carried));
  } catch {
    // storage denied: the toast is lost with the old document
  }
}

/** Shows the toasts a previous document of this tab carried over, once. */
export function raiseCarriedToasts() {
  let carried: ToastInput[];
  try {
    carried = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as ToastInput[];
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  for (const item of carried) toast(item);
}
