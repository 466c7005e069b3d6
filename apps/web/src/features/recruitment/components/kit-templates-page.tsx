import type { KitTemplate } from '@keel/shared/interview-kits';
import { type FormEvent, useId, useState } from 'react';
import { PageLoadError } from '../../../components/page-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteKitTemplate, useKitTemplates, useSaveKitTemplate } from '../api/kit-templates';
import { CompetenciesEditor, type CompetencyRow, fromRows, toRows } from './competencies-editor';

/**
 * /recruitment/interview-kits (decision 0082): the reusable interview kits a job's kit starts
 * from. Editing or deleting one leaves the jobs' kits as they are.
 */
export function KitTemplatesPage() {
  const templates = useKitTemplates();
  const [adding, setAdding] = useState(false);
  if (templates.isPending) return <PageLoading label="Loading interview kits..." />;
  if (templates.error) return <PageLoadError title="Interview Kits" record="interview kit" error={templates.error} />;
  return (
    <PageShell
      title="Interview Kits"
      description="Templates of competencies and guiding questions. A job's interview kit starts from one."
      narrow
      actions={
        adding ? null : (
          <Button onClick={() => setAdding(true)} variant="outline">
            New Template
          </Button>
        )
      }
    >
      <ul className="space-y-6">
        {adding ? (
          <li>
            <TemplateForm onDone={() => setAdding(false)} />
          </li>
        ) : null}
        {templates.data.map((t) => (
          <li key={`${t.template_id}-${t.updated_at}`}>
            <TemplateForm template={t} />
          </li>
        ))}
      </ul>
      {templates.data.length === 0 && !adding ? <p className="text-slate-600">No templates yet.</p> : null}
    </PageShell>
  );
}

function TemplateForm({ template, onDone }: { template?: KitTemplate; onDone?: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<CompetencyRow[]>(toRows(template?.competencies ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveKitTemplate();
  const remove = useDeleteKitTemplate();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: template?.template_id, input: { name, competencies: fromRows(rows) } });
      setProblem(null);
      toast({ title: 'Template Saved', description: `"${name.trim()}" has been saved.` });
      onDone?.();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function deleteThis() {
    try {
      await remove.mutateAsync(template!.template_id);
      toast({ title: 'Template Deleted', description: `"${template!.name}" has been deleted. Jobs keep their kits.` });
    } catch (error) {
      toast({ title: 'Error deleting template', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={template ? `Template ${template.name}` : 'New template'}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Field id={`${id}-name`} label="Template name">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </Field>
      <CompetenciesEditor rows={rows} onChange={setRows} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Template'}
        </Button>
        {template ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={remove.isPending}>
                Delete Template
              </Button>
            }
            title={`Delete "${template.name}"?`}
            description="Jobs whose kit started from it keep their kit."
            confirmLabel="Delete Template"
            onConfirm={deleteThis}
          />
        ) : (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
