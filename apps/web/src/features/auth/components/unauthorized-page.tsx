import { paths } from '@keel/shared/paths';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';

/** /crm/unauthorized: a signed-in user lacks the role a page needs. */
export function UnauthorizedPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentTitle title="Access Denied" />
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert aria-hidden className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">You do not have permission to view this page.</p>
      <Button className="mt-8" asChild>
        <Link to={paths.home}>Go to Homepage</Link>
      </Button>
    </div>
  );
}
