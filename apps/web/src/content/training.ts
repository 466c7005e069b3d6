export interface TrainingItem {
  title: string;
  format: string;
  text: string;
  /** The text of the card's button; every one leads to /contact-us (docs/product/public-site.md#public-pages). */
  action: string;
}

/** /training-materials#workshops. */
export const workshops: readonly TrainingItem[] = [
  {
    title: 'Project Management Essentials',
    format: '2 days · on-site or virtual',
    text: 'Scope, schedule, budget, risk and stakeholder management for new and accidental project managers, built around your own projects.',
    action: 'Request this workshop',
  },
  {
    title: 'Agile Delivery for Teams',
    format: '1 day · on-site',
    text: 'Scrum and Kanban in practice: backlog refinement, sprint planning, reviews and retrospectives that actually change things.',
    action: 'Book team training',
  },
  {
    title: 'Rescuing Troubled Projects',
    format: 'Half day · leadership session',
    text: 'Early warning signs, honest assessments and recovery plans, taught from two decades of projects brought back on track.',
    action: 'Schedule a session',
  },
];

/** /training-materials#webinars. */
export const webinars: readonly TrainingItem[] = [
  {
    title: 'Status Reports That Tell the Truth',
    format: '45 minutes · live and on demand',
    text: 'A one-page format that gives executives the real picture and gives project managers the support they need.',
    action: 'Register your interest',
  },
  {
    title: 'Hybrid Delivery in Regulated Industries',
    format: '60 minutes · live and on demand',
    text: 'How to combine agile teams with the stage gates and documentation auditors expect in finance and healthcare.',
    action: 'Ask for the recording',
  },
  {
    title: 'Planning a Cloud Migration Without Surprises',
    format: '60 minutes · live and on demand',
    text: 'Application discovery, wave planning, cutover rehearsals and the cost controls to put in place before the first move.',
    action: 'Join the next session',
  },
];

/** /training-materials#downloads. */
export const downloads: readonly TrainingItem[] = [
  {
    title: 'Project Charter Template',
    format: 'Word · 6 pages',
    text: 'The charter we start every engagement with: goals, scope, success measures, roles and the decisions that need an owner.',
    action: 'Request the template',
  },
  {
    title: 'Risk Register Workbook',
    format: 'Excel · with guidance',
    text: 'A ready-to-use register with scoring, owners and review dates, plus a guide to running a fifteen-minute weekly risk review.',
    action: 'Request the workbook',
  },
  {
    title: 'Go-Live Readiness Checklist',
    format: 'PDF · 4 pages',
    text: 'One hundred questions to answer before a cutover weekend, from rollback plans to who orders the pizza.',
    action: 'Request the checklist',
  },
];

/** Custom training for a client's own teams. */
export const customTraining: TrainingItem = {
  title: 'Custom Training Programs',
  format: 'Designed with you · any team size',
  text: 'A program built around your methodology, your tools and your projects: from a one-day team kickoff to a six-month capability build with coaching between sessions.',
  action: 'Plan custom training',
};
