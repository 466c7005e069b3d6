import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import type { deleteWithToasts as DeleteWithToasts } from './delete-with-toasts';
import type { toast as Toast } from './ui/use-toast';

vi.mock('./ui/use-toast', () => ({ toast: vi.fn() }));

// Test files share their worker's modules (decision 0065): the module under test is loaded afresh,
// so it sees the mocked toast, and the next file gets fresh modules again.
let deleteWithToasts: typeof DeleteWithToasts;
let toast: typeof Toast;
beforeAll(async () => {
  vi.resetModules();
  ({ deleteWithToasts } = await import('./delete-with-toasts'));
  ({ toast } = await import('./ui/use-toast'));
});
afterAll(() => {
  vi.resetModules();
});

const toasts = { deleted: { title: 'Job Deleted', description: '"Engineer" has been removed.' }, failedTitle: 'Error deleting job' };

describe('deleteWithToasts', () => {
  afterEach(() => vi.mocked(toast).mockClear());

  it('says the record is gone once the delete succeeds', async () => {
    await expect(deleteWithToasts(() => Promise.resolve(), toasts)).resolves.toBe(true);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ title: 'Job Deleted', description: '"Engineer" has been removed.' });
  });

  it("shows the server's refusal in a destructive toast, and does not throw", async () => {
    const refuse = () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'You do not have permission.'));
    await expect(deleteWithToasts(refuse, toasts)).resolves.toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Error deleting job',
      description: 'You do not have permission.',
      variant: 'destructive',
    });
  });
});
