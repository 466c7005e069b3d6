/**
 * Demo content seeded in demo mode (docs/product/beyond-the-spec.md#accounts): plain typed data, no database code.
 * Contacts point to the companies of demo-companies.ts by name; the three sample
 * funnel leads (three sample leads, docs/product/crm.md#funnel) point to a default stage by title and to a
 * contact by e-mail. Dates are relative (days from the seeding day) so the demo always looks fresh.
 * Domains use the reserved .example TLD and phone numbers the fictional 555-01xx range.
 */
import { type DemoCompany, DEMO_COMPANIES } from './demo-companies';
import type { DefaultStageTitle, Industry, LeadSource, Priority, ServiceInterest } from '@keel/shared/funnel';

export interface DemoContact {
  /** DemoCompany.name this contact works for. */
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mobilePhone: string | null;
  workEmail: string | null;
  jobTitle: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  linkedinProfile: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  tags: string[];
  isInquiry: boolean;
  description: string;
  /** last_contact_date = seeding day minus this many days. */
  lastContactDaysAgo: number;
}

export interface DemoLead {
  /** Title of one of the default funnel columns. */
  stageTitle: DefaultStageTitle;
  name: string;
  firstName: string;
  lastName: string;
  /** A DemoCompany.name. */
  company: string;
  /** A DemoContact.email: the deal's contact. */
  email: string;
  phone: string;
  jobTitle: string;
  leadSource: LeadSource;
  priority: Priority;
  /** USD; also the deal amount. */
  dealValue: number;
  industry: Industry;
  serviceInterest: ServiceInterest;
  /** inquiry_date = seeding day minus this many days. */
  inquiryDaysAgo: number;
  /** next_contact_date = seeding day plus this many days. */
  nextContactInDays: number;
  meetingNotes: string;
}

type ContactRow = [
  companyName: string,
  firstName: string,
  lastName: string,
  jobTitle: string,
  phone: string,
  mobilePhone: string | null,
  birthday: string | null,
  tags: string[],
  isInquiry: boolean,
  lastContactDaysAgo: number,
  description: string,
];

/** Compact rows; address, e-mails and profiles are derived from the company below. */
const CONTACT_ROWS: readonly ContactRow[] = [
  [
    'Northwind Health Partners',
    'Maria',
    'Delgado',
    'Chief Information Officer',
    '(312) 555-0142',
    '(312) 555-0190',
    '1978-04-12',
    ['Decision Maker', 'EHR'],
    false,
    0,
    'Sponsors the scheduling modernisation programme.',
  ],
  [
    'Northwind Health Partners',
    'Kevin',
    'Osei',
    'IT Project Manager',
    '(312) 555-0143',
    null,
    null,
    ['Technical'],
    false,
    6,
    'Day-to-day contact for integration work.',
  ],
  [
    'Cedar Ridge Financial',
    'Priya',
    'Raman',
    'VP of Operations',
    '(704) 555-0119',
    '(704) 555-0191',
    '1983-09-30',
    ['Decision Maker', 'Compliance'],
    true,
    1,
    'Asked for a compliance-reporting proposal.',
  ],
  [
    'Cedar Ridge Financial',
    'Thomas',
    'Whitaker',
    'Head of Technology',
    '(704) 555-0120',
    null,
    null,
    ['Technical', 'Banking'],
    false,
    9,
    'Owns the core-banking vendor relationship.',
  ],
  [
    'Brightline Retail Group',
    'Alicia',
    'Moreno',
    'Director of E-commerce',
    '(303) 555-0177',
    '(303) 555-0192',
    '1986-01-22',
    ['Decision Maker', 'E-commerce'],
    false,
    2,
    'Wants store inventory visible online.',
  ],
  [
    'Brightline Retail Group',
    'Daniel',
    'Park',
    'POS Systems Lead',
    '(303) 555-0178',
    null,
    null,
    ['Technical', 'POS'],
    false,
    8,
    'Runs the POS rollout across stores.',
  ],
  [
    'Ironclad Manufacturing Co.',
    'Greg',
    'Lindqvist',
    'Plant Operations Manager',
    '(414) 555-0164',
    '(414) 555-0193',
    '1975-06-03',
    ['IoT'],
    false,
    3,
    'Interested in sensor dashboards for line 3.',
  ],
  [
    'Ironclad Manufacturing Co.',
    'Naomi',
    'Fischer',
    'Controller',
    '(414) 555-0165',
    null,
    null,
    ['Decision Maker', 'ERP'],
    false,
    10,
    'Budget holder for the ERP migration.',
  ],
  [
    'Summit Learning Academy',
    'Jamal',
    'Carter',
    'Director of Technology',
    '(512) 555-0130',
    '(512) 555-0194',
    '1981-11-15',
    ['Decision Maker', 'LMS'],
    true,
    4,
    'Submitted an inquiry about a parent portal.',
  ],
  [
    'Summit Learning Academy',
    'Emily',
    'Nguyen',
    'Data Coordinator',
    '(512) 555-0131',
    null,
    null,
    ['Data'],
    false,
    7,
    'Maintains student records and state reports.',
  ],
  [
    'Harborview Properties',
    'Rachel',
    'Kim',
    'Managing Director',
    '(619) 555-0153',
    '(619) 555-0195',
    '1979-08-27',
    ['Decision Maker', 'CRM'],
    false,
    5,
    'Evaluating tenant CRM options.',
  ],
  [
    'Harborview Properties',
    'Luis',
    'Herrera',
    'Facilities Coordinator',
    '(619) 555-0154',
    null,
    null,
    ['Maintenance'],
    false,
    9,
    'Tracks maintenance requests by e-mail today.',
  ],
];

function companyNamed(name: string): DemoCompany {
  const company = DEMO_COMPANIES.find((c) => c.name === name);
  if (!company) throw new Error(`demo contact refers to unknown company ${name}`);
  return company;
}

const domainOf = (company: DemoCompany) => company.email.slice(company.email.indexOf('@') + 1);

export const DEMO_CONTACTS: readonly DemoContact[] = CONTACT_ROWS.map(
  ([companyName, firstName, lastName, jobTitle, phone, mobilePhone, birthday, tags, isInquiry, lastContactDaysAgo, description]) => {
    const company = companyNamed(companyName);
    const handle = `${firstName}.${lastName}`.toLowerCase();
    return {
      companyName,
      firstName,
      lastName,
      email: `${handle}@${domainOf(company)}`,
      phone,
      mobilePhone,
      workEmail: mobilePhone ? `${firstName[0]}${lastName}@${domainOf(company)}`.toLowerCase() : null,
      jobTitle,
      address: company.address,
      city: company.city,
      state: company.state,
      zipCode: company.zipCode,
      country: company.country,
      linkedinProfile: mobilePhone ? `https://www.linkedin.com/in/${handle.replace('.', '-')}` : null,
      birthday,
      tags,
      isInquiry,
      description,
      lastContactDaysAgo,
    };
  },
);

/** The three sample funnel leads. Their tags are the lead source plus the column title (docs/product/crm.md#funnel-moves). */
export const DEMO_LEADS: readonly DemoLead[] = [
  {
    stageTitle: 'New Inquiry',
    name: 'Parent Portal and SIS Integration',
    firstName: 'Jamal',
    lastName: 'Carter',
    company: 'Summit Learning Academy',
    email: 'jamal.carter@summitlearning.example',
    phone: '(512) 555-0130',
    jobTitle: 'Director of Technology',
    leadSource: 'Website',
    priority: 'Medium',
    dealValue: 45000,
    industry: 'Education',
    serviceInterest: 'Full-Stack Development',
    inquiryDaysAgo: 4,
    nextContactInDays: 1,
    meetingNotes: 'Inquiry via website. Needs a parent portal synced nightly with the student information system before the fall term.',
  },
  {
    stageTitle: 'Contacted',
    name: 'Compliance Reporting Automation',
    firstName: 'Priya',
    lastName: 'Raman',
    company: 'Cedar Ridge Financial',
    email: 'priya.raman@cedarridgefinancial.example',
    phone: '(704) 555-0119',
    jobTitle: 'VP of Operations',
    leadSource: 'Referral',
    priority: 'High',
    dealValue: 120000,
    industry: 'Finance',
    serviceInterest: 'Data Analytics',
    inquiryDaysAgo: 12,
    nextContactInDays: 3,
    meetingNotes:
      'Discovery call held. Quarterly regulatory reports are compiled by hand from three systems; wants a data pipeline and dashboards.',
  },
  {
    stageTitle: 'Proposal Sent',
    name: 'Tenant CRM Implementation',
    firstName: 'Rachel',
    lastName: 'Kim',
    company: 'Harborview Properties',
    email: 'rachel.kim@harborviewproperties.example',
    phone: '(619) 555-0153',
    jobTitle: 'Managing Director',
    leadSource: 'LinkedIn',
    priority: 'Low',
    dealValue: 68000,
    industry: 'Real Estate',
    serviceInterest: 'CRM Implementation',
    inquiryDaysAgo: 21,
    nextContactInDays: 7,
    meetingNotes: 'Proposal sent for a phased CRM rollout with a maintenance-request portal. Decision expected after their board meeting.',
  },
];

/** Lead-card tags per docs/product/crm.md#funnel-moves: the lead source plus the column title. */
export function demoLeadTags(lead: DemoLead): string[] {
  return [lead.leadSource, lead.stageTitle];
}
