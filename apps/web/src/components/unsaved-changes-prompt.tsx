import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog';
import { hasUnsavedChanges } from './use-unsaved-changes-prompt';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. If you leave this page, they will be lost.';

/** Another page within the app (a query-string change on the same page is not leaving it). */
const leavesPage = ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
  hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname;

/**
 * Asks before leaving a page whose form holds unsaved changes (useUnsavedChangesPrompt): a
 * confirmation for links, Back and the palette, and the browser's own question on reload or close.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(leavesPage);
  // 'Leave Page' also closes the dialog; that close must not cancel the navigation it let through.
  const leaving = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        leaving.current = false;
      }}
      title={UNSAVED_CHANGES_TITLE}
      description={UNSAVED_CHANGES_TEXT}
      confirmLabel="Leave Page"
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        leaving.current = true;
        blocker.proceed();
      }}
    />
  );
}
