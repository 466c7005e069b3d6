import { DocumentTitle } from '../../../components/document-title';

/** The headline band at the top of a public page. */
export function PageHeader({ title, documentTitle }: { title: string; documentTitle?: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <DocumentTitle title={documentTitle ?? title} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <div className="mt-6 h-1 w-16 rounded-full bg-accent-400" aria-hidden />
      </div>
    </section>
  );
}
