import type { Dashboard, LayoutItem } from '@keel/shared/dashboards';
import { Eye, LayoutTemplate, Pencil, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSaveLayout } from '../api/save-layout';
import { AddWidgetMenu } from './add-widget-menu';
import { SaveTemplateDialog } from './save-template-dialog';

interface DashboardToolbarProps {
  dashboard: Dashboard;
  editMode: boolean;
  onEditModeChange: (editMode: boolean) => void;
  /** The layout as the grid shows it now. */
  currentLayout: () => LayoutItem[];
  /** Admins publish templates. */
  isAdmin: boolean;
}

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

/** Edit Mode / View Mode toggle and, in edit mode, Add Widget, Save Layout and Save as Template (docs/product/dashboards.md#edit-mode). */
export function DashboardToolbar({ dashboard, editMode, onEditModeChange, currentLayout, isAdmin }: DashboardToolbarProps) {
  const save = useSaveLayout();
  const [templateOpen, setTemplateOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {editMode ? (
        <>
          <AddWidgetMenu dashboard={dashboard} />
          <Button
            variant="outline"
            size="sm"
            className="h-9"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { id: dashboard.id, layout: currentLayout() },
                {
                  onSuccess: () => toast({ title: 'Layout Saved', description: 'Your dashboard layout has been saved.' }),
                  onError: failed,
                },
              )
            }
          >
            <Save aria-hidden className="h-4 w-4" />
            {save.isPending ? 'Saving...' : 'Save Layout'}
          </Button>
          <Button variant="outline" size="sm" className="h-9" onClick={() => setTemplateOpen(true)}>
            <LayoutTemplate aria-hidden className="h-4 w-4" />
            Save as Template
          </Button>
          {templateOpen ? <SaveTemplateDialog dashboard={dashboard} isAdmin={isAdmin} open onOpenChange={setTemplateOpen} /> : null}
        </>
      ) : null}
      <Button variant={editMode ? 'secondary' : 'outline'} size="sm" className="h-9" onClick={() => onEditModeChange(!editMode)}>
        {editMode ? <Eye aria-hidden className="h-4 w-4" /> : <Pencil aria-hidden className="h-4 w-4" />}
        {editMode ? 'View Mode' : 'Edit Mode'}
      </Button>
    </div>
  );
}
