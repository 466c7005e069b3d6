import type { InterviewKit } from '@keel/shared/interview-kits';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInterviewKit, useSaveInterviewKit } from '../api/interview-kit';
import { useKitTemplates } from '../api/kit-templates';
import { CompetenciesEditor, type CompetencyRow, fromRows, toRows } from './competencies-editor';

/**
 * A job's interview kit (decision 0082): the competencies each interviewer rates 1–4, with
 * optional weights and guiding questions, started from a template and then the job's own.
 */
export function InterviewKitCard({ jobId }: { jobId: string }) {
  const kit = useInterviewKit(jobId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Interview Kit</CardTitle>
        <CardDescription>
          What every interviewer of this job rates, 1 (poor) to 4 (excellent), before an overall recommendation. Start from a template, then
          make it this job&apos;s own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {kit.data ? (
          <KitForm key={kit.dataUpdatedAt} jobId={jobId} kit={kit.data} />
        ) : kit.error ? (
          <p className="text-sm text-red-700">{errorMessage(kit.error)}</p>
        ) : (
          <Spinner label="Loading the interview kit..." />
        )}
      </CardContent>
    </Card>
  );
}

function KitForm({ jobId, kit }: { jobId: string; kit: InterviewKit }) {
  const [rows, setRows] = useState<CompetencyRow[]>(toRows(kit.competencies));
  const [templateId, setTemplateId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const templates = useKitTemplates();
  const save = useSaveInterviewKit(jobId);
  const id = useId();

  function startFrom() {
    const template = templates.data?.find((t) => t.template_id === templateId);
    if (template) setRows(toRows(template.competencies, false));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ competencies: fromRows(rows) });
      setProblem(null);
      toast({ title: 'Interview Kit Saved', description: 'Interviewers rate these competencies.' });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : errorMessage(error));
      toast({ title: 'Error saving interview kit', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-template`} label="Template" className="min-w-48 flex-1">
          <Select
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            options={[
              { value: '', label: 'Choose a template' },
              ...(templates.data ?? []).map((t) => ({ value: t.template_id, label: t.name })),
            ]}
          />
        </Field>
        <Button variant="outline" disabled={!templateId} onClick={startFrom}>
          Start from Template
        </Button>
      </div>
      <CompetenciesEditor rows={rows} onChange={setRows} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Interview Kit'}
        </Button>
      </div>
    </form>
  );
}
