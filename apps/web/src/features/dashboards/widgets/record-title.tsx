import type { LinkedRecord } from '@keel/shared/activities';
import { Link } from 'react-router';
import { recordPath } from '../../../components/records/record-link';

/** A widget item's title, a link to its record when it has one (not a drag handle). */
export function RecordTitle({ record, children }: { record: LinkedRecord | null; children: string }) {
  if (!record) return <>{children}</>;
  return (
    <Link to={recordPath(record)} className="widget-no-drag hover:underline">
      {children}
    </Link>
  );
}
