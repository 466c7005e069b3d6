import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';

/** A record that is not found: 'Error' / the message (docs/product/texts-and-constants.md#recruitment), then back to its list. */
export function RecordMissing({ message, listPath }: { message: string; listPath: string }) {
  useEffect(() => {
    toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [message]);
  return <Navigate to={listPath} replace />;
}
