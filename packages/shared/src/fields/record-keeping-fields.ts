import type { FieldDefinition } from './field-registry';

/** Where a record type's list filters and report catalogue place its record-keeping fields. */
export interface RecordKeepingOrder {
  createdFilter: number;
  createdReport: number;
  updatedReport: number;
}

/**
 * What every versioned record keeps about itself: its version (the stale-edit check, decision
 * 0016) and when it was created and last updated. Read-only, never in a CSV file, part of the
 * search text; created is a list filter, both are report dates.
 */
export function recordKeepingFields(order: RecordKeepingOrder) {
  return [
    { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true, csv: false },
    {
      key: 'created',
      column: 'created_at',
      kind: 'timestamp',
      label: 'Created',
      readOnly: true,
      csv: false,
      searchable: true,
      filter: { order: order.createdFilter },
      report: { type: 'date', order: order.createdReport },
    },
    {
      key: 'updated',
      column: 'updated_at',
      kind: 'timestamp',
      label: 'Last Updated',
      readOnly: true,
      csv: false,
      searchable: true,
      report: { type: 'date', order: order.updatedReport },
    },
  ] as const satisfies readonly FieldDefinition[];
}
