import { paths } from '@keel/shared/paths';
import { Mail } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ModalBody, ModalDialog } from '../../../components/ui/modal-dialog';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCandidateEmailPreview, useCandidateTemplates, useSendCandidateEmail } from '../api/candidate-mail';

export interface SendCandidateEmailDialogProps {
  applicantId: string;
  /** The job the e-mail is about (e.g. the board the application was moved on); else the applicant's own job. */
  jobId?: string | null;
  /** Preselected template, e.g. 'rejection' after a move to Rejected. */
  templateKey?: string;
  /** Controlled use (e.g. opened after a status change); without it the dialog opens from `trigger` or its own button. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
}

interface Draft {
  /** The preview the draft was started from: a new template or job starts a new draft. */
  from: string;
  subject: string;
  body: string;
}

/**
 * 'Send e-mail' to an applicant: choose a template (and the job, when they are considered for
 * several), read the filled-in subject and body, edit them, send. The mail goes to the outbox and
 * the applicant's timeline says who sent which e-mail.
 */
export function SendCandidateEmailDialog({ applicantId, jobId, templateKey, open, onOpenChange, trigger }: SendCandidateEmailDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <ModalDialog
      size="md"
      open={isOpen}
      onOpenChange={setOpen}
      title="Send E-mail"
      description="Choose a template, check the text and send it to the applicant."
      trigger={
        open === undefined
          ? (trigger ?? (
              <Button variant="outline">
                <Mail aria-hidden className="h-4 w-4" /> Send E-mail
              </Button>
            ))
          : undefined
      }
    >
      <ModalBody>
        {isOpen ? (
          <SendCandidateEmailForm applicantId={applicantId} jobId={jobId ?? null} templateKey={templateKey} onDone={() => setOpen(false)} />
        ) : null}
      </ModalBody>
    </ModalDialog>
  );
}

function SendCandidateEmailForm({
  applicantId,
  jobId: initialJob,
  templateKey: initialTemplate,
  onDone,
}: {
  applicantId: string;
  jobId: string | null;
  templateKey?: string;
  onDone: () => void;
}) {
  const id = useId();
  const templates = useCandidateTemplates();
  const [chosenTemplate, setTemplate] = useState(initialTemplate ?? '');
  const [jobId, setJobId] = useState<string | null>(initialJob);
  const templateKey = chosenTemplate || templates.data?.[0]?.key || '';
  const preview = useCandidateEmailPreview(applicantId, templateKey, jobId, templates.isSuccess);
  const send = useSendCandidateEmail(applicantId);
  const previewKey = `${templateKey}|${jobId ?? ''}`;
  const [draft, setDraft] = useState<Draft | null>(null);
  const current =
    draft && draft.from === previewKey
      ? draft
      : preview.data
        ? { from: previewKey, subject: preview.data.subject, body: preview.data.body }
        : null;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!current || !preview.data) return;
    try {
      const sent = await send.mutateAsync({ templateKey, jobId: preview.data.jobId, subject: current.subject, body: current.body });
      toast({ title: 'E-mail Sent', description: `Your e-mail to ${sent.to} is in the outbox.` });
      onDone();
    } catch (error) {
      setFieldErrors(error instanceof ApiError && error.fields ? error.fields : {});
      toast({ title: 'E-mail Not Sent', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const templateOptions = [...(templates.data ?? []).map((t) => ({ value: t.key, label: t.builtIn ? t.name : `${t.name} (custom)` }))];
  const jobs = preview.data?.jobs ?? [];
  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        id={`${id}-template`}
        label="Template"
        hint={
          <Link to={paths.candidateEmailTemplates} className="text-accent-700 underline-offset-4 hover:underline">
            Edit the templates
          </Link>
        }
      >
        <Select
          options={templateOptions}
          value={templateKey}
          disabled={!templates.isSuccess}
          onChange={(e) => setTemplate(e.target.value)}
        />
      </Field>
      {jobs.length > 1 ? (
        <Field id={`${id}-job`} label="Job">
          <Select
            options={jobs.map((j) => ({ value: j.jobId, label: j.title }))}
            value={preview.data?.jobId ?? ''}
            onChange={(e) => setJobId(e.target.value)}
          />
        </Field>
      ) : null}
      {preview.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(preview.error)}
        </p>
      ) : null}
      {templates.isPending || (preview.isPending && !preview.error) ? (
        <p className="text-sm text-slate-600">Preparing the preview…</p>
      ) : null}
      {current && preview.data ? (
        <>
          <p className="text-sm text-slate-700">
            To: <span className="font-medium text-slate-900">{preview.data.to}</span>
          </p>
          <Field id={`${id}-subject`} label="Subject" error={fieldErrors.subject}>
            <Input value={current.subject} maxLength={200} onChange={(e) => setDraft({ ...current, subject: e.target.value })} />
          </Field>
          <Field id={`${id}-body`} label="Message" error={fieldErrors.body} hint="Plain text, sent as written.">
            <Textarea rows={12} value={current.body} onChange={(e) => setDraft({ ...current, body: e.target.value })} />
          </Field>
        </>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!current || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send E-mail'}
        </Button>
      </div>
    </form>
  );
}
