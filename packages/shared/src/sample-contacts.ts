import { csvLine } from './csv';

/** The sample CSV (docs/product/crm.md#data-management, docs/product/data-import-export.md#sample-csv): 50 realistic contacts, the same every time. */
export const SAMPLE_CONTACT_COUNT = 50;
export const SAMPLE_CSV_FILE_NAME = 'keel_sample_contacts.csv';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Logan',
  'Amelia',
  'James',
  'Harper',
  'Aiden',
  'Evelyn',
];
const LAST = [
  'Carter',
  'Nguyen',
  'Patel',
  'Rivera',
  'Kowalski',
  'Okafor',
  'Schmidt',
  'Tanaka',
  'Dubois',
  'Haddad',
  'Lindqvist',
  'Moreau',
  'Brennan',
];
const COMPANIES = [
  'Northwind Health',
  'Cedar Ridge Financial',
  'Brightline Retail',
  'Ironclad Manufacturing',
  'Summit Learning',
  'Harborview Properties',
  'Bluepeak Software',
];
const TITLES = [
  'Chief Technology Officer',
  'Head of Operations',
  'IT Director',
  'Product Manager',
  'VP of Sales',
  'Engineering Manager',
  'Procurement Lead',
  'Chief Executive Officer',
];
const PLACES: Array<[string, string, string]> = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Chicago', 'IL', '60601'],
  ['Boston', 'MA', '02108'],
  ['Atlanta', 'GA', '30303'],
  ['Portland', 'OR', '97204'],
];
const STREETS = ['Market Street', 'Oak Avenue', 'Pine Road', 'Maple Drive', 'Lakeview Boulevard', 'Cedar Lane'];
const TAGS = ['prospect', 'customer', 'partner', 'newsletter', 'event-2025', 'referral'];

const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobilePhone',
  'workEmail',
  'jobTitle',
  'description',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'linkedinProfile',
  'birthday',
  'tags',
] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/** The sample rows, keyed by the CSV's headers (some in the camel-case forms docs/product/records.md#contacts names). */
export function sampleContacts(count = SAMPLE_CONTACT_COUNT): Array<Record<(typeof COLUMNS)[number], string>> {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const company = COMPANIES[i % COMPANIES.length];
    const [city, state, zip] = PLACES[(i * 3) % PLACES.length];
    const domain = `${slug(company)}.example`;
    return {
      first_name: first,
      last_name: last,
      email: `${slug(first)}.${slug(last)}${i + 1}@example.com`,
      phone: `(555) ${pad(200 + i, 3)}-${pad(1000 + i * 37, 4)}`,
      mobilePhone: `(555) ${pad(700 + i, 3)}-${pad(2000 + i * 53, 4)}`,
      workEmail: `${slug(first)}.${slug(last)}@${domain}`,
      jobTitle: TITLES[i % TITLES.length],
      description: `Met at ${company}'s ${i % 2 === 0 ? 'quarterly review' : 'discovery call'}; interested in ${i % 3 === 0 ? 'a CRM rollout' : 'cloud migration'}.`,
      address: `${100 + i * 11} ${STREETS[i % STREETS.length]}`,
      city,
      state,
      zipCode: zip,
      country: 'USA',
      linkedinProfile: `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${i + 1}`,
      birthday: `19${60 + (i % 40)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`,
      tags: [TAGS[i % TAGS.length], TAGS[(i + 2) % TAGS.length]].join(';'),
    };
  });
}

/** The sample file's text: a header line and 50 rows. */
export function sampleContactsCsv(count = SAMPLE_CONTACT_COUNT): string {
  return (
    csvLine(COLUMNS) +
    sampleContacts(count)
      .map((row) => csvLine(COLUMNS.map((c) => row[c])))
      .join('')
  );
}
