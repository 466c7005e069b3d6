import { useEffect, useId } from 'react';

/**
 * The forms on screen that hold unsaved changes. A router supports one navigation blocker at a
 * time, and a page may hold several forms (Account Settings has two), so each form only says here
 * whether it is dirty, and the one UnsavedChangesPrompt of the workspace asks before leaving.
 */
const dirtyForms = new Set<string>();

export const hasUnsavedChanges = () => dirtyForms.size > 0;

/**
 * Leaving a form with unsaved changes asks first. Pass `dirty` false while the
 * form is saving: the navigation that follows a successful save goes through without a question.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
}
