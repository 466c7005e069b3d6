import type { DashboardTemplate } from '@keel/shared/dashboard-templates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTemplate, usePublishTemplate, useTemplates } from '../api/dashboard-templates';

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error) });

function TemplateRow({ template, isAdmin }: { template: DashboardTemplate; isAdmin: boolean }) {
  const publish = usePublishTemplate();
  const remove = useDeleteTemplate();
  const widgets = template.layout.length;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere text-slate-900">{template.name}</p>
        <p className="text-xs text-slate-500">
          {widgets} {widgets === 1 ? 'widget' : 'widgets'} · {template.ownerName} ·{' '}
          {template.isPublished ? 'Published to the team' : 'Private'}
        </p>
      </div>
      {isAdmin ? (
        <Button
          variant="outline"
          size="sm"
          disabled={publish.isPending}
          aria-label={`${template.isPublished ? 'Unpublish' : 'Publish'} ${template.name}`}
          onClick={() =>
            publish.mutate(
              { id: template.id, isPublished: !template.isPublished },
              {
                onSuccess: (t) =>
                  toast({ title: t.isPublished ? 'Template Published' : 'Template Unpublished', description: `"${t.name}"` }),
                onError: failed,
              },
            )
          }
        >
          {template.isPublished ? 'Unpublish' : 'Publish'}
        </Button>
      ) : null}
      {template.canDelete ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={remove.isPending} aria-label={`Delete ${template.name}`}>
              Delete
            </Button>
          }
          onConfirm={() =>
            remove.mutate(template.id, {
              onSuccess: () => toast({ title: 'Template Deleted', description: `"${template.name}"` }),
              onError: failed,
            })
          }
        />
      ) : null}
    </li>
  );
}

/** The templates the user can start from: their own and the published ones; admins publish, owners delete. */
export function TemplateList({ isAdmin }: { isAdmin: boolean }) {
  const templates = useTemplates();
  return (
    <section aria-label="Templates">
      <h3 className="text-sm font-semibold text-slate-900">Templates</h3>
      {templates.isPending ? <p className="text-sm text-slate-500">Loading templates...</p> : null}
      {templates.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(templates.error)}
        </p>
      ) : null}
      {templates.data?.length === 0 ? (
        <p className="text-sm text-slate-500">No templates yet. Save this dashboard as the first one.</p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {templates.data?.map((template) => (
          <TemplateRow key={template.id} template={template} isAdmin={isAdmin} />
        ))}
      </ul>
    </section>
  );
}
