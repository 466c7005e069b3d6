import { editableFields, type FieldDefinition } from '@keel/shared/fields/field-registry';
import { ADDRESS_FIELDS, DEAL_FIELDS, type Lead, type LeadInputValues, SOCIAL_NETWORKS } from '@keel/shared/funnel-lead';

type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>;

function addressValues(address: Record<string, string> | null): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? ''])) as AddressValues;
}

/** Profile links have one input per network; the address groups one per part. */
function groupValues(field: FieldDefinition, value: Record<string, string> | null): Record<string, string> {
  return field.key === 'socialProfiles' ? Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, value?.[n] ?? ''])) : addressValues(value);
}

/**
 * A lead field as the editor holds it (decision 0104): text inputs hold '' for nothing, tags as
 * comma-separated text, numbers as text, the groups per part, linked records as ids.
 */
function formValue(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case 'json':
      return groupValues(field, value as Record<string, string> | null);
    case 'tags':
      return ((value as string[] | null) ?? []).join(', ');
    case 'references':
      return (value as string[] | null) ?? [];
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The editor's starting values for a new lead in a column: every editable field of the deal
 * registry empty, choices at their defaults (docs/product/records.md#lead-cards; status and sales
 * stage follow the column).
 */
export function newLeadValues(stageId: string | undefined): LeadInputValues {
  const values = Object.fromEntries(editableFields(DEAL_FIELDS).map((f) => [f.key, f.default ?? formValue(f, null)]));
  return { ...values, stageId } as LeadInputValues;
}

/** An existing lead as form values: every editable field of the deal registry, as it is stored. */
export function leadValues(lead: Lead): LeadInputValues {
  const stored = lead as unknown as Record<string, unknown>;
  return Object.fromEntries(editableFields(DEAL_FIELDS).map((f) => [f.key, formValue(f, stored[f.key])])) as LeadInputValues;
}
