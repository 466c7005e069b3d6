import { DASHBOARD_NAME_REQUIRED, type Dashboard, MAX_NAME_LENGTH } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateDashboard } from '../api/create-dashboard';

/** Name input and Create button; the new dashboard becomes the active one (SPEC §4). */
export function NewDashboardForm({ onCreated, autoFocus = false }: { onCreated?: (dashboard: Dashboard) => void; autoFocus?: boolean }) {
  const [name, setName] = useState('');
  const create = useCreateDashboard();
  const navigate = useNavigate();
  const inputId = useId();

  return (
    <form
      noValidate
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) {
          toast({ variant: 'destructive', title: 'Error', description: DASHBOARD_NAME_REQUIRED });
          return;
        }
        create.mutate(
          { name: trimmed },
          {
            onSuccess: (dashboard) => {
              toast({ title: 'Dashboard Created', description: `"${dashboard.name}" is ready. Add widgets to it in Edit Mode.` });
              setName('');
              onCreated?.(dashboard);
              void navigate(paths.dashboardById(dashboard.id));
            },
            onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) }),
          },
        );
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Dashboard name
      </label>
      <Input
        id={inputId}
        // Opened on purpose by the user, who is about to type the name.
        autoFocus={autoFocus}
        placeholder="Dashboard name"
        maxLength={MAX_NAME_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        className="h-9"
      />
      <Button type="submit" size="sm" className="h-9" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create'}
      </Button>
    </form>
  );
}
