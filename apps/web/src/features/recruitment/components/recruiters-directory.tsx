import { RECRUITERS_EMPTY_STATE, type Recruiter } from '@keel/shared/recruiters';
import { ROLE_LABELS } from '@keel/shared/roles';
import { Mail, Phone } from 'lucide-react';
import { PageShell } from '../../../components/page-shell';
import { UserAvatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRecruiters } from '../api/list-recruiters';

function RecruiterCard({ recruiter }: { recruiter: Recruiter }) {
  return (
    <li>
      <Card className="flex h-full items-start gap-4 p-5">
        <UserAvatar user={recruiter} decorative className="h-14 w-14 text-base" />
        <div className="min-w-0 space-y-1">
          <h2 className="truncate text-lg font-semibold text-slate-900">{recruiter.fullName}</h2>
          <p className="text-sm font-medium text-accent-700">{ROLE_LABELS[recruiter.role]}</p>
          <p className="flex items-center gap-2 text-sm">
            <Mail aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
            <a href={`mailto:${recruiter.email}`} className="truncate text-slate-700 underline-offset-4 hover:underline">
              {recruiter.email}
            </a>
          </p>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Phone aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
            {recruiter.phone ? (
              <a href={`tel:${recruiter.phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                {recruiter.phone}
              </a>
            ) : (
              <span className="text-slate-500">No phone</span>
            )}
          </p>
        </div>
      </Card>
    </li>
  );
}

/** /recruitment/recruiters: team members with role recruiter or admin, as cards (docs/product/recruitment.md#recruiters). */
export function RecruitersDirectory() {
  const recruiters = useRecruiters();
  return (
    <PageShell title="Recruiters" description="The team members who manage job postings and applicants.">
      {recruiters.isPending ? (
        <Spinner label="Loading recruiters..." showLabel />
      ) : recruiters.error ? (
        <p role="alert" className="text-red-700">
          Could not load the recruiters: {errorMessage(recruiters.error)}
        </p>
      ) : recruiters.data.length === 0 ? (
        <Card className="p-10 text-center text-slate-600">{RECRUITERS_EMPTY_STATE}</Card>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recruiters">
          {recruiters.data.map((recruiter) => (
            <RecruiterCard key={recruiter.id} recruiter={recruiter} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
