/**
 * Where every dialog sits: from near the top, never taller than the screen less the bottom strip
 * the toasts use, so a toast never covers a dialog's buttons (they appear bottom-right, under it).
 */
export const DIALOG_POSITION = 'fixed top-4 left-1/2 -translate-x-1/2 sm:top-[6vh] max-h-[calc(100dvh-10rem)] overflow-y-auto';
