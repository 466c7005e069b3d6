import type { Dashboard } from '@keel/shared/dashboards';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateDashboard } from '../api/update-dashboard';

/** Marks the dashboard as a favourite (starred in 'My Dashboards') or not. */
export function FavouriteButton({ dashboard }: { dashboard: Dashboard }) {
  const update = useUpdateDashboard();
  const favourite = dashboard.isFavorite;
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label="Favourite"
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() =>
        update.mutate(
          { id: dashboard.id, changes: { isFavorite: !favourite } },
          {
            onSuccess: (updated) =>
              toast({
                title: updated.isFavorite ? 'Added to Favourites' : 'Removed from Favourites',
                description: `"${updated.name}" ${updated.isFavorite ? 'is now starred in My Dashboards.' : 'is no longer starred.'}`,
              }),
            onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
          },
        )
      }
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-amber-50 hover:text-amber-600"
    >
      <Star aria-hidden className={clsx('h-5 w-5', favourite && 'fill-amber-400 text-amber-500')} />
    </button>
  );
}
