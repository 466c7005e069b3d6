import { Award, Eye, Handshake, Lightbulb, Scale, type LucideIcon } from 'lucide-react';

/** /about: mission, vision and five core values (docs/product/public-site.md#public-pages). */
export const mission =
  'To deliver technology projects that do what they promised, when they promised, for what they promised, and to leave every client team stronger than we found it.';

export const vision =
  'A world where an IT project is a reliable investment, not a gamble: where leaders get the truth early and teams have the skills to act on it.';

export interface CoreValue {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const coreValues: readonly CoreValue[] = [
  { title: 'Integrity', text: 'We tell clients what is true, especially when it is not what they hoped to hear.', icon: Scale },
  { title: 'Accountability', text: 'We own our commitments. If we said we would do it, it gets done or you hear why first.', icon: Award },
  {
    title: 'Clarity',
    text: 'Plain language, visible plans and decisions written down, so everyone knows where the project stands.',
    icon: Eye,
  },
  { title: 'Partnership', text: 'We work alongside your people, share what we know and measure success by your results.', icon: Handshake },
  {
    title: 'Continuous Improvement',
    text: 'Every project ends with a lessons-learned review, and every lesson shapes the next engagement.',
    icon: Lightbulb,
  },
];

/** Milestones of the firm's history. */
export const history = [
  { year: '2004', text: 'Daniel Hayes founds the firm in Austin to rescue a regional hospital system upgrade.' },
  { year: '2009', text: 'A project management office practice launches; the first PMO is still running today.' },
  { year: '2014', text: 'Agile coaching joins the firm as clients move from yearly releases to continuous delivery.' },
  { year: '2019', text: 'Cloud and data services are added; the 300th project reaches go-live.' },
  { year: 'Today', text: 'A team of senior consultants serving clients across six industries, and still independent.' },
] as const;
