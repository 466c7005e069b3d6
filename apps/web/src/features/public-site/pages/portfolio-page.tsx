import { paths } from '@keel/shared/paths';
import { caseStudies, successStories } from '../../../content/portfolio';
import { CtaBand } from '../components/cta-band';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';

/** /portfolio: case studies and success stories (anchors #case-studies, #success-stories). */
export default function PortfolioPage() {
  return (
    <>
      <PageHeader
        page={paths.portfolio}
        eyebrow="Portfolio"
        title="Results our clients still talk about"
        intro="A few of the projects we have led, rescued or coached. Names are shared with our clients' permission."
      />
      <Section id="case-studies" eyebrow="Case studies" title="From challenge to measurable result">
        <div className="space-y-8">
          {caseStudies.map((study) => (
            <article key={study.title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-5">
                <div className="lg:col-span-3">
                  <p className="text-sm font-semibold text-accent-700">
                    {study.client} · {study.industry}
                  </p>
                  <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{study.title}</h3>
                  <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">The challenge</h4>
                  <p className="mt-1 text-slate-600">{study.challenge}</p>
                  <h4 className="mt-4 text-sm font-semibold tracking-wide text-slate-900 uppercase">Our approach</h4>
                  <p className="mt-1 text-slate-600">{study.approach}</p>
                </div>
                <dl className="grid content-start gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
                  {study.results.map((result) => (
                    <div key={result.label} className="flex flex-col rounded-xl bg-brand-950 p-5 text-white">
                      <dt className="text-sm text-brand-100">{result.label}</dt>
                      <dd className="order-first text-3xl font-bold tracking-tight">{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="success-stories" tone="muted" eyebrow="Success stories" title="More projects, briefly">
        <ul className="grid gap-6 md:grid-cols-2">
          {successStories.map((story) => (
            <li key={story.headline} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <p className="text-sm font-semibold text-accent-700">{story.client}</p>
              <h3 className="mt-2 text-xl font-semibold text-slate-900">{story.headline}</h3>
              <p className="mt-3 text-slate-600">{story.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Could your project be our next case study?" />
    </>
  );
}
