/** TanStack Query keys of the recruitment feature. */
export const recruitmentKeys = {
  jobs: ['jobs'] as const,
  jobLists: ['jobs', 'list'] as const,
  jobList: (query: string) => ['jobs', 'list', query] as const,
  job: (id: string) => ['jobs', 'detail', id] as const,
  jobLinks: (id: string) => ['jobs', 'links', id] as const,
  jobsNeedingFacts: ['jobs', 'needing-facts'] as const,
  applicantLinks: (id: string) => ['applicants', 'links', id] as const,
  jobChoices: ['jobs', 'choices'] as const,
  applicants: ['applicants'] as const,
  applicantLists: ['applicants', 'list'] as const,
  applicantList: (query: string) => ['applicants', 'list', query] as const,
  applicant: (id: string) => ['applicants', 'detail', id] as const,
  recruiters: ['recruiters'] as const,
  /** Job boards, an applicant's applications and their interviews (decisions 0030, 0037). */
  applications: ['applications'] as const,
  board: (jobId: string) => ['applications', 'board', jobId] as const,
  applicantApplications: (applicantId: string) => ['applications', 'of-applicant', applicantId] as const,
  interviews: (applicationId: string) => ['applications', 'interviews', applicationId] as const,
  /** Under the interviews' key, so a change of panel refreshes them too (decision 0085). */
  interviewerChoices: (applicationId: string) => ['applications', 'interviews', applicationId, 'interviewer-choices'] as const,
  /** The rejection reasons admins keep (decision 0078). */
  rejectionReasons: ['rejection-reasons'] as const,
  /** Hiring teams (decision 0081): who may be chosen, a job's team, the caller's own jobs. */
  teamMembers: ['team-members'] as const,
  hiringTeam: (jobId: string) => ['jobs', 'hiring-team', jobId] as const,
  myHiring: ['my-hiring'] as const,
  /** Interview kits (decision 0082): the templates and each job's kit. */
  kitTemplates: ['interview-kit-templates'] as const,
  interviewKit: (jobId: string) => ['jobs', 'interview-kit', jobId] as const,
};
