import { DEFAULT_LEAD } from '@keel/shared/funnel';
import { ADDRESS_FIELDS, type Lead, type LeadInputValues, SOCIAL_NETWORKS } from '@keel/shared/funnel-lead';

type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

function addressValues(address: Record<string, string> | null): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as AddressValues;
}

/** The editor's starting values for a new lead in a column (the defaults of docs/product/records.md#lead-cards; status and sales stage follow the column). */
export function newLeadValues(stageId: string | undefined): LeadInputValues {
  return {
    stageId,
    name: '',
    title: '',
    description: '',
    priority: DEFAULT_LEAD.priority,
    tags: '',
    firstName: '',
    lastName: '',
    company: '',
    workEmail: '',
    email: '',
    mobilePhone: '',
    phone: '',
    jobTitle: '',
    leadSource: DEFAULT_LEAD.leadSource,
    inquiryDate: '',
    lastContactDate: '',
    nextContactDate: '',
    expectedCloseDate: '',
    lostReason: '',
    assignedSalesRepId: '',
    dealValue: '',
    meetingNotes: '',
    industry: DEFAULT_LEAD.industry,
    sourceCampaign: '',
    utmParameters: '',
    serviceInterest: '',
    budgetRange: '',
    timeline: '',
    website: '',
    socialProfiles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])),
    instantMessageHandles: '',
    birthday: '',
    location: '',
    address: addressValues(null),
    businessAddress: addressValues(null),
    homeAddress: addressValues(null),
    companyId: '',
    contactIds: [],
  };
}

/** An existing lead as form values (text inputs hold '' for nothing). */
export function leadValues(lead: Lead): LeadInputValues {
  const text = (value: string | null) => value ?? '';
  return {
    stageId: lead.stageId,
    name: lead.name,
    title: text(lead.title),
    description: text(lead.description),
    priority: lead.priority,
    tags: lead.tags.join(', '),
    firstName: text(lead.firstName),
    lastName: text(lead.lastName),
    company: text(lead.company),
    workEmail: text(lead.workEmail),
    email: text(lead.email),
    mobilePhone: text(lead.mobilePhone),
    phone: text(lead.phone),
    jobTitle: text(lead.jobTitle),
    leadSource: lead.leadSource,
    inquiryDate: text(lead.inquiryDate),
    lastContactDate: text(lead.lastContactDate),
    nextContactDate: text(lead.nextContactDate),
    expectedCloseDate: text(lead.expectedCloseDate),
    lostReason: text(lead.lostReason),
    assignedSalesRepId: text(lead.assignedSalesRepId),
    dealValue: lead.dealValue === null ? '' : String(lead.dealValue),
    meetingNotes: text(lead.meetingNotes),
    industry: lead.industry,
    sourceCampaign: text(lead.sourceCampaign),
    utmParameters: text(lead.utmParameters),
    serviceInterest: lead.serviceInterest ?? '',
    budgetRange: text(lead.budgetRange),
    timeline: text(lead.timeline),
    website: text(lead.website),
    socialProfiles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, lead.socialProfiles[n] ?? ''])),
    instantMessageHandles: text(lead.instantMessageHandles),
    birthday: text(lead.birthday),
    location: text(lead.location),
    address: addressValues(lead.address),
    businessAddress: addressValues(lead.businessAddress),
    homeAddress: addressValues(lead.homeAddress),
    companyId: lead.companyId ?? '',
    contactIds: lead.contactIds,
  };
}
