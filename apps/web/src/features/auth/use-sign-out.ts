import { paths } from '@keel/shared/paths';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from './auth-context';

/** Logs out, confirms with a toast and goes to the sign-in screen (docs/product/public-site.md#sign-in, docs/product/texts-and-constants.md#sign-in). */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast({ title: 'Logout Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    navigate(paths.login, { replace: true });
  }, [signOut, navigate]);
}
