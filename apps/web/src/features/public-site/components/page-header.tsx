import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { publicPageMeta, type PublicPagePath } from '../page-meta';

interface PageHeaderProps {
  /** The page, for its document title (the same one prerendered into <head>). */
  page: PublicPagePath;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The headline band at the top of a public page. */
export function PageHeader({ page, title, eyebrow, intro, children }: PageHeaderProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <DocumentTitle title={publicPageMeta[page].title} />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-accent-900),transparent_55%)]"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <div className="mt-6 h-1 w-16 rounded-full bg-accent-400" aria-hidden />
        {intro ? <p className="mt-6 max-w-3xl text-lg text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
