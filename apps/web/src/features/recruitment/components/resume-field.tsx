import { RESUME_ACCEPT } from '@keel/shared/applicants';
import { ExternalLink, FileText, FileUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { FieldError, Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { resumeProblem } from './applicant-form-schema';

interface ResumeFieldProps {
  /** Where the stored resume opens (recruiters and admins only); null when there is none. */
  currentUrl: string | null;
  currentPath: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The "remove the current resume" checkbox, registered with the form. */
  removeProps: ComponentProps<'input'>;
  error?: string;
}

/** The resume picker of 'Resume & Notes' (a drop zone with a real button, like every file picker): .pdf, .doc or .docx; the current one opens in a new tab. */
export function ResumeField({ currentUrl, currentPath, file, onFileChange, removeProps, error }: ResumeFieldProps) {
  function choose(chosen: File | null) {
    const problem = chosen ? resumeProblem(chosen) : null;
    if (chosen && problem) {
      toast({ title: 'Resume Upload Failed', description: problem, variant: 'destructive' });
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      {currentUrl ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <FileText aria-hidden className="h-4 w-4 text-slate-500" />
          <span className="text-slate-700">Resume on file ({currentPath?.split('.').pop()?.toUpperCase()})</span>
          <a
            href={currentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            View Resume <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <label className="ml-auto inline-flex items-center gap-2 text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" disabled={file !== null} {...removeProps} />
            Remove this resume
          </label>
        </div>
      ) : null}
      <div>
        <Label htmlFor="applicant-resume">{currentUrl ? 'Replace Resume' : 'Resume'}</Label>
        <div className="mt-1.5">
          <FileDropZone
            inputLabel={currentUrl ? 'Replace Resume' : 'Resume'}
            inputId="applicant-resume"
            accept={RESUME_ACCEPT}
            icon={FileUp}
            prompt="Drag and drop a resume here, or"
            pickLabel="choose a resume file"
            hint="PDF, DOC or DOCX, up to 10 MB. PDF and DOCX resumes can be screened against the job's keywords."
            onFiles={([chosen]) => choose(chosen)}
          />
        </div>
        <FieldError id="applicant-resume-error" message={error} />
      </div>
      {file ? <p className="text-sm text-slate-600">Selected: {file.name} — it is uploaded when you save.</p> : null}
    </div>
  );
}
