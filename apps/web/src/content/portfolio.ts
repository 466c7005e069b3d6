export interface CaseStudy {
  client: string;
  industry: string;
  title: string;
  challenge: string;
  approach: string;
  results: readonly { value: string; label: string }[];
}

/** /portfolio#case-studies. */
export const caseStudies: readonly CaseStudy[] = [
  {
    client: 'Lone Star Regional Health',
    industry: 'Healthcare',
    title: 'Rescuing a stalled ERP program across nine clinics',
    challenge:
      'Two vendors and eighteen months had produced a half-configured ERP, frustrated staff and a board asking whether to write it off.',
    approach:
      'A two-week independent assessment, a re-baselined plan with clinic-by-clinic waves, and weekly steering meetings with the whole truth on one page.',
    results: [
      { value: '4 months', label: 'from restart to go-live' },
      { value: '9 / 9', label: 'clinics live on schedule' },
      { value: '$1.2M', label: 'saved against the revised budget' },
    ],
  },
  {
    client: 'Brightline Financial',
    industry: 'Finance',
    title: 'From quarterly releases to a two-week cadence',
    challenge:
      'A lender shipped changes four times a year, each release a weekend-long event, while competitors updated their apps weekly.',
    approach:
      'Agile coaching for six teams, an automated test and release pipeline, and change controls redesigned with the compliance office.',
    results: [
      { value: '6x', label: 'more releases per year' },
      { value: '72%', label: 'fewer production incidents' },
      { value: '0', label: 'audit findings in the following review' },
    ],
  },
  {
    client: 'Copperleaf Outfitters',
    industry: 'Retail',
    title: 'A point-of-sale upgrade in 140 stores during peak season',
    challenge: 'Aging registers had to be replaced before a payment-card deadline that fell in the middle of the holiday trading period.',
    approach:
      'A pilot in five stores, a regional rollout playbook, overnight install crews and a command center that tracked every store in real time.',
    results: [
      { value: '140', label: 'stores upgraded in 9 weeks' },
      { value: '0', label: 'late store openings' },
      { value: '99.98%', label: 'payment uptime through the holidays' },
    ],
  },
];

export interface SuccessStory {
  client: string;
  headline: string;
  text: string;
}

/** /portfolio#success-stories. */
export const successStories: readonly SuccessStory[] = [
  {
    client: 'Travis County Permitting',
    headline: 'Approvals 60% faster with online permitting',
    text: 'Replaced paper forms with an online case-management system, delivered in three releases so residents saw improvements within the first quarter.',
  },
  {
    client: 'Gulf Coast Manufacturing',
    headline: 'A weekend plant cutover with zero lost shifts',
    text: 'Planned an ERP and MES cutover down to the hour, rehearsed it twice, and had the plant producing on the new system by Monday morning.',
  },
  {
    client: 'Hill Country University',
    headline: 'A new student system ready before registration',
    text: 'Migrated 18,000 student records and twenty years of transcripts to a modern student information system, two weeks ahead of fall registration.',
  },
  {
    client: 'Meridian Logistics',
    headline: 'Cloud costs down 38% after migration',
    text: 'Moved 60 applications to Azure, then set up tagging, budgets and ownership so the monthly bill fell instead of creeping up.',
  },
];
