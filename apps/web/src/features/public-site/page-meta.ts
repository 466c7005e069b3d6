import { paths, type PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { site } from '../../config/site';

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

export interface PageMeta {
  /** Shown as "{title} | {firm}" in the tab and in search results. */
  title: string;
  /** The meta description search engines show (about 150 characters). */
  description: string;
}

/** Title and meta description of every public page, prerendered into its <head>. */
export const publicPageMeta: Record<PublicPagePath, PageMeta> = {
  [paths.home]: {
    title: 'IT Project Management & Consulting',
    description: `${site.firmName} has delivered successful IT projects for over 20 years: project management, IT consulting, rescue and training for growing organizations.`,
  },
  [paths.projectManagement]: {
    title: 'Project Management',
    description:
      'How we run IT projects: a clear overview, Agile, Waterfall and hybrid methodologies, proven tools, and a senior team that owns the outcome.',
  },
  [paths.industries]: {
    title: 'Industries',
    description:
      'IT project delivery for retail, finance, healthcare, manufacturing, education and the public sector, shaped by the rules of each industry.',
  },
  [paths.portfolio]: {
    title: 'Portfolio',
    description:
      'Case studies and success stories: ERP rollouts, cloud migrations, rescued programmes and measurable results our clients still talk about.',
  },
  [paths.trainingMaterials]: {
    title: 'Training Materials',
    description:
      'Project management workshops, webinars, free downloads and custom training programmes that help your team deliver IT projects with confidence.',
  },
  [paths.clients]: {
    title: 'Our Clients',
    description: `Organizations that trust ${site.firmName} with their most important technology projects, and what they say about working with us.`,
  },
  [paths.about]: {
    title: 'About Us',
    description: `The mission, vision and five core values behind ${site.firmName}: two decades of honest, outcome-focused IT project delivery.`,
  },
  [paths.aboutLead]: {
    title: `About ${site.leadConsultant.fullName}`,
    description: `${site.leadConsultant.fullName}, ${site.leadConsultant.title} of ${site.firmName}: 20+ years leading enterprise IT projects, PMP and Agile certified.`,
  },
  [paths.contactUs]: {
    title: 'Contact Us',
    description: `Talk to ${site.firmName} about your IT project. We answer every message within 24 hours; call us Mon-Fri 9 AM-6 PM CST.`,
  },
};

/** The careers frame's own title and description; the server replaces both on every careers page. */
export const careersFrameMeta: PageMeta = {
  title: 'Careers',
  description: `Open positions at ${site.firmName}: IT consulting and project-management jobs. Apply online.`,
};
