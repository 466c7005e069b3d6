import { DocumentTitle } from '../../components/document-title';

/** A page not built yet: only its title (no fake data). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
    </div>
  );
}
