import { type LinkedRecord, RECORD_TYPE_LABELS } from '@keel/shared/activities';
import { paths } from '@keel/shared/paths';
import { Link } from 'react-router';

/** Where a linked record opens: its record page (with its timeline). */
export function recordPath(link: LinkedRecord): string {
  switch (link.type) {
    case 'contact':
      return paths.contact(link.id);
    case 'company':
      return paths.company(link.id);
    case 'job':
      return paths.job(link.id);
    case 'applicant':
      return paths.applicant(link.id);
    default:
      return paths.deal(link.id);
  }
}

export function RecordLinks({ links }: { links: readonly LinkedRecord[] }) {
  if (links.length === 0) return null;
  return (
    <span className="text-xs text-slate-600">
      {links.map((l, i) => (
        <span key={`${l.type}-${l.id}`}>
          {i > 0 ? ', ' : null}
          {RECORD_TYPE_LABELS[l.type]}:{' '}
          <Link to={recordPath(l)} className="text-accent-700 underline break-all">
            {l.label}
          </Link>
        </span>
      ))}
    </span>
  );
}
