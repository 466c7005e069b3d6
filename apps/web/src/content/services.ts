import {
  BriefcaseBusiness,
  ChartColumn,
  Cloud,
  CodeXml,
  GraduationCap,
  Kanban,
  Layers,
  LifeBuoy,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export interface Service {
  title: string;
  summary: string;
  icon: LucideIcon;
}

/** The nine service cards of the home page (docs/product/public-site.md#public-pages). */
export const services: readonly Service[] = [
  {
    title: 'IT Project Management',
    summary:
      'A senior project manager who owns scope, schedule, budget and risk from kickoff to go-live, and reports progress you can trust.',
    icon: BriefcaseBusiness,
  },
  {
    title: 'PMO Setup & Portfolio Governance',
    summary:
      'Stand up or revitalize a project management office: intake, prioritization, stage gates and dashboards that leadership actually uses.',
    icon: Layers,
  },
  {
    title: 'Project Recovery & Rescue',
    summary:
      'An independent assessment of a troubled project in two weeks, then a recovery plan with a realistic date, and the team to deliver it.',
    icon: LifeBuoy,
  },
  {
    title: 'Agile Transformation',
    summary: 'Scrum, Kanban and SAFe adoption that fits your organization, with hands-on coaching for teams, product owners and leaders.',
    icon: Kanban,
  },
  {
    title: 'Software Development & Integration',
    summary: 'Full-stack applications, APIs and system integrations built by engineers who ship in small, tested increments.',
    icon: CodeXml,
  },
  {
    title: 'CRM & ERP Implementation',
    summary: 'Vendor-neutral selection and rollout of CRM and ERP platforms, with data migration and training planned from day one.',
    icon: Workflow,
  },
  {
    title: 'Cloud Migration & Modernization',
    summary: 'Move workloads to AWS or Azure with a tested cutover plan, then keep the monthly bill in check with clear ownership.',
    icon: Cloud,
  },
  {
    title: 'Data Analytics & Reporting',
    summary: 'Reliable data pipelines, warehouses and dashboards that turn operational data into decisions your managers can act on.',
    icon: ChartColumn,
  },
  {
    title: 'Training & Team Enablement',
    summary: 'Workshops, coaching and certification preparation that leave your people able to run the next project without us.',
    icon: GraduationCap,
  },
];
