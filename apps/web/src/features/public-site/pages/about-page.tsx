import { paths } from '@keel/shared/paths';
import { ArrowRight, Compass, Target } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { site } from '../../../config/site';
import { coreValues, history, mission, vision } from '../../../content/about';
import { CtaBand } from '../components/cta-band';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';

/** /about: mission, vision, five core values and the firm's story. */
export default function AboutPage() {
  return (
    <>
      <PageHeader
        page={paths.about}
        eyebrow="About Us"
        title="About Us"
        intro={`${site.firmName} is an independent IT consulting and project-management firm, founded in Austin in 2004 and trusted with more than 450 projects since.`}
      />
      <section aria-label="Mission and vision" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <div id="mission" className="rounded-2xl bg-brand-950 p-8 text-white">
            <Target aria-hidden className="h-8 w-8 text-accent-300" />
            <h2 className="mt-4 text-2xl font-bold">Our Mission</h2>
            <p className="mt-3 text-lg text-brand-100">{mission}</p>
          </div>
          <div id="vision" className="rounded-2xl bg-accent-50 p-8 ring-1 ring-accent-100">
            <Compass aria-hidden className="h-8 w-8 text-accent-700" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">Our Vision</h2>
            <p className="mt-3 text-lg text-slate-700">{vision}</p>
          </div>
        </div>
      </section>
      <Section id="values" tone="muted" eyebrow="Core values" title="Five values we hold ourselves to">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {coreValues.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden className="h-7 w-7 text-accent-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="story" eyebrow="Our story" title="Two decades, one way of working">
        <ol className="relative space-y-8 border-l-2 border-slate-200 pl-8">
          {history.map((item) => (
            <li key={item.year} className="relative">
              <span aria-hidden className="absolute top-1.5 -left-[2.4rem] h-3.5 w-3.5 rounded-full bg-accent-600 ring-4 ring-white" />
              <p className="text-sm font-bold text-accent-700">{item.year}</p>
              <p className="mt-1 max-w-2xl text-slate-700">{item.text}</p>
            </li>
          ))}
        </ol>
        <Link to={paths.aboutLead} className={buttonClasses('link', 'md', 'mt-10')}>
          Meet our founder, {site.leadConsultant.fullName}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </Section>
      <CtaBand />
    </>
  );
}
