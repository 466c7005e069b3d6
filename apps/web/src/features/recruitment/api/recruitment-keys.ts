/** TanStack Query keys of the recruitment feature. */
export const recruitmentKeys = {
  jobs: ['jobs'] as const,
  jobLists: ['jobs', 'list'] as const,
  jobList: (query: string) => ['jobs', 'list', query] as const,
  job: (id: string) => ['jobs', 'detail', id] as const,
  jobLinks: (id: string) => ['jobs', 'links', id] as const,
  jobChoices: ['jobs', 'choices'] as const,
  applicants: ['applicants'] as const,
  applicantLists: ['applicants', 'list'] as const,
  applicantList: (query: string) => ['applicants', 'list', query] as const,
  applicant: (id: string) => ['applicants', 'detail', id] as const,
  recruiters: ['recruiters'] as const,
};
