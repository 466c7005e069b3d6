import { paths } from '@keel/shared/paths';
import { Check, TrendingUp } from 'lucide-react';
import { industries } from '../../../content/industries';
import { CtaBand } from '../components/cta-band';
import { PageHeader } from '../components/page-header';

/** /industries: six industry cards; #retail, #finance, #healthcare (and the others) anchor each card. */
export default function IndustriesPage() {
  return (
    <>
      <PageHeader
        page={paths.industries}
        eyebrow="Industries"
        title="Delivery experience where the stakes are high"
        intro="Every industry has its own rules, calendars and risks. Our consultants have delivered inside them, so your project starts with that knowledge instead of learning it on your budget."
      />
      <section aria-labelledby="industries-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="industries-title" className="sr-only">
            Industries we serve
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {industries.map(({ id, name, icon: Icon, summary, work, proof }) => (
              <li
                key={id}
                id={id}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 target:ring-2 target:ring-accent-500 sm:p-8"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{name}</h3>
                <p className="mt-2 text-slate-600">{summary}</p>
                <ul className="mt-5 flex-1 space-y-2">
                  {work.map((item) => (
                    <li key={item} className="flex gap-2 text-sm text-slate-700">
                      <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" />
                      {item}
                    </li>
                  ))}
                </ul>
                <p className="mt-6 flex gap-2 rounded-lg bg-accent-50 p-3 text-sm font-medium text-accent-900">
                  <TrendingUp aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                  {proof}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        title="Working in a regulated or fast-moving industry?"
        text="Tell us about your constraints. We will show you how we have delivered within them before."
      />
    </>
  );
}
