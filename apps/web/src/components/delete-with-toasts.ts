import { errorMessage } from '../lib/api-client';
import { toast } from './ui/use-toast';

export interface DeleteToasts {
  /** The success toast, e.g. { title: 'Job Deleted', description: '"Engineer" has been removed.' }. */
  deleted: { title: string; description: string };
  /** The failure toast's title; its description is the server's message. */
  failedTitle: string;
}

/** Runs a delete and says how it went (docs/product/texts-and-constants.md#records toasts). Resolves true when the record is gone. */
export async function deleteWithToasts(run: () => Promise<unknown>, toasts: DeleteToasts): Promise<boolean> {
  try {
    await run();
    toast(toasts.deleted);
    return true;
  } catch (error) {
    toast({ title: toasts.failedTitle, description: errorMessage(error), variant: 'destructive' });
    return false;
  }
}
