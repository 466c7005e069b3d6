import { paths } from '@keel/shared/paths';
import { CircleCheck } from 'lucide-react';
import { methodologies, pmOverview, team, toolGroups } from '../../../content/project-management';
import { CtaBand } from '../components/cta-band';
import { InitialsBadge } from '../components/initials-badge';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';

/** /project-management: overview, methodologies, tools and the team (anchors #overview, #methodologies, #tools). */
export default function ProjectManagementPage() {
  return (
    <>
      <PageHeader
        page={paths.projectManagement}
        eyebrow="Project Management"
        title="Project management that owns the outcome"
        intro="Senior project managers, proven methods and the tools your teams already use, focused on one thing: delivering what was promised."
      />
      <Section id="overview" eyebrow="Overview" title="Why IT projects go wrong, and how we keep yours on track" intro={pmOverview.lead}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {pmOverview.principles.map((principle) => (
            <li key={principle.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <CircleCheck aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-accent-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{principle.title}</h3>
                <p className="mt-1 text-slate-600">{principle.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="methodologies"
        tone="muted"
        eyebrow="Methodologies"
        title="The right method for the work, not the other way round"
        intro="We are certified in the major frameworks and dogmatic about none of them. We choose with you, and explain why."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {methodologies.map((method) => (
            <li key={method.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{method.name}</h3>
              <p className="mt-1 text-sm font-medium text-accent-700">Best for: {method.bestFor}</p>
              <p className="mt-3 text-slate-600">{method.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="tools"
        eyebrow="Tools"
        title="We work in your tools first"
        intro="No new licences needed. Where a team has no tooling yet, we set up a lean stack and hand it over fully documented."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {toolGroups.map(({ title, icon: Icon, tools }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden className="h-7 w-7 text-brand-600" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <ul className="mt-3 space-y-1.5 text-slate-600">
                {tools.map((tool) => (
                  <li key={tool}>{tool}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="team"
        tone="muted"
        eyebrow="Team"
        title="The people who lead your project"
        intro="Every engagement has one of them as its accountable lead."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <InitialsBadge name={member.name} className="h-20 w-20 text-2xl" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-accent-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
              <p className="mt-3 text-xs font-medium tracking-wide text-slate-500 uppercase">{member.credentials}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
