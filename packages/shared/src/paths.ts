/** Every route of the product (docs/product/public-site.md#public-pages), written once; links and the router both use these. */
export const LEAD_CONSULTANT_FIRST_NAME = 'daniel';

export const paths = {
  home: '/',
  projectManagement: '/project-management',
  industries: '/industries',
  portfolio: '/portfolio',
  trainingMaterials: '/training-materials',
  clients: '/clients',
  about: '/about',
  aboutLead: `/about-${LEAD_CONSULTANT_FIRST_NAME}`,
  contactUs: '/contact-us',
  /** The careers site, rendered by the server from the jobs table (decision 0036). */
  careers: '/careers',
  /** The candidate's page to withdraw an application, reached by the signed link of the acknowledgement (decision 0078). */
  careersWithdraw: '/careers/withdraw',
  /** One job's public page and Apply form, by the job's id (decision 0036). */
  careersJob: (id: string) => `/careers/${encodeURIComponent(id)}`,
  /** The open jobs as RSS 2.0 and as an Indeed XML feed (decision 0077). */
  careersRss: '/careers/feed.rss',
  careersIndeedFeed: '/careers/feed/indeed.xml',
  inquiry: '/crm/inquiry',
  inquirySuccess: '/crm/inquiry-success',
  login: '/crm/login',
  forgotPassword: '/crm/forgot-password',
  /** The link of the password-reset mail carries `?token=…`. */
  resetPassword: '/crm/reset-password',
  /** The link of the confirmation mail carries `?token=…`. */
  confirmEmail: '/crm/confirm-email',
  /** The link of the sign-in mail sent to a new device during an attack carries `?token=…` (decision 0073). */
  signInLink: '/crm/sign-in-link',
  /** Where a member is sent when the admin requires two-factor sign-in and they have none. */
  twoFactorSetup: '/crm/two-factor-setup',
  /** Where a member is sent whose password an admin chose, to choose their own (decision 0068). */
  choosePassword: '/crm/choose-password',
  outbox: '/crm/outbox',
  /** Likely duplicate pairs and their merge (admins; decision 0033). */
  duplicates: '/crm/duplicates',
  unauthorized: '/crm/unauthorized',
  addTestUser: '/add-test-user',
  dashboard: '/crm/dashboard',
  dashboardById: (id: string) => `/crm/dashboard/${encodeURIComponent(id)}`,
  contacts: '/crm/contacts',
  /** Staff 'Add New Contact' (decision 0064): a contact, and optionally its first deal. */
  newContact: '/crm/contacts/new',
  /** A contact's record page (decision 0024). */
  contact: (id: string) => `/crm/contacts/${encodeURIComponent(id)}`,
  editContact: (id: string) => `/crm/edit-contact/${encodeURIComponent(id)}`,
  companies: '/crm/companies',
  /** A company's record page (decision 0024). */
  company: (id: string) => `/crm/companies/${encodeURIComponent(id)}`,
  editCompany: (id: string) => `/crm/edit-company/${encodeURIComponent(id)}`,
  newCompany: '/crm/edit-company/new',
  reporting: '/crm/reporting',
  settings: '/crm/settings',
  funnel: '/crm/funnel',
  /** A deal's (funnel lead's) record page (decision 0061). */
  deal: (id: string) => `/crm/deals/${encodeURIComponent(id)}`,
  /** The funnel board with one lead's quick editor open (older links keep working). */
  funnelLead: (id: string) => `/crm/funnel?lead=${encodeURIComponent(id)}`,
  tasks: '/crm/tasks',
  messages: '/crm/messages',
  team: '/crm/team',
  dataManagement: '/crm/data-management',
  savedReports: '/crm/saved-reports',
  /** A saved report opened from the Reporting Center (any signed-in user who may see it). */
  report: (id: string) => `/crm/reporting/reports/${encodeURIComponent(id)}`,
  clientLogos: '/crm/client-logo-uploads',
  jobs: '/recruitment/jobs',
  newJob: '/recruitment/jobs/new',
  job: (id: string) => `/recruitment/jobs/${encodeURIComponent(id)}`,
  applicants: '/recruitment/applicants',
  newApplicant: '/recruitment/applicants/new',
  applicant: (id: string) => `/recruitment/applicants/${encodeURIComponent(id)}`,
  recruiters: '/recruitment/recruiters',
  candidateEmailTemplates: '/recruitment/email-templates',
  /** The interview kit templates (decision 0082): recruiters and admins keep them. */
  interviewKitTemplates: '/recruitment/interview-kits',
  /** The jobs a member hires for (decision 0081): any signed-in member, whatever their role. */
  myHiring: '/crm/my-hiring',
  /** A candidate as their job's hiring team reads them. */
  hiringApplicant: (id: string) => `/crm/my-hiring/applicants/${encodeURIComponent(id)}`,
  /** The consultants the firm staffs (decision 0087): every signed-in member reads them. */
  consultants: '/crm/consultants',
  newConsultant: '/crm/consultants/new',
  consultant: (id: string) => `/crm/consultants/${encodeURIComponent(id)}`,
  /** The capacity forecast and time-to-staff (decision 0098): every signed-in member reads it. */
  staffingForecast: '/crm/staffing-forecast',
  /** The skills graph (decision 0087): admins keep it. */
  skills: '/crm/settings/skills',
} as const;

/** Public marketing routes, prerendered at build time and listed in the sitemap. */
export const PUBLIC_PAGE_PATHS = [
  paths.home,
  paths.projectManagement,
  paths.industries,
  paths.portfolio,
  paths.trainingMaterials,
  paths.clients,
  paths.about,
  paths.aboutLead,
  paths.contactUs,
] as const;
