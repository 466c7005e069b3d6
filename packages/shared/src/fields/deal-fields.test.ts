import { describe, expect, it } from 'vitest';
import { DEAL_CSV_COLUMNS, DEAL_DATE_FIELDS, DEAL_HEADER_NAMES } from '../deal-import';
import { Lead, LeadInput } from '../funnel-lead';
import { REPORT_FIELDS } from '../report-catalogue';
import { DEAL_FIELDS } from './deal-fields';
import { erasedValues } from './field-registry';

/**
 * What derives from the deal registry (decision 0104) is what was written out by hand before it:
 * the same names in the same order (the API's, the CSV's, the report builder's), so the lead API,
 * the deals CSV and the reports behave as they did.
 */
describe('the deal registry', () => {
  it('gives the lead input its fields in the editor’s order, with the defaults', () => {
    expect(Object.keys(LeadInput.shape)).toEqual([
      'stageId', 'name', 'title', 'description', 'priority', 'tags', 'firstName', 'lastName', 'company', 'workEmail', 'email',
      'mobilePhone', 'phone', 'jobTitle', 'leadSource', 'inquiryDate', 'lastContactDate', 'nextContactDate', 'expectedCloseDate',
      'lostReason', 'assignedSalesRepId', 'dealValue', 'meetingNotes', 'industry', 'sourceCampaign', 'utmParameters',
      'serviceInterest', 'budgetRange', 'timeline', 'website', 'socialProfiles', 'instantMessageHandles', 'birthday', 'location',
      'address', 'businessAddress', 'homeAddress', 'companyId', 'contactIds',
    ]); // prettier-ignore
    const parsed = LeadInput.parse({ name: '  Deal ', title: '', serviceInterest: '', tags: 'a, b,a' });
    expect(parsed).toMatchObject({ name: 'Deal', title: null, priority: 'Medium', leadSource: 'N/A', industry: 'Other' });
    expect(parsed.serviceInterest).toBeNull();
    expect(parsed.tags).toEqual(['a', 'b']);
    const refused = LeadInput.safeParse({ name: 'x'.repeat(201), title: 'x'.repeat(101) });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Please keep the deal name under 201 characters.',
      'Please keep this under 101 characters.',
    ]);
    expect(LeadInput.safeParse({ name: '' }).error?.issues[0].message).toBe('Deal name is required.');
  });

  it('gives the whole lead its fields beyond the card in the same order', () => {
    expect(Object.keys(Lead.shape)).toEqual([
      'id', 'stageId', 'position', 'version', 'name', 'company', 'firstName', 'lastName', 'dealValue', 'priority',
      'assignedSalesRep', 'nextContactDate', 'expectedCloseDate', 'closedAt', 'lostReason', 'leadSource', 'status', 'salesStage',
      'tags', 'companyId', 'contactIds', 'title', 'description', 'workEmail', 'email', 'mobilePhone', 'phone', 'jobTitle',
      'inquiryDate', 'lastContactDate', 'assignedSalesRepId', 'meetingNotes', 'industry', 'sourceCampaign', 'utmParameters',
      'serviceInterest', 'budgetRange', 'timeline', 'website', 'socialProfiles', 'instantMessageHandles', 'birthday', 'location',
      'address', 'businessAddress', 'homeAddress', 'stageTitle', 'stageOutcome', 'dateCreated', 'dateModified', 'createdBy',
      'lastModifiedBy', 'contacts',
    ]); // prettier-ignore
  });

  it('gives the deals CSV its columns, dates and common names', () => {
    expect(DEAL_CSV_COLUMNS).toEqual([
      'name', 'stage', 'company', 'firstName', 'lastName', 'email', 'workEmail', 'phone', 'mobilePhone', 'jobTitle', 'title',
      'description', 'dealValue', 'priority', 'leadSource', 'industry', 'serviceInterest', 'assignedSalesRep', 'inquiryDate',
      'lastContactDate', 'nextContactDate', 'expectedCloseDate', 'tags', 'budgetRange', 'timeline', 'website', 'sourceCampaign',
      'utmParameters', 'meetingNotes',
    ]); // prettier-ignore
    expect(DEAL_DATE_FIELDS).toEqual(['inquiryDate', 'lastContactDate', 'nextContactDate', 'expectedCloseDate']);
    expect(DEAL_HEADER_NAMES.common).toMatchObject({
      dealname: 'name',
      opportunity: 'name',
      opportunityname: 'name',
      dealstage: 'stage',
      pipelinestage: 'stage',
      stagename: 'stage',
      status: 'stage',
      companyname: 'company',
      account: 'company',
      accountname: 'company',
      organization: 'company',
      given: 'firstName',
      givenname: 'firstName',
      surname: 'lastName',
      familyname: 'lastName',
      emailaddress: 'email',
      contactemail: 'email',
      primaryemail: 'email',
      mobile: 'mobilePhone',
      amount: 'dealValue',
      value: 'dealValue',
      dealamount: 'dealValue',
      owner: 'assignedSalesRep',
      dealowner: 'assignedSalesRep',
      salesrep: 'assignedSalesRep',
      source: 'leadSource',
      notes: 'meetingNotes',
    });
  });

  it('gives the report builder the deal fields in the same order, with their lists and money', () => {
    expect(Object.keys(REPORT_FIELDS.deals)).toEqual([
      'name', 'stage', 'outcome', 'company', 'salesRep', 'priority', 'leadSource', 'industry', 'type', 'lostReason', 'value',
      'weightedValue', 'winProbability', 'amount', 'closeDate', 'expectedClose', 'inquiryDate', 'lastContact', 'nextContact',
      'created', 'updated',
    ]); // prettier-ignore
    expect(REPORT_FIELDS.deals.name).toEqual({ label: 'Lead Name', type: 'text' });
    expect(REPORT_FIELDS.deals.stage).toEqual({ label: 'Stage', type: 'text', pickList: 'stages' });
    expect(REPORT_FIELDS.deals.salesRep).toEqual({ label: 'Sales Rep', type: 'text', pickList: 'salesReps' });
    expect(REPORT_FIELDS.deals.value).toEqual({ label: 'Deal Value', type: 'number', money: true });
    expect(REPORT_FIELDS.deals.amount).toEqual({ label: 'Amount', type: 'number', money: true });
    expect(REPORT_FIELDS.deals.priority).toEqual({ label: 'Priority', type: 'text', options: ['High', 'Medium', 'Low'] });
    expect(REPORT_FIELDS.deals.expectedClose).toEqual({ label: 'Expected Close Date', type: 'date' });
    expect(REPORT_FIELDS.deals.closeDate).toEqual({ label: 'Close Date', type: 'date' });
  });

  it('erases the person fields a contact’s erasure blanks on their deals', () => {
    expect(erasedValues(DEAL_FIELDS)).toEqual({
      first_name: null,
      last_name: null,
      work_email: null,
      email: null,
      mobile_phone: null,
      phone: null,
      job_title: null,
      social_profiles: {},
      instant_message_handles: null,
      birthday: null,
      home_address: null,
    });
  });
});
