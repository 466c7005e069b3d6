/**
 * The demo's companies (docs/product/beyond-the-spec.md#accounts): IT-consulting clients, plain typed
 * data. Domains use the reserved .example TLD and phone numbers the fictional 555-01xx range.
 */
import type { Sector } from '@keel/shared/companies';

export interface DemoCompany {
  name: string;
  sector: Sector;
  website: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  linkedinUrl: string;
  numberOfEmployees: number;
  /** USD. */
  annualRevenue: number;
  tags: string[];
  description: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Northwind Health Partners',
    sector: 'Healthcare',
    website: 'https://www.northwindhealth.example',
    phone: '(312) 555-0141',
    email: 'info@northwindhealth.example',
    address: '200 W Madison St, Suite 1800',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60606',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/northwind-health-partners',
    numberOfEmployees: 850,
    annualRevenue: 120000000,
    tags: ['EHR', 'Enterprise'],
    description: 'Regional network of outpatient clinics; modernising patient scheduling and EHR integrations.',
  },
  {
    name: 'Cedar Ridge Financial',
    sector: 'Finance',
    website: 'https://www.cedarridgefinancial.example',
    phone: '(704) 555-0118',
    email: 'contact@cedarridgefinancial.example',
    address: '101 N Tryon St, Floor 12',
    city: 'Charlotte',
    state: 'NC',
    zipCode: '28202',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/cedar-ridge-financial',
    numberOfEmployees: 420,
    annualRevenue: 64000000,
    tags: ['Banking', 'Compliance'],
    description: 'Community bank and wealth manager; core-banking upgrade and compliance reporting.',
  },
  {
    name: 'Brightline Retail Group',
    sector: 'Retail',
    website: 'https://www.brightlineretail.example',
    phone: '(303) 555-0176',
    email: 'hello@brightlineretail.example',
    address: '1600 Wynkoop St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80202',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/brightline-retail-group',
    numberOfEmployees: 1200,
    annualRevenue: 310000000,
    tags: ['E-commerce', 'POS'],
    description: 'Outdoor-gear retailer with 48 stores; unifying store POS and online orders.',
  },
  {
    name: 'Ironclad Manufacturing Co.',
    sector: 'Manufacturing',
    website: 'https://www.ironcladmfg.example',
    phone: '(414) 555-0163',
    email: 'sales@ironcladmfg.example',
    address: '3300 S 27th St',
    city: 'Milwaukee',
    state: 'WI',
    zipCode: '53215',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/ironclad-manufacturing',
    numberOfEmployees: 640,
    annualRevenue: 98000000,
    tags: ['ERP', 'IoT'],
    description: 'Precision metal components; ERP migration and shop-floor sensor analytics.',
  },
  {
    name: 'Summit Learning Academy',
    sector: 'Education',
    website: 'https://www.summitlearning.example',
    phone: '(512) 555-0129',
    email: 'office@summitlearning.example',
    address: '4800 Burnet Rd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78756',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/summit-learning-academy',
    numberOfEmployees: 180,
    annualRevenue: 22000000,
    tags: ['LMS', 'Nonprofit Partner'],
    description: 'K-12 charter network; student information system and parent portal.',
  },
  {
    name: 'Harborview Properties',
    sector: 'Real Estate',
    website: 'https://www.harborviewproperties.example',
    phone: '(619) 555-0152',
    email: 'leasing@harborviewproperties.example',
    address: '750 B St, Suite 2100',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    country: 'USA',
    linkedinUrl: 'https://www.linkedin.com/company/harborview-properties',
    numberOfEmployees: 95,
    annualRevenue: 41000000,
    tags: ['CRM', 'Property Management'],
    description: 'Commercial property manager; tenant CRM and maintenance-request workflow.',
  },
];
