import { paths } from '@keel/shared/paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { buttonClasses } from '../../../components/ui/button-classes';
import { site } from '../../../config/site';
import { deliveryApproach, firmFacts } from '../../../content/firm';
import { services } from '../../../content/services';
import { testimonials } from '../../../content/testimonials';
import { ClientLogoBanner } from '../components/client-logo-banner';
import { CtaBand } from '../components/cta-band';
import { Section } from '../components/section';
import { TestimonialCard } from '../components/testimonial-card';
import { publicPageMeta } from '../page-meta';

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-accent-900),transparent_55%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24 lg:px-8 lg:pt-32 lg:pb-20">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{site.tagline}</p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Delivering Successful IT Projects for over 20 years
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          {site.firmName} plans, leads and rescues technology projects so they land on time, on budget and with the outcomes your business
          expects.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link to={paths.contactUs} className={buttonClasses('primary', 'lg')}>
            Get a Consultation
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
          <Link
            to={paths.projectManagement}
            className={buttonClasses('outline', 'lg', 'border-white/30 bg-white/5 text-white hover:bg-white/10')}
          >
            Our Approach
          </Link>
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-x-6 gap-y-8 border-t border-white/15 pt-10 lg:grid-cols-4">
          {firmFacts.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-brand-200">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** / : hero, nine service cards, the client-logo banner, how we work, a client's word. */
export default function HomePage() {
  return (
    <>
      <DocumentTitle title={publicPageMeta[paths.home].title} />
      <Hero />
      <Section
        id="services"
        eyebrow="What we do"
        title="Services that carry a project from idea to go-live"
        intro="Every engagement is led by a senior consultant with at least fifteen years of delivery experience. No bait and switch."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ title, summary, icon: Icon }) => (
            <li
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{summary}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClientLogoBanner />
      <Section id="approach" tone="muted" eyebrow="How we work" title="A simple method, applied with discipline">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {deliveryApproach.map((item, index) => (
            <li key={item.step} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="text-sm font-semibold text-accent-700">Step {index + 1}</span>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">{item.step}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section eyebrow="In our clients' words" title="Projects that finish, and clients who come back">
        <div className="max-w-3xl">
          <TestimonialCard testimonial={testimonials[0]} />
        </div>
        <Link to={paths.clients} className={buttonClasses('link', 'md', 'mt-6')}>
          Read what our clients say
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </Section>
      <CtaBand />
    </>
  );
}
