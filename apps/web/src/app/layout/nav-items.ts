import { paths } from '@keel/shared/paths';
import { site } from '../../config/site';

export interface NavLinkItem {
  label: string;
  to: string;
  /**
   * A page the server renders (the careers site, decision 0036), not a route of this app: its link
   * loads the document instead of navigating inside the app.
   */
  document?: boolean;
}

export interface MainNavItem extends NavLinkItem {
  id: string;
  /** Submenu links; the first one leads to the page itself. */
  children?: readonly NavLinkItem[];
}

export interface ToolNavItem extends NavLinkItem {
  adminOnly?: boolean;
}

/** Main items of the public site, in menu order. */
export const mainNavItems: readonly MainNavItem[] = [
  { id: 'home', label: 'Home', to: paths.home },
  {
    id: 'project-management',
    label: 'Project Management',
    to: paths.projectManagement,
    children: [
      { label: 'Overview', to: `${paths.projectManagement}#overview` },
      { label: 'Methodologies', to: `${paths.projectManagement}#methodologies` },
      { label: 'Tools', to: `${paths.projectManagement}#tools` },
    ],
  },
  {
    id: 'industries',
    label: 'Industries',
    to: paths.industries,
    children: [
      { label: 'All Industries', to: paths.industries },
      { label: 'Retail', to: `${paths.industries}#retail` },
      { label: 'Finance', to: `${paths.industries}#finance` },
      { label: 'Healthcare', to: `${paths.industries}#healthcare` },
    ],
  },
  {
    id: 'portfolio',
    label: 'Portfolio',
    to: paths.portfolio,
    children: [
      { label: 'Case Studies', to: `${paths.portfolio}#case-studies` },
      { label: 'Success Stories', to: `${paths.portfolio}#success-stories` },
    ],
  },
  {
    id: 'training-materials',
    label: 'Training Materials',
    to: paths.trainingMaterials,
    children: [
      { label: 'Workshops', to: `${paths.trainingMaterials}#workshops` },
      { label: 'Webinars', to: `${paths.trainingMaterials}#webinars` },
      { label: 'Downloads', to: `${paths.trainingMaterials}#downloads` },
    ],
  },
  { id: 'clients', label: 'Clients', to: paths.clients },
  {
    id: 'about',
    label: 'About',
    to: paths.about,
    children: [
      { label: 'About Us', to: paths.about },
      { label: `About ${site.leadConsultant.firstName}`, to: paths.aboutLead },
    ],
  },
  { id: 'careers', label: 'Careers', to: paths.careers, document: true },
];

/** Footer links: the first five main items plus Contact (docs/product/public-site.md#footer), then Careers (decision 0036). */
export const footerNavItems: readonly NavLinkItem[] = [
  ...mainNavItems.slice(0, 5).map(({ label, to }) => ({ label, to })),
  { label: 'Contact', to: paths.contactUs },
  { label: 'Careers', to: paths.careers, document: true },
];

/** 'CRM Tools' menu for any signed-in user; admin-only items are flagged. */
export const crmToolItems: readonly ToolNavItem[] = [
  { label: 'All Contacts', to: paths.contacts },
  { label: 'Companies', to: paths.companies },
  { label: 'Sales Funnel', to: paths.funnel },
  { label: 'My Tasks', to: paths.tasks },
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Reporting Center', to: paths.reporting },
  { label: 'Contact Messages', to: paths.messages },
  { label: 'Account Settings', to: paths.settings },
  { label: 'Team Management', to: paths.team, adminOnly: true },
  { label: 'Data Management', to: paths.dataManagement, adminOnly: true },
  { label: 'Client Logos', to: paths.clientLogos, adminOnly: true },
  { label: 'Saved CRM Reports', to: paths.savedReports, adminOnly: true },
  { label: 'Outbox', to: paths.outbox, adminOnly: true },
  { label: 'Duplicates', to: paths.duplicates, adminOnly: true },
];

/** 'Recruitment' menu, shown to admins and recruiters only. */
export const recruitmentItems: readonly NavLinkItem[] = [
  { label: 'Jobs', to: paths.jobs },
  { label: 'Applicants', to: paths.applicants },
  { label: 'Recruiters', to: paths.recruiters },
  // The candidate e-mail templates (decision 0038): recruiters and admins edit them.
  { label: 'E-mail Templates', to: paths.candidateEmailTemplates },
  // The interview kit templates (decision 0082).
  { label: 'Interview Kits', to: paths.interviewKitTemplates },
];

/** 'Staffing' in the workspace sidebar (decisions 0087, 0098): consultants and the capacity forecast for every member, the skills list for admins. */
export function staffingItemsFor(isAdmin: boolean): readonly NavLinkItem[] {
  return [
    { label: 'Consultants', to: paths.consultants },
    { label: 'Capacity Forecast', to: paths.staffingForecast },
    ...(isAdmin ? [{ label: 'Skills', to: paths.skills }] : []),
  ];
}

export function crmToolsFor(isAdmin: boolean): readonly NavLinkItem[] {
  return crmToolItems.filter((item) => isAdmin || !item.adminOnly);
}

/** docs/product/public-site.md#menu-timing: submenus open on hover after 100 ms and close after a 300 ms grace period. */
export const SUBMENU_OPEN_DELAY_MS = 100;
export const SUBMENU_CLOSE_GRACE_MS = 300;
/** docs/product/public-site.md#menu-timing: the page transition lasts 0.25 s. */
export const PAGE_TRANSITION_MS = 250;
