import { useClientLogos } from '../api/get-client-logos';
import { Section } from './section';

/** The client logos on /clients, from the same public list as the banner; hidden when there are none. */
export function ClientLogoGrid() {
  const { data: logos, isError } = useClientLogos();
  if (isError) {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 pb-16 text-sm text-slate-600 sm:px-6 lg:px-8">
        Client logos could not be loaded right now.
      </p>
    );
  }
  if (!logos?.length) return null;
  return (
    <Section id="logos" tone="muted" eyebrow="Our clients" title="Organizations we have delivered for">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {logos.map((logo) => (
          <li key={logo.id} className="flex h-28 items-center justify-center rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <img
              src={logo.url}
              alt={logo.name || 'Client logo'}
              width={160}
              height={64}
              loading="lazy"
              decoding="async"
              className="h-16 w-40 object-contain"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
