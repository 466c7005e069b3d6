import { CalendarCheck, ChartColumn, GitBranch, MessageSquare, type LucideIcon } from 'lucide-react';

/** /project-management#overview: what a Keel engagement guarantees. */
export const pmOverview = {
  lead: 'Most IT projects do not fail for technical reasons. They fail because nobody owned the whole picture: the scope crept, the risks stayed invisible and the schedule was a hope. Our project managers own that picture.',
  principles: [
    {
      title: 'One accountable lead',
      text: 'A named, senior project manager who answers for scope, schedule, budget and quality, from the first workshop to the last handover.',
    },
    {
      title: 'Honest reporting',
      text: 'A one-page status every week: what is done, what is next, what is at risk and what we need from you. Red means red.',
    },
    {
      title: 'Risk managed early',
      text: 'Risks and dependencies are logged, owned and reviewed weekly, so surprises arrive while they are still cheap to fix.',
    },
    {
      title: 'Change under control',
      text: 'New ideas are welcome and every one is sized, priced and approved before it touches the plan.',
    },
  ],
} as const;

export interface Methodology {
  name: string;
  bestFor: string;
  text: string;
}

/** /project-management#methodologies. */
export const methodologies: readonly Methodology[] = [
  {
    name: 'Agile (Scrum)',
    bestFor: 'Products whose requirements will evolve',
    text: 'Two-week sprints, a prioritized backlog and a demo of working software at the end of every sprint. Ideal when learning from users matters more than a fixed specification.',
  },
  {
    name: 'Waterfall (PMI / PMBOK)',
    bestFor: 'Fixed scope, regulated or contract-bound work',
    text: 'Clear phases, signed-off requirements and formal stage gates. The right tool for infrastructure rollouts, compliance deadlines and fixed-price contracts.',
  },
  {
    name: 'Hybrid',
    bestFor: 'Enterprise programs with many moving parts',
    text: 'A milestone plan for the program and agile delivery inside each workstream: predictable dates for leadership, flexibility for the teams.',
  },
  {
    name: 'Kanban & Lean',
    bestFor: 'Support, operations and continuous improvement',
    text: 'Visualized flow, limits on work in progress and cycle-time metrics that expose bottlenecks and shorten lead times.',
  },
  {
    name: 'SAFe',
    bestFor: 'Several agile teams delivering one solution',
    text: 'Program increments, shared planning and a release train that keeps dozens of people aligned without slowing them down.',
  },
  {
    name: 'PRINCE2',
    bestFor: 'Organizations that standardize on it',
    text: 'Business-case driven control with defined roles and management by exception, common in public-sector and international programs.',
  },
];

export interface ToolGroup {
  title: string;
  icon: LucideIcon;
  tools: readonly string[];
}

/** /project-management#tools: we work in the client's tools first. */
export const toolGroups: readonly ToolGroup[] = [
  { title: 'Planning & scheduling', icon: CalendarCheck, tools: ['Microsoft Project', 'Smartsheet', 'Primavera P6'] },
  { title: 'Agile delivery', icon: GitBranch, tools: ['Jira', 'Azure DevOps', 'Linear'] },
  { title: 'Collaboration', icon: MessageSquare, tools: ['Confluence', 'Microsoft Teams', 'Slack', 'Miro'] },
  { title: 'Reporting & insight', icon: ChartColumn, tools: ['Power BI', 'Tableau', 'Jira Align'] },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  credentials: string;
}

/** The delivery leadership on /project-management. */
export const team: readonly TeamMember[] = [
  {
    name: 'Daniel Hayes',
    role: 'Founder & Principal Consultant',
    bio: 'Has led enterprise IT programs for more than twenty years, from hospital systems to national retail rollouts.',
    credentials: 'PMP, PMI-ACP, PRINCE2 Practitioner',
  },
  {
    name: 'Maria Delgado',
    role: 'Director of Delivery',
    bio: 'Runs our project managers and the quality reviews every engagement goes through before each milestone.',
    credentials: 'PMP, ITIL 4 Managing Professional',
  },
  {
    name: 'Kevin Osei',
    role: 'Principal Agile Coach',
    bio: 'Coaches teams and executives through agile adoptions that stick, with a background in software engineering.',
    credentials: 'SAFe Program Consultant, Certified Scrum Professional',
  },
  {
    name: 'Priya Raman',
    role: 'Lead Solutions Architect',
    bio: 'Designs the integrations, cloud platforms and data flows behind our delivery, and keeps them simple.',
    credentials: 'AWS Solutions Architect Professional, Azure Architect',
  },
];
