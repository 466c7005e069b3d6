import { type CandidateTemplate, CandidateTemplateInput, TEMPLATE_PLACEHOLDERS } from '@keel/shared/candidate-mail';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteCandidateTemplate, useSaveCandidateTemplate } from '../api/candidate-mail';

type Errors = Partial<Record<'name' | 'subject' | 'body', string>>;

/** Edits one template (or writes a new one when `template` is null); unknown placeholders are refused before sending. */
export function CandidateTemplateEditor({
  template,
  onSaved,
  onDeleted,
}: {
  template: CandidateTemplate | null;
  onSaved: (key: string) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCandidateTemplate();
  const remove = useDeleteCandidateTemplate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = CandidateTemplateInput.safeParse(values);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      toast({ title: 'Validation Error', description: checked.error.issues[0].message, variant: 'destructive' });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ key: template?.key ?? null, input: checked.data });
      toast({ title: template ? 'Template Updated' : 'Template Created', description: `“${saved.name}” is saved.` });
      onSaved(saved.key);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
      toast({ title: 'Error saving template', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function deleteThis() {
    if (!template) return;
    try {
      await remove.mutateAsync(template.key);
      toast({ title: 'Template Deleted', description: `“${template.name}” is deleted.` });
      onDeleted();
    } catch (error) {
      toast({ title: 'Error deleting template', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues({ ...values, [field]: e.target.value });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={template ? `Edit ${template.name}` : 'New template'}
    >
      <Field id={`${id}-name`} label="Template Name *" error={errors.name}>
        <Input value={values.name} maxLength={100} onChange={set('name')} />
      </Field>
      <Field id={`${id}-subject`} label="Subject *" error={errors.subject}>
        <Input value={values.subject} maxLength={200} onChange={set('subject')} />
      </Field>
      <Field id={`${id}-body`} label="Message *" error={errors.body}>
        <Textarea rows={12} value={values.body} onChange={set('body')} />
      </Field>
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">Placeholders</p>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {Object.entries(TEMPLATE_PLACEHOLDERS).map(([name, meaning]) => (
            <li key={name}>
              <code className="text-slate-900">{`{{${name}}}`}</code> — {meaning}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {template && !template.builtIn ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={remove.isPending}>
                <Trash2 aria-hidden className="h-4 w-4" /> Delete Template
              </Button>
            }
            onConfirm={deleteThis}
          />
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : template ? 'Save Changes' : 'Create Template'}
        </Button>
      </div>
    </form>
  );
}
