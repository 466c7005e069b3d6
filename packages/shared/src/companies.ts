import { z } from 'zod';
import { withVersion } from './record-version';
import { optionalEmail, optionalNumber, optionalText, optionalWebAddress, Tags } from './field-types';
import { listPage, listQuery } from './lists';
import type { FilterFields } from './list-filters';

/** Company sector options (docs/product/records.md#companies). The one place this list is written. */
export const SECTORS = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Services',
  'Real Estate',
  'Education',
  'Non-Profit',
  'Other',
] as const;
export const Sector = z.enum(SECTORS);
export type Sector = z.infer<typeof Sector>;

/** The dropdown's "none" choice; submitting it clears the sector (docs/product/records.md#companies, docs/product/validation.md#company). */
export const SECTOR_NONE = '__NONE__';

/** docs/product/validation.md#company: 'Validation Error' / 'Company name is required.' */
export const COMPANY_NAME_REQUIRED = 'Company name is required.';

/** A sector from the form: one of SECTORS, or the none choice / '' / null, which clear it. */
export const SectorChoice = z
  .union([Sector, z.literal(SECTOR_NONE), z.literal('')])
  .nullish()
  .transform((v): Sector | null => (v === SECTOR_NONE || v === '' || v == null ? null : v));

/** What a user may set on a company (docs/product/records.md#companies) with the rules of docs/product/validation.md#company. */
export const CompanyInput = z.object({
  name: z.string({ error: COMPANY_NAME_REQUIRED }).trim().min(1, COMPANY_NAME_REQUIRED).max(200, 'Please use at most 200 characters.'),
  sector: SectorChoice,
  website: optionalWebAddress,
  phone: optionalText(50),
  email: optionalEmail,
  address: optionalText(),
  address2: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalText(20),
  country: optionalText(100),
  linkedin_url: optionalWebAddress,
  number_of_employees: optionalNumber({ integer: true, max: 10_000_000 }),
  annual_revenue: optionalNumber({ max: 99_999_999_999_999 }),
  tags: Tags,
  description: optionalText(10_000),
});
export type CompanyInput = z.input<typeof CompanyInput>;
export type CompanyValues = z.output<typeof CompanyInput>;

/** Saving an edit of a company: its fields and the `version` the edit started from (decision 0016). */
export const CompanyUpdateInput = withVersion(CompanyInput);
export type CompanyUpdateValues = z.output<typeof CompanyUpdateInput>;

/** A company as the API reports it (annual_revenue in USD). */
export const Company = z.object({
  id: z.string(),
  name: z.string(),
  sector: Sector.nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  number_of_employees: z.number().nullable(),
  annual_revenue: z.number().nullable(),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof Company>;

/** One row of the companies list (docs/product/crm.md#companies: Company Name, Sector, Phone, City, Website). */
export const CompanyListItem = Company.pick({ id: true, name: true, sector: true, phone: true, city: true, website: true });
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export const COMPANY_SORTS = ['name', 'sector', 'phone', 'city', 'website'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
/** Filterable fields of the companies list (decision 0022). */
export const COMPANY_FILTERS = {
  sector: { type: 'enum', label: 'Sector', options: SECTORS },
  city: { type: 'text', label: 'City' },
  country: { type: 'text', label: 'Country' },
  tags: { type: 'tags', label: 'Tags' },
  created: { type: 'date', label: 'Created' },
  website: { type: 'text', label: 'Website' },
} satisfies FilterFields;
export const CompanyListQuery = listQuery(COMPANY_SORTS, 'name', 'asc', COMPANY_FILTERS);
export const CompanyListPage = listPage(CompanyListItem);
export type CompanyListPage = z.infer<typeof CompanyListPage>;

export const COMPANY_NOT_FOUND = 'Company not found.';
export const COMPANIES_EMPTY_STATE = 'No companies found matching your criteria.';

/** What deleting a company unlinks (they are kept, without a company): counts for the confirmation. */
export const CompanyLinks = z.object({
  contacts: z.number().int().nonnegative(),
  deals: z.number().int().nonnegative(),
  jobs: z.number().int().nonnegative(),
});
export type CompanyLinks = z.infer<typeof CompanyLinks>;
