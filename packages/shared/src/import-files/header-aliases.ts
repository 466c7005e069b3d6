/**
 * The header names other tools export (decision 0056), as `looseHeader` leaves them (no case, spaces or
 * punctuation), and the field each stands for — so their files import with no manual mapping. From
 * each tool's documented export: Google Contacts ("Google CSV", new and old), Outlook (desktop and
 * Outlook.com), Apple/iCloud (CSV exporters' names), HubSpot, Pipedrive, Salesforce reports, Zoho
 * CRM and LinkedIn Connections. `full_name` / `fullName` stand for a whole name, split into first
 * and last name. A field a tool spreads over several columns (address lines, a middle name) is
 * listed once per column: the columns are joined.
 *
 * Pipedrive (persons, organizations, deals): its exports name each column "Entity - Field", a
 * typed e-mail or phone "Person - Email - Work" / "Person - Phone - Mobile", an organization's
 * address parts "Organization - Address - City/town/village/locality of Address" beside the whole
 * "Organization - Address", and write dates as YYYY-MM-DD (Pipedrive's "Import fields" and
 * "Address fields in Pipedrive" articles and its sample spreadsheets, support.pipedrive.com; the
 * typed spellings as scripts reading real exports use them). Zoho CRM (Contacts, Accounts, Deals):
 * its fields' labels ("Contact Owner", "Mailing Zip", "Billing Code", "Closing Date", "Last
 * Activity Time", "Tag"), dates MM/dd/yyyy as its import rules state them.
 */

const GOOGLE_CONTACTS = {
  middlename: 'first_name',
  additionalname: 'first_name',
  name: 'full_name',
  organizationname: 'company',
  organizationtitle: 'job_title',
  organization1name: 'company',
  organization1title: 'job_title',
  labels: 'tags',
  groupmembership: 'tags',
  email1value: 'email',
  email2value: 'work_email',
  email3value: 'home_email',
  phone1value: 'phone',
  phone2value: 'mobile_phone',
  phone3value: 'home_phone',
  address1street: 'address',
  address1extendedaddress: 'address2',
  address1pobox: 'address2',
  address1city: 'city',
  address1region: 'state',
  address1postalcode: 'zip_code',
  address1country: 'country',
} as const;

const OUTLOOK_CONTACTS = {
  businessstreet: 'address',
  businessstreet2: 'address2',
  businessstreet3: 'address2',
  businesscity: 'city',
  businessstate: 'state',
  businesspostalcode: 'zip_code',
  businesscountryregion: 'country',
  email2address: 'work_email',
  email3address: 'home_email',
  categories: 'tags',
  imaddress: 'instant_message_handles',
} as const;

const APPLE_CONTACTS = {
  emailwork: 'work_email',
  emailhome: 'home_email',
  phonemobile: 'mobile_phone',
  phoneiphone: 'mobile_phone',
  phonework: 'phone',
  phonehome: 'home_phone',
  note: 'description',
} as const;

const HUBSPOT_CONTACTS = {
  mobilephonenumber: 'mobile_phone',
  stateregion: 'state',
  countryregion: 'country',
  lastactivitydate: 'last_contact_date',
  associatedcompany: 'company',
} as const;

const PIPEDRIVE_CONTACTS = {
  personname: 'full_name',
  emailwork: 'email',
  emailother: 'work_email',
  phonework: 'phone',
  postaladdress: 'address',
  label: 'tags',
} as const;

const SALESFORCE_ZOHO_CONTACTS = {
  title: 'job_title',
  mailingstreet: 'address',
  mailingcity: 'city',
  mailingstateprovince: 'state',
  mailingstate: 'state',
  mailingzippostalcode: 'zip_code',
  mailingzip: 'zip_code',
  mailingcountry: 'country',
  birthdate: 'birthday',
  lastactivity: 'last_contact_date',
  lastactivitytime: 'last_contact_date',
  contactname: 'full_name',
  fullname: 'full_name',
  secondaryemail: 'work_email',
  skypeid: 'instant_message_handles',
  tag: 'tags',
} as const;

const LINKEDIN_CONTACTS = { url: 'linkedin_profile', profileurl: 'linkedin_profile', position: 'job_title' } as const;

/** Contacts: every tool's names (a later table wins a name two tables give). */
export const CONTACT_TOOL_HEADERS: Readonly<Record<string, string>> = {
  ...GOOGLE_CONTACTS,
  ...OUTLOOK_CONTACTS,
  ...APPLE_CONTACTS,
  ...HUBSPOT_CONTACTS,
  ...SALESFORCE_ZOHO_CONTACTS,
  ...LINKEDIN_CONTACTS,
  ...PIPEDRIVE_CONTACTS,
};

/** Companies: HubSpot, Salesforce accounts, Zoho accounts, Pipedrive organizations. */
export const COMPANY_TOOL_HEADERS: Readonly<Record<string, string>> = {
  companydomainname: 'website',
  stateregion: 'state',
  countryregion: 'country',
  linkedincompanypage: 'linkedin_url',
  billingstreet: 'address',
  billingcity: 'city',
  billingstateprovince: 'state',
  billingstate: 'state',
  billingzippostalcode: 'zip_code',
  billingcode: 'zip_code',
  billingcountry: 'country',
  tag: 'tags',
  labels: 'tags',
  label: 'tags',
  // Pipedrive's address parts, named with or without " of Address"; its whole "Address" is the address line.
  addresscitytownvillagelocality: 'city',
  addresscitytownvillagelocalityofaddress: 'city',
  addressstatecounty: 'state',
  addressstatecountyofaddress: 'state',
  addresszippostalcode: 'zip_code',
  addresszippostalcodeofaddress: 'zip_code',
  addresscountry: 'country',
  addresscountryofaddress: 'country',
};

/**
 * Companies: names standing for a field only in a file no other column of which fills it. Pipedrive
 * writes an organization's whole address ("Organization - Address": street, house number, city…)
 * beside its parts; the street part alone (no house number) is the address line only without it.
 */
export const COMPANY_FALLBACK_HEADERS: Readonly<Record<string, string>> = {
  addressstreetroadname: 'address',
  addressstreetroadnameofaddress: 'address',
};

/** Deals: HubSpot, Salesforce opportunities, Zoho deals, Pipedrive deals (with the person's and organization's columns a deals list can add). */
export const DEAL_TOOL_HEADERS: Readonly<Record<string, string>> = {
  dealtitle: 'name',
  dealorganization: 'company',
  associatedcompany: 'company',
  organizationname: 'company',
  opportunityowner: 'assignedSalesRep',
  contactname: 'fullName',
  dealcontactperson: 'fullName',
  contactperson: 'fullName',
  personname: 'fullName',
  contactemail: 'email',
  emailwork: 'email',
  phonework: 'phone',
  phonemobile: 'mobilePhone',
  description: 'description',
  nextstep: 'meetingNotes',
  labels: 'tags',
  label: 'tags',
  tag: 'tags',
  expectedclosedate: 'expectedCloseDate',
  closingdate: 'expectedCloseDate',
  closedate: 'expectedCloseDate',
  nextactivitydate: 'nextContactDate',
  lastactivitydate: 'lastContactDate',
  lastactivitytime: 'lastContactDate',
  campaignsource: 'sourceCampaign',
};

/**
 * Entity prefixes of Pipedrive's exports ("Person - Email", "Organization - Name", "Deal - Value"):
 * a header with one is matched again without it when it matches nothing whole.
 */
export const TOOL_HEADER_PREFIXES = ['person', 'organization', 'deal'] as const;
