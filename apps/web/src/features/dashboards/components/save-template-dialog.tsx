import { type Dashboard, DASHBOARD_NAME_REQUIRED, MAX_NAME_LENGTH } from '@keel/shared/dashboards';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useSaveTemplate } from '../api/dashboard-templates';
import { TemplateList } from './template-list';

interface SaveTemplateDialogProps {
  dashboard: Dashboard;
  /** Admins publish templates. */
  isAdmin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Save as Template (docs/product/dashboards.md#edit-mode, decision 0035): names a template of this dashboard's layout and widget
 * settings (no records, people or notes), and lists the templates the user has (admins publish).
 */
export function SaveTemplateDialog({ dashboard, isAdmin, open, onOpenChange }: SaveTemplateDialogProps) {
  const uid = useId();
  const [name, setName] = useState(dashboard.name);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveTemplate();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(DASHBOARD_NAME_REQUIRED.replace('Dashboard', 'Template'));
      return;
    }
    setError(undefined);
    save.mutate(
      { dashboardId: dashboard.id, name: trimmed },
      {
        onSuccess: (template) =>
          toast({ title: 'Template Saved', description: `"${template.name}" can now start a new dashboard (New Dashboard).` }),
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save as Template"
      description="The template keeps this dashboard's widgets, their places and settings — no records, people or notes. Only you see it until an admin publishes it to the team."
    >
      <div className="space-y-5 overflow-y-auto px-6 py-4">
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Field id={`${uid}-name`} label="Template name" error={error} className="min-w-48 flex-1">
            <Input value={name} maxLength={MAX_NAME_LENGTH} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Template'}
          </Button>
        </form>
        <TemplateList isAdmin={isAdmin} />
      </div>
    </ModalDialog>
  );
}
