/** TanStack Query keys of the staffing feature (decision 0087). */
export const staffingKeys = {
  skills: ['skills'] as const,
  consultants: ['consultants'] as const,
  consultantList: (query: string) => ['consultants', 'list', query] as const,
  consultant: (id: string) => ['consultants', 'detail', id] as const,
  memberChoices: ['consultants', 'member-choices'] as const,
  consultantHistory: (id: string) => ['consultants', 'history', id] as const,
  applicantConsultant: (applicantId: string) => ['consultants', 'of-applicant', applicantId] as const,
  jobOrigin: (jobId: string) => ['deal-demands', 'job-origin', jobId] as const,
  demands: (dealId: string) => ['deal-demands', dealId] as const,
  matches: (dealId: string, demandId: string) => ['deal-demands', dealId, 'matches', demandId] as const,
};
