import { type Company, CompanyInput, SECTOR_NONE } from '@keel/shared/companies';
import { splitTags } from '@keel/shared/field-types';
import { z } from 'zod';

/** The company form: docs/product/records.md#companies fields as typed (tags as comma-separated text, numbers as text). */
export const CompanyFormSchema = CompanyInput.extend({ tags: z.string().max(5000).transform(splitTags) });
export type CompanyFormInput = {
  name: string;
  sector: string;
  website: string;
  phone: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  linkedin_url: string;
  number_of_employees: string;
  annual_revenue: string;
  tags: string;
  description: string;
};
export type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

export const EMPTY_COMPANY_FORM: CompanyFormInput = {
  name: '',
  sector: SECTOR_NONE,
  website: '',
  phone: '',
  email: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'USA',
  linkedin_url: '',
  number_of_employees: '',
  annual_revenue: '',
  tags: '',
  description: '',
};

export function companyToForm(c: Company): CompanyFormInput {
  return {
    name: c.name,
    sector: c.sector ?? SECTOR_NONE,
    website: text(c.website),
    phone: text(c.phone),
    email: text(c.email),
    address: text(c.address),
    address2: text(c.address2),
    city: text(c.city),
    state: text(c.state),
    zip_code: text(c.zip_code),
    country: text(c.country),
    linkedin_url: text(c.linkedin_url),
    number_of_employees: text(c.number_of_employees),
    annual_revenue: text(c.annual_revenue),
    tags: c.tags.join(', '),
    description: text(c.description),
  };
}
