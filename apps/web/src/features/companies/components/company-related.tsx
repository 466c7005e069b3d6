import { paths } from '@keel/shared/paths';
import type { RelatedContact, RelatedJob } from '@keel/shared/records';
import { Link } from 'react-router';
import { RecordSection, shownCount } from '../../../components/records/record-section';

/** A company's contacts, each linked to its contact page. */
export function CompanyContacts({ contacts }: { contacts: { items: RelatedContact[]; total: number } }) {
  return (
    <RecordSection title="Contacts" count={shownCount(contacts.items.length, contacts.total)}>
      {contacts.items.length === 0 ? (
        <p className="text-slate-600">No contacts at this company.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {contacts.items.map((c) => (
            <li key={c.id} className="py-2">
              <Link to={paths.contact(c.id)} className="font-medium break-words text-slate-900 hover:text-accent-700 hover:underline">
                {c.name || '(no name)'}
              </Link>
              <p className="text-sm break-words text-slate-600">{[c.jobTitle, c.email].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

/** A company's job postings (shown to recruiters and admins), each linked to its page. */
export function CompanyJobs({ jobs }: { jobs: { items: RelatedJob[]; total: number } }) {
  return (
    <RecordSection title="Jobs" count={shownCount(jobs.items.length, jobs.total)}>
      {jobs.items.length === 0 ? (
        <p className="text-slate-600">No job postings for this company.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.items.map((job) => (
            <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <Link to={paths.job(job.id)} className="font-medium break-words text-slate-900 hover:text-accent-700 hover:underline">
                {job.title}
              </Link>
              <span className="text-sm text-slate-600">{[job.status, job.location].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
