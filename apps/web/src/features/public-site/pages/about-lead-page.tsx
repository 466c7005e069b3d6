import { paths } from '@keel/shared/paths';
import { Award, CircleCheck, GraduationCap, Quote } from 'lucide-react';
import { site } from '../../../config/site';
import { leadConsultantProfile as profile } from '../../../content/lead-consultant';
import { CtaBand } from '../components/cta-band';
import { InitialsBadge } from '../components/initials-badge';
import { PageHeader } from '../components/page-header';

/** /about-{first name}: profile of the lead consultant. */
export default function AboutLeadPage() {
  const { fullName, firstName, title } = site.leadConsultant;
  return (
    <>
      <PageHeader page={paths.aboutLead} eyebrow={title} title={`About ${fullName}`}>
        <div className="mt-8 flex items-center gap-4">
          <InitialsBadge name={fullName} className="h-16 w-16 text-xl ring-4 ring-white/10" />
          <p className="text-brand-100">
            {title}, {site.firmName}
          </p>
        </div>
      </PageHeader>
      <section aria-label={`${firstName}'s story`} className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:col-span-2">
            {profile.bio.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <figure className="mt-10 rounded-2xl border-l-4 border-accent-600 bg-slate-50 p-6">
              <Quote aria-hidden className="h-6 w-6 text-accent-700" />
              <blockquote className="mt-3 text-xl font-medium text-slate-900">“{profile.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">{fullName}</figcaption>
            </figure>
          </div>
          <aside className="space-y-8">
            <div>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Award aria-hidden className="h-5 w-5 text-accent-700" />
                Certifications
              </h2>
              <ul className="mt-3 space-y-2 text-slate-700">
                {profile.certifications.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <GraduationCap aria-hidden className="h-5 w-5 text-accent-700" />
                Education
              </h2>
              <p className="mt-3 text-slate-700">{profile.education}</p>
            </div>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Areas of expertise</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {profile.expertise.map((item) => (
                  <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>
      <section aria-labelledby="highlights-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="highlights-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Career highlights
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {profile.highlights.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
                <span className="text-slate-700">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand title={`Work with ${firstName}`} text={`${firstName} still leads engagements personally. Tell us about yours.`} />
    </>
  );
}
