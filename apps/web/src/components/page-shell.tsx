import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageShellProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title (e.g. 'Add New Company'). */
  actions?: ReactNode;
  children: ReactNode;
  /** A narrower column for forms. */
  narrow?: boolean;
}

/** The frame of a signed-in page: document title, heading, actions, content. */
export function PageShell({ title, description, actions, children, narrow = false }: PageShellProps) {
  return (
    <div className={`mx-auto ${narrow ? 'max-w-4xl' : 'max-w-7xl'} px-4 py-8 sm:px-6 lg:px-8`}>
      <DocumentTitle title={title} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
