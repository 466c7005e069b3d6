import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { deleteWithToasts } from './delete-with-toasts';
import { toast } from './ui/use-toast';

vi.mock('./ui/use-toast', () => ({ toast: vi.fn() }));

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
