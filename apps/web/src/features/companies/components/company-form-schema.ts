import { type Company, COMPANY_FIELDS, CompanyInput, SECTOR_NONE } from '@keel/shared/companies';
import { DEFAULT_COUNTRY } from '@keel/shared/contacts';
import { editableFields } from '@keel/shared/fields/field-registry';
import { splitTags } from '@keel/shared/field-types';
import { z } from 'zod';

/** The company form: docs/product/records.md#companies fields as typed (tags as comma-separated text, numbers as text). */
export const CompanyFormSchema = CompanyInput.extend({ tags: z.string().max(5000).transform(splitTags) });
type EditableColumn = keyof z.input<typeof CompanyInput>;
/** Every editable field of the company registry as the form's text (decision 0104). */
export type CompanyFormInput = Record<EditableColumn, string>;
export type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A new company's starting values: every field empty, no sector, in the default country. */
export const EMPTY_COMPANY_FORM = Object.fromEntries(
  editableFields(COMPANY_FIELDS).map((f) => [f.column, f.kind === 'enum' ? SECTOR_NONE : f.column === 'country' ? DEFAULT_COUNTRY : '']),
) as CompanyFormInput;

/** The form's starting values from a stored company ('' for empty, tags as text, no sector as the none choice). */
export function companyToForm(c: Company): CompanyFormInput {
  const stored = c as unknown as Record<string, unknown>;
  return Object.fromEntries(
    editableFields(COMPANY_FIELDS).map((f) => {
      const value = stored[f.column];
      return [
        f.column,
        f.kind === 'tags' ? (value as string[]).join(', ') : f.kind === 'enum' ? ((value as string | null) ?? SECTOR_NONE) : text(value),
      ];
    }),
  ) as CompanyFormInput;
}
