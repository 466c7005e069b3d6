import type { ComponentType } from 'react';

/**
 * Every page outside the marketing site (sign-in, the inquiry form, the workspace), each its own
 * chunk. They are listed here, in a module loaded with the first such page, rather than in
 * routes.tsx: each dynamic import carries its chunk's hashed file name and preload list, and in the
 * first-load bundle of every public page those cost ~2 KB gzip (decision 0004's 120 KB budget).
 */
export const appPages = {
  signIn: () => import('../features/auth/components/sign-in-page'),
  forgotPassword: () => import('../features/auth/components/forgot-password-page'),
  resetPassword: () => import('../features/auth/components/reset-password-page'),
  confirmEmail: () => import('../features/auth/components/confirm-email-page'),
  signInLink: () => import('../features/auth/components/sign-in-link-page'),
  testUser: () => import('../features/auth/components/test-user-page'),
  inquiry: () => import('./routes/crm/inquiry-route'),
  inquirySuccess: () => import('./routes/crm/inquiry-success-route'),
  dashboard: () => import('./routes/crm/dashboard-route'),
  contacts: () => import('./routes/crm/contacts-route'),
  contact: () => import('./routes/crm/contact-route'),
  newContact: () => import('./routes/crm/new-contact-route'),
  editContact: () => import('./routes/crm/edit-contact-route'),
  companies: () => import('./routes/crm/companies-route'),
  company: () => import('./routes/crm/company-route'),
  editCompany: () => import('./routes/crm/edit-company-route'),
  reporting: () => import('./routes/crm/reporting-route'),
  report: () => import('./routes/crm/report-route'),
  settings: () => import('./routes/crm/settings-route'),
  funnel: () => import('./routes/crm/funnel-route'),
  deal: () => import('./routes/crm/deal-route'),
  messages: () => import('./routes/crm/messages-route'),
  tasks: () => import('./routes/crm/tasks-route'),
  myHiring: () => import('./routes/crm/my-hiring-route'),
  hiringApplicant: () => import('./routes/crm/hiring-applicant-route'),
  twoFactorSetup: () => import('./routes/crm/two-factor-setup-route'),
  choosePassword: () => import('./routes/crm/choose-password-route'),
  team: () => import('./routes/crm/team-route'),
  dataManagement: () => import('./routes/crm/data-management-route'),
  savedReports: () => import('./routes/crm/saved-reports-route'),
  clientLogos: () => import('./routes/crm/client-logos-route'),
  outbox: () => import('./routes/crm/outbox-route'),
  duplicates: () => import('./routes/crm/duplicates-route'),
  jobs: () => import('./routes/recruitment/jobs-route'),
  newJob: () => import('./routes/recruitment/new-job-route'),
  job: () => import('./routes/recruitment/job-route'),
  applicants: () => import('./routes/recruitment/applicants-route'),
  newApplicant: () => import('./routes/recruitment/new-applicant-route'),
  applicant: () => import('./routes/recruitment/applicant-route'),
  recruiters: () => import('./routes/recruitment/recruiters-route'),
  emailTemplates: () => import('./routes/recruitment/email-templates-route'),
  interviewKits: () => import('./routes/recruitment/interview-kits-route'),
  consultants: () => import('./routes/staffing/consultants-route'),
  newConsultant: () => import('./routes/staffing/new-consultant-route'),
  consultant: () => import('./routes/staffing/consultant-route'),
  skills: () => import('./routes/staffing/skills-route'),
  staffingForecast: () => import('./routes/staffing/forecast-route'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AppPage = keyof typeof appPages;
