import type { FilterField, FilterFields, FilterType } from '../list-filters';
import type { ReportField } from '../report-catalogue';
import type { FieldDefinition, FieldKind, FieldRegistry } from './field-registry';

/**
 * The lists derived from a field registry (decision 0043): merge, erasure, search, sorts, filters,
 * report catalogue, CSV names, fuzz bodies and fixtures, form sections and details. Each takes the
 * registry's fields as they are when first read (see `FieldRegistry.addField`).
 */

const byOrder = <T>(items: { item: T; order: number | undefined }[]) =>
  items
    .map((x, i) => ({ ...x, at: x.order ?? 1_000_000 + i }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.item);

/** The editable fields of a record. */
export const editableFields = (registry: FieldRegistry) => registry.fields().filter((f) => !f.readOnly);

/** The columns a merge offers a choice for. */
export const mergeColumns = (registry: FieldRegistry) =>
  registry
    .fields()
    .filter((f) => f.mergeable ?? !f.readOnly)
    .map((f) => f.column);

/** The personal fields erasure empties (tags become [], flags false, the rest null). */
export function erasedValues(registry: FieldRegistry): Record<string, unknown> {
  return Object.fromEntries(
    registry
      .fields()
      .filter((f) => f.personal)
      .map((f) => [f.column, f.empty !== undefined ? f.empty : f.kind === 'tags' ? [] : f.kind === 'boolean' ? false : null]),
  );
}

/** The columns that make up the record's search text. */
export const searchColumns = (registry: FieldRegistry) =>
  registry
    .fields()
    .filter((f) => f.searchable)
    .map((f) => f.column);

export interface SortDefinition {
  key: string;
  column: string;
  caseInsensitive: boolean;
  /** Blank values sort last either way. */
  blanks: boolean;
}

/** The list's sorts, in order. */
export function sortDefinitions(registry: FieldRegistry): SortDefinition[] {
  return byOrder(
    registry
      .fields()
      .filter((f) => f.sort)
      .map((f) => {
        const s = f.sort === true ? {} : f.sort!;
        const item: SortDefinition = {
          key: s.key ?? f.key,
          column: f.column,
          caseInsensitive: s.caseInsensitive ?? false,
          blanks: s.blanks ?? (!f.required && f.kind !== 'boolean'),
        };
        return { item, order: s.order };
      }),
  );
}

const FILTER_TYPE: Partial<Record<FieldKind, FilterType>> = {
  date: 'date',
  timestamp: 'date',
  tags: 'tags',
  reference: 'ref',
  enum: 'enum',
  boolean: 'enum',
};

/** The list's filters, in order, with the column each reads. */
export function filterDefinitions(registry: FieldRegistry): (FilterField & { key: string; column: string })[] {
  return byOrder(
    registry
      .fields()
      .filter((f) => f.filter)
      .map((f) => {
        const d = f.filter === true ? {} : f.filter!;
        const type = d.type ?? FILTER_TYPE[f.kind] ?? 'text';
        const item = {
          key: d.key ?? f.key,
          column: f.column,
          type,
          label: d.label ?? f.label,
          ...(type === 'enum' && f.options ? { options: f.options } : {}),
        };
        return { item, order: d.order };
      }),
  );
}

/** The `FilterFields` a list query validates against. */
export const filterFields = (registry: FieldRegistry): FilterFields =>
  Object.fromEntries(filterDefinitions(registry).map(({ key: k, column: _c, ...def }) => [k, def]));

/** The report catalogue's fields of a record, in order, with the column each reads. */
export function reportDefinitions(
  registry: FieldRegistry,
): (ReportField & { key: string; column: string; kind: FieldKind; order: number | undefined })[] {
  return byOrder(
    registry
      .fields()
      .filter((f) => f.report)
      .map((f) => {
        const r = typeof f.report === 'string' ? { type: f.report } : f.report!;
        const options = r.type === 'text' ? f.options : undefined;
        const order = 'order' in r ? r.order : undefined;
        const item = {
          key: r.key ?? f.key,
          column: f.column,
          kind: f.kind,
          order,
          label: r.label ?? f.label,
          type: r.type,
          ...(options ? { options } : {}),
          ...('pickList' in r && r.pickList ? { pickList: r.pickList } : {}),
          ...('money' in r && r.money ? { money: r.money } : {}),
        };
        return { item, order };
      }),
  );
}

/** The CSV export's header of each column that has another name than the column. */
export function csvHeaders(registry: FieldRegistry): Record<string, string> {
  return Object.fromEntries(registry.fields().flatMap((f) => (f.csv && f.csv.header ? [[f.column, f.csv.header]] : [])));
}

/**
 * The names a CSV header may use for a column besides the column itself: `exact` as docs/product/validation.md
 * normalises headers (the export's header lowercased, and other exact aliases), and `common` as
 * `looseHeader` leaves them (names other CRMs export).
 */
export function csvAliases(registry: FieldRegistry): { exact: Record<string, string>; common: Record<string, string> } {
  const exact: Record<string, string> = {};
  const common: Record<string, string> = {};
  for (const f of registry.fields()) {
    if (!f.csv) continue;
    if (f.csv.header) exact[f.csv.header.toLowerCase()] = f.column;
    for (const name of f.csv.exact ?? []) exact[name] = f.column;
    for (const name of f.csv.common ?? []) common[name] = f.column;
  }
  return { exact, common };
}

/** A body every field of which is valid: each editable field's example. */
export const exampleBody = (registry: FieldRegistry): Record<string, unknown> =>
  Object.fromEntries(
    editableFields(registry).map((f) => [f.column, f.example ?? (f.kind === 'tags' ? [] : f.kind === 'boolean' ? false : '')]),
  );

/** A stored record with every field empty (tests' fixtures start from it). */
export const emptyRecord = (registry: FieldRegistry): Record<string, unknown> =>
  Object.fromEntries(
    registry
      .fields()
      .map((f) => [
        f.column,
        f.kind === 'tags' ? [] : f.kind === 'boolean' ? false : f.kind === 'integer' && f.required ? 1 : f.required ? '' : null,
      ]),
  );

/** The fields a form or details view shows in a section, in order. */
export function sectionFields(registry: FieldRegistry, section: string, view: 'form' | 'detail'): FieldDefinition[] {
  return byOrder(
    registry
      .fields()
      .filter((f) => f.section === section && !(view === 'form' && f.readOnly) && !(view === 'detail' && f.detailOrder === false))
      .map((f) => ({ item: f, order: view === 'form' ? f.formOrder : (f.detailOrder as number | undefined) })),
  );
}

/** The fields a details view shows, in order (every section). */
export function detailFields(registry: FieldRegistry): FieldDefinition[] {
  return byOrder(
    registry
      .fields()
      .filter((f) => f.section && f.detailOrder !== false)
      .map((f) => ({ item: f, order: f.detailOrder as number | undefined })),
  );
}
