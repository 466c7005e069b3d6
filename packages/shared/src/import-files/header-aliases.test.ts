import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_HEADER_NAMES } from '../company-import';
import { CONTACT_HEADER_NAMES } from '../contact-import';
import { matchHeaders } from '../csv-import';
import { DEAL_HEADER_NAMES } from '../deal-import';
import { sectorOf } from './csv-values';
import { ImportFileReader } from './import-file-reader';

/**
 * Decision 0056: each header of Pipedrive's and Zoho CRM's exports (the fixtures' header rows) maps to
 * the field it stands for with no manual mapping; null is a column Keel has no field for.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
function headerOf(name: string): string[] {
  const reader = new ImportFileReader();
  reader.push(new Uint8Array(fs.readFileSync(path.join(fixtures, name))));
  reader.end();
  return reader.header!;
}
const mapped = (name: string, names: typeof CONTACT_HEADER_NAMES) => {
  const header = headerOf(name);
  const fields = matchHeaders(header, names);
  return Object.fromEntries(header.map((h, i) => [h, fields[i]]));
};

describe('Pipedrive exports map themselves (decision 0056)', () => {
  it('persons: the whole name, typed e-mails and phones, the label as a tag, the owner', () => {
    expect(mapped('pipedrive-persons.csv', CONTACT_HEADER_NAMES)).toEqual({
      'Person - ID': 'id', // recognised, never imported
      'Person - Name': 'full_name',
      'Person - First name': 'first_name',
      'Person - Last name': 'last_name',
      'Person - Label': 'tags',
      'Person - Organization': 'company',
      'Person - Email - Work': 'email',
      'Person - Email - Home': 'home_email',
      'Person - Email - Other': 'work_email',
      'Person - Phone - Work': 'phone',
      'Person - Phone - Home': 'home_phone',
      'Person - Phone - Mobile': 'mobile_phone',
      'Person - Phone - Other': null,
      'Person - Job title': 'job_title',
      'Person - Owner': 'assigned_sales_rep',
      'Person - Open deals': null,
      'Person - Last activity date': 'last_contact_date',
      'Person - Person created': null,
      'Person - Visible to': null,
    });
  });

  it('organizations: the whole address is the address line and its parts (named "… of Address") the city, state, postcode and country', () => {
    expect(mapped('pipedrive-organizations.csv', COMPANY_HEADER_NAMES)).toEqual({
      'Organization - ID': null,
      'Organization - Name': 'name',
      'Organization - Label': 'tags',
      'Organization - Owner': null,
      'Organization - Address': 'address',
      'Organization - Address - Apartment/suite no of Address': null,
      'Organization - Address - House number of Address': null,
      'Organization - Address - Street/road name of Address': null, // the whole address holds it, with the house number
      'Organization - Address - District/sublocality of Address': null,
      'Organization - Address - City/town/village/locality of Address': 'city',
      'Organization - Address - State/county of Address': 'state',
      'Organization - Address - Region of Address': null,
      'Organization - Address - Country of Address': 'country',
      'Organization - Address - ZIP/Postal code of Address': 'zip_code',
      'Organization - Website': 'website',
      'Organization - Industry': 'sector',
      'Organization - Number of employees': 'number_of_employees',
      'Organization - Annual revenue': 'annual_revenue',
      'Organization - People': null,
      'Organization - Open deals': null,
      'Organization - Organization created': null,
    });
  });

  it('organizations without the whole address: the street part is the address line', () => {
    const header = [
      'Organization - Name',
      'Organization - Address - Street/road name of Address',
      'Organization - Address - City/town/village/locality',
    ];
    expect(matchHeaders(header, COMPANY_HEADER_NAMES)).toEqual(['name', 'address', 'city']);
  });

  it('deals: "Deal - Stage" is the stage even after "Deal - Status" (a whole name before a prefixed one); the expected close date; the person’s e-mail', () => {
    expect(mapped('pipedrive-deals.csv', DEAL_HEADER_NAMES)).toEqual({
      'Deal - ID': null,
      'Deal - Title': 'name',
      'Deal - Value': 'dealValue',
      'Deal - Currency': null, // Keel keeps one currency
      'Deal - Organization': 'company',
      'Deal - Contact person': 'fullName',
      'Person - Email - Work': 'email',
      'Deal - Owner': 'assignedSalesRep',
      'Deal - Pipeline': null,
      'Deal - Status': null,
      'Deal - Stage': 'stage',
      'Deal - Label': 'tags',
      'Deal - Expected close date': 'expectedCloseDate',
      'Deal - Next activity date': 'nextContactDate',
      'Deal - Deal created': null,
      'Deal - Won time': null,
      'Deal - Lost reason': null,
    });
  });
});

describe('Zoho CRM exports map themselves (decision 0056)', () => {
  it('contacts: the owner, mailing address, date of birth, secondary e-mail, Skype, last activity, tags', () => {
    expect(mapped('zoho-contacts.csv', CONTACT_HEADER_NAMES)).toEqual({
      'Record Id': null,
      'Contact Owner': 'assigned_sales_rep',
      'Lead Source': null,
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'Account Name': 'company',
      Email: 'email',
      Title: 'job_title',
      Department: null,
      Phone: 'phone',
      'Home Phone': 'home_phone',
      Mobile: 'mobile_phone',
      'Date of Birth': 'birthday',
      'Email Opt Out': null, // never read as consent
      'Created Time': null,
      'Modified Time': null,
      'Full Name': 'full_name',
      'Mailing Street': 'address',
      'Mailing City': 'city',
      'Mailing State': 'state',
      'Mailing Zip': 'zip_code',
      'Mailing Country': 'country',
      Description: 'description',
      'Skype ID': 'instant_message_handles',
      'Secondary Email': 'work_email',
      Twitter: null,
      'Last Activity Time': 'last_contact_date',
      Salutation: null,
      Tag: 'tags',
    });
  });

  it('accounts: the billing address (not the shipping one), employees, revenue, industry', () => {
    expect(mapped('zoho-accounts.csv', COMPANY_HEADER_NAMES)).toEqual({
      'Record Id': null,
      'Account Owner': null,
      Rating: null,
      'Account Name': 'name',
      Phone: 'phone',
      Fax: null,
      'Parent Account': null,
      Website: 'website',
      'Ticker Symbol': null,
      'Account Type': null,
      Ownership: null,
      Industry: 'sector',
      Employees: 'number_of_employees',
      'Annual Revenue': 'annual_revenue',
      'SIC Code': null,
      'Created Time': null,
      'Modified Time': null,
      'Billing Street': 'address',
      'Shipping Street': null,
      'Billing City': 'city',
      'Shipping City': null,
      'Billing State': 'state',
      'Shipping State': null,
      'Billing Code': 'zip_code',
      'Shipping Code': null,
      'Billing Country': 'country',
      'Shipping Country': null,
      Description: 'description',
      'Last Activity Time': null,
      Tag: 'tags',
    });
  });

  it('deals: the closing date, campaign source, contact name, next step, last activity', () => {
    expect(mapped('zoho-deals.csv', DEAL_HEADER_NAMES)).toEqual({
      'Record Id': null,
      'Deal Owner': 'assignedSalesRep',
      'Deal Name': 'name',
      Amount: 'dealValue',
      'Closing Date': 'expectedCloseDate',
      'Account Name': 'company',
      Stage: 'stage',
      Type: null,
      'Probability (%)': null,
      'Next Step': 'meetingNotes',
      'Expected Revenue': null,
      'Lead Source': 'leadSource',
      'Campaign Source': 'sourceCampaign',
      'Contact Name': 'fullName',
      'Created Time': null,
      'Modified Time': null,
      Description: 'description',
      'Last Activity Time': 'lastContactDate',
      Tag: 'tags',
    });
  });

  it("Zoho's industries read as sectors", () => {
    expect(
      ['Systems Integrator', 'ERP (Enterprise Resource Planning)', 'Non-management ISV', 'Storage Service Provider'].map(sectorOf),
    ).toEqual(['Technology', 'Technology', 'Technology', 'Technology']);
    expect(sectorOf('Service Provider')).toBe('Services');
  });
});
