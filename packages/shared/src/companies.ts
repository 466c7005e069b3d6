import { z } from 'zod';
import { withVersion } from './record-version';
import { listPage, listQuery } from './lists';
import type { FilterField } from './list-filters';
import { COMPANY_FIELDS, SECTORS } from './fields/company-fields';
import {
  CHOICE_NONE,
  filterFields,
  type FilterKeyOf,
  inputObject,
  optionalChoice,
  outputObject,
  sortDefinitions,
  type SortKeyOf,
} from './fields/field-registry';

export { COMPANY_FIELDS, SECTORS };
export const Sector = z.enum(SECTORS);
export type Sector = z.infer<typeof Sector>;

/** The dropdown's "none" choice; submitting it clears the sector (docs/product/records.md#companies, docs/product/validation.md#company). */
export const SECTOR_NONE = CHOICE_NONE;

/** docs/product/validation.md#company: 'Validation Error' / 'Company name is required.' */
export const COMPANY_NAME_REQUIRED = 'Company name is required.';

/** A sector from the form: one of SECTORS, or the none choice / '' / null, which clear it. */
export const SectorChoice = optionalChoice(SECTORS);

type CompanyFieldList = typeof COMPANY_FIELDS.declared;

/** What a user may set on a company (docs/product/records.md#companies) with the rules of docs/product/validation.md#company: the registry's editable fields. */
export const CompanyInput = inputObject(COMPANY_FIELDS);
export type CompanyInput = z.input<typeof CompanyInput>;
export type CompanyValues = z.output<typeof CompanyInput>;

/** Saving an edit of a company: its fields and the `version` the edit started from (decision 0016). */
export const CompanyUpdateInput = withVersion(CompanyInput);
export type CompanyUpdateValues = z.output<typeof CompanyUpdateInput>;

/** A company as the API reports it (annual_revenue in USD): every field of the registry. */
export const Company = outputObject(COMPANY_FIELDS);
export type Company = z.infer<typeof Company>;

/** One row of the companies list (docs/product/crm.md#companies: Company Name, Sector, Phone, City, Website). */
export const CompanyListItem = Company.pick({ id: true, name: true, sector: true, phone: true, city: true, website: true });
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export type CompanySort = SortKeyOf<CompanyFieldList>;
export const COMPANY_SORTS = sortDefinitions(COMPANY_FIELDS).map((s) => s.key) as [CompanySort, ...CompanySort[]];
/** Filterable fields of the companies list (decision 0022). */
export const COMPANY_FILTERS = filterFields(COMPANY_FIELDS) as Record<FilterKeyOf<CompanyFieldList>, FilterField>;
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
