import { useEffect } from 'react';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../ui/use-toast';

/** Says once, in a destructive toast, why a list could not be loaded (title e.g. 'Error fetching jobs'). */
export function useLoadErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) toast({ title, description: errorMessage(error), variant: 'destructive' });
  }, [error, title]);
}
