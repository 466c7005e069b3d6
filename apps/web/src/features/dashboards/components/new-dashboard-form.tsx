import { DASHBOARD_NAME_REQUIRED, type Dashboard, MAX_NAME_LENGTH } from '@keel/shared/dashboards';
import { paths } from '@keel/shared/paths';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateDashboard } from '../api/create-dashboard';
import { useTemplates } from '../api/dashboard-templates';

/** Name input, what to start from (blank or a template) and Create; the new dashboard becomes the active one (docs/product/dashboards.md#choosing-a-dashboard). */
export function NewDashboardForm({ onCreated, autoFocus = false }: { onCreated?: (dashboard: Dashboard) => void; autoFocus?: boolean }) {
  const [name, setName] = useState('');
  const [templateId, setTemplateId] = useState('');
  const create = useCreateDashboard();
  const templates = useTemplates();
  const startId = useId();
  const navigate = useNavigate();
  const inputId = useId();

  return (
    <form
      noValidate
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) {
          toast({ variant: 'destructive', title: 'Error', description: DASHBOARD_NAME_REQUIRED });
          return;
        }
        create.mutate(
          { name: trimmed, ...(templateId ? { templateId } : {}) },
          {
            onSuccess: (dashboard) => {
              toast({ title: 'Dashboard Created', description: `"${dashboard.name}" is ready. Add widgets to it in Edit Mode.` });
              setName('');
              setTemplateId('');
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
        className="h-9 min-w-40 flex-1"
      />
      {/* Blank, or the widgets of a template: mine and the team's (decision 0035). */}
      <label htmlFor={startId} className="sr-only">
        Start from
      </label>
      <Select
        id={startId}
        className="h-9"
        value={templateId}
        onChange={(event) => setTemplateId(event.target.value)}
        options={[
          { value: '', label: 'Blank dashboard' },
          ...(templates.data ?? []).map((t) => ({ value: t.id, label: `Template: ${t.name}${t.isPublished ? ' (team)' : ''}` })),
        ]}
      />
      <Button type="submit" size="sm" className="h-9" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create'}
      </Button>
    </form>
  );
}
