import type { Applicant } from '@keel/shared/applicants';
import { CircleCheck, CircleDashed, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useScreenApplicantMutation } from '../api/screen-applicant';
import { announceScreening } from './screening-toasts';

function KeywordList({ label, keywords, found }: { label: string; keywords: string[]; found: boolean }) {
  const Icon = found ? CircleCheck : CircleDashed;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">
        {label} ({keywords.length})
      </h3>
      {keywords.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${found ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200'}`}
            >
              <Icon aria-hidden className="h-3.5 w-3.5" />
              {keyword}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why the resume cannot be screened now, or null when it can. */
function blocker(applicant: Applicant): string | null {
  if (!applicant.resume_on_file) return 'Upload a resume to screen this applicant.';
  if (!applicant.job_id) return 'Link this applicant to a job posting to screen the resume.';
  return null;
}

/** The applicant's screening (score, matched and missing keywords) and 'Screen against job'. */
export function ScreeningPanel({ applicant }: { applicant: Applicant }) {
  const screen = useScreenApplicantMutation(applicant.applicant_id);
  const [problem, setProblem] = useState<string | null>(null);
  const cannot = blocker(applicant);
  const screened = applicant.ats_last_screened !== null && applicant.ats_score !== null;

  async function run() {
    setProblem(null);
    try {
      const { screening, applicant: saved } = await screen.mutateAsync();
      if (screening) announceScreening(screening, saved.job_title);
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      toast({ title: 'Resume Not Screened', description: message, variant: 'warning' });
    }
  }

  return (
    <Card aria-labelledby="screening-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle id="screening-title" className="text-lg">
            Resume Screening
          </CardTitle>
          <CardDescription>
            {applicant.job_title ? <>Against the ATS keywords of “{applicant.job_title}”.</> : 'Not linked to a job posting.'}
          </CardDescription>
        </div>
        <Button variant="secondary" onClick={() => void run()} disabled={cannot !== null || screen.isPending}>
          <ScanSearch aria-hidden className="h-4 w-4" />
          {screen.isPending ? 'Screening...' : 'Screen against job'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {cannot ? <p className="text-sm text-slate-600">{cannot}</p> : null}
        {problem ? (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {problem}
          </p>
        ) : null}
        {screened ? (
          <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
            <div className="text-center sm:pr-6">
              <p className="text-4xl font-bold text-brand-900" data-testid="ats-score">
                {applicant.ats_score}%
              </p>
              <p className="text-sm text-slate-600">ATS score</p>
              <p className="mt-1 text-xs text-slate-500">Screened {formatDateTime(applicant.ats_last_screened!)}</p>
            </div>
            <div className="space-y-4">
              <KeywordList label="Matched keywords" keywords={applicant.ats_keywords_matched} found />
              <KeywordList label="Missing keywords" keywords={applicant.ats_keywords_missing} found={false} />
            </div>
          </div>
        ) : !cannot ? (
          <p className="text-sm text-slate-600">Not screened yet.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
