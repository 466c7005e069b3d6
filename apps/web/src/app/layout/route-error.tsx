import { paths } from '@keel/shared/paths';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button-classes';

/** Shown when a route fails to render or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">
        The page could not be displayed{detail ? ` (${detail})` : ''}. Please reload the page or try again later.
      </p>
      <Link to={paths.home} reloadDocument className={buttonClasses('primary')}>
        Go to Homepage
      </Link>
    </div>
  );
}
