/** Facts about the firm shown across the public site. */
export const firmFacts = {
  founded: 2004,
  stats: [
    { value: '20+', label: 'years delivering IT projects' },
    { value: '450+', label: 'projects brought to go-live' },
    { value: '94%', label: 'on time and on budget' },
    { value: '120+', label: 'client organizations served' },
  ],
} as const;

/** How every engagement runs, shown on the home page. */
export const deliveryApproach = [
  {
    step: 'Assess',
    text: 'We start with the facts: goals, constraints, stakeholders and risks, written down and agreed in the first two weeks.',
  },
  {
    step: 'Plan',
    text: 'A delivery plan with milestones, owners and a budget that includes contingency, not wishful thinking.',
  },
  {
    step: 'Deliver',
    text: 'Short cycles, working results every few weeks and a weekly status report that tells the whole truth.',
  },
  {
    step: 'Sustain',
    text: 'Handover, training and documentation, so your team runs the result with confidence after we leave.',
  },
] as const;
