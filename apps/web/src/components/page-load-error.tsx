import { errorMessage } from '../lib/api-client';
import { PageShell } from './page-shell';

/** A record page whose record could not be loaded (other than not found): says why, as an alert. */
export function PageLoadError({ title, record, error }: { title: string; /** e.g. 'job posting' */ record: string; error: unknown }) {
  return (
    <PageShell title={title} narrow>
      <p role="alert" className="text-red-700">
        Could not load this {record}: {errorMessage(error)}
      </p>
    </PageShell>
  );
}
