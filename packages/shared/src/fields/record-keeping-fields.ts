import type { FieldDefinition } from './field-registry';

/** Where a record type's list filters and report catalogue place its record-keeping fields. */
export interface RecordKeepingOrder {
  /** Where the list filters place created; none: the record type has no list filters. */
  createdFilter?: number;
  createdReport: number;
  updatedReport: number;
  /** Whether the search text holds the instants (the default; deals' does not, migration 0017). */
  searchable?: boolean;
}

/**
 * What every versioned record keeps about itself: its version (the stale-edit check, decision
 * 0016) and when it was created and last updated. Read-only, never empty, never in a CSV file, part of the
 * search text (unless said otherwise); created is a list filter, both are report dates.
 */
export function recordKeepingFields<const O extends RecordKeepingOrder>(order: O) {
  const searchable = (order.searchable ?? true) as O extends { searchable: false } ? false : true;
  const filter = (order.createdFilter === undefined ? undefined : { order: order.createdFilter }) as O extends { createdFilter: number }
    ? { order: number }
    : undefined;
  return [
    { key: 'version', column: 'version', kind: 'integer', label: 'Version', readOnly: true, required: true, csv: false },
    {
      key: 'created',
      column: 'created_at',
      kind: 'timestamp',
      label: 'Created',
      readOnly: true,
      required: true,
      csv: false,
      searchable,
      filter,
      report: { type: 'date', order: order.createdReport },
    },
    {
      key: 'updated',
      column: 'updated_at',
      kind: 'timestamp',
      label: 'Last Updated',
      readOnly: true,
      required: true,
      csv: false,
      searchable,
      report: { type: 'date', order: order.updatedReport },
    },
  ] as const satisfies readonly FieldDefinition[];
}
