import { afterEach, describe, expect, it } from 'vitest';
import { carryOpenToasts, raiseCarriedToasts } from './carried-toasts';
import { dismissToast, openToasts, resetToasts, toast } from './use-toast';

afterEach(() => {
  resetToasts();
  sessionStorage.clear();
});

describe('toasts carried to the next document (decision 0106)', () => {
  it('shows the open plain-text toasts again, once, in the next document of the tab', () => {
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    toast({ title: 'Undone', action: { label: 'Redo', altText: 'Redo the change', onClick: () => {} } });
    const closed = toast({ title: 'Old news' });
    dismissToast(closed.id);
    carryOpenToasts();
    resetToasts(); // the old document is gone

    raiseCarriedToasts();
    expect(openToasts().map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Logged Out', description: 'You have been successfully logged out.' },
    ]);
    resetToasts();
    raiseCarriedToasts();
    expect(openToasts()).toEqual([]);
  });

  it('carries nothing when no toast is open', () => {
    carryOpenToasts();
    expect(sessionStorage.length).toBe(0);
    raiseCarriedToasts();
    expect(openToasts()).toEqual([]);
  });
});
