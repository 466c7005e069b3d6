import { z } from 'zod';
import {
  optionalDate,
  optionalEmail,
  optionalId,
  optionalNumber,
  optionalText,
  optionalWebAddress,
  requiredEmail,
  Tags,
} from '../field-types';
import type { FilterType } from '../list-filters';
import type { ReportFieldType, ReportPickList } from '../report-catalogue';

/**
 * The field registry (decision 0043): each field of a record type is declared once, as data, and
 * the API schemas, forms, details, CSV import and export, merge, erase, list sorts and filters,
 * report catalogue and fuzz bodies are derived from it. A definition is plain data (no functions,
 * no zod objects), so a custom field stored as a row can become one later.
 */

/** What a field holds; the kind decides its zod schema, its input and its display. */
export type FieldKind =
  | 'id' // the record's own id (read-only)
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'phone'
  | 'date'
  | 'timestamp' // read-only instants (created_at, updated_at)
  | 'number'
  | 'integer'
  | 'boolean'
  | 'tags'
  | 'enum'
  | 'reference' // the id of another record
  | 'references' // the ids of other records (a list)
  | 'json'; // a group of named texts stored as one jsonb value (an address, profile links)

export interface FieldDefinition {
  /** The camel-case name lists, filters and reports use. */
  key: string;
  /** The database column, also the API's and the form's name for it. */
  column: string;
  kind: FieldKind;
  /** The label forms and details show. */
  label: string;
  /** Required on input (the message names the label, or `requiredLabel`). */
  required?: boolean;
  requiredLabel?: string;
  /** Most characters (text kinds) or the largest value (number kinds). */
  max?: number;
  /** The choices of an enum field. */
  options?: readonly string[];
  /** The value an input that leaves the field out gets (an enum's default choice). */
  default?: string;
  /** The value erasure (and an empty record) gives the field, when not the kind's (null, [], false). */
  empty?: unknown;
  /** The record type a reference points at. */
  references?: string;
  /** Not set by users (a copy kept by the database, a stored path, a system column): only read. */
  readOnly?: boolean;
  /** Where the form and the details show it; no section: neither does (a specific widget or none). */
  section?: string;
  /** Position in the form and details among its section (default: after the declared ones, in declaration order). */
  formOrder?: number;
  detailOrder?: number | false;
  /** The HTML input's placeholder and autocomplete token, and the smallest value of a number kind. */
  placeholder?: string;
  autocomplete?: string;
  min?: number;
  /** CSV: the export's header (default: the column), other names the import recognises, and the column's position. */
  csv?: { header?: string; exact?: readonly string[]; common?: readonly string[]; order?: number } | false;
  /** A merge of two records offers a choice for it (default: every editable field). */
  mergeable?: boolean;
  /** Personal data: erasure (right to be forgotten) empties it. */
  personal?: boolean;
  /** Part of the record's search text. */
  searchable?: boolean;
  /** The list can sort by it: true, or the sort's key, case-insensitivity (lower(column), as its index is) and position. */
  sort?: true | { key?: string; caseInsensitive?: boolean; blanks?: boolean; order?: number };
  /** The list can filter by it. */
  filter?: true | { key?: string; label?: string; type?: FilterType; order?: number };
  /** The report builder offers it. */
  report?:
    ReportFieldType | { key?: string; label?: string; type: ReportFieldType; order?: number; pickList?: ReportPickList; money?: true };
  /** A valid value (the fuzz tests' bodies, fixtures). */
  example?: unknown;
}

/** A record type's fields: the declared ones, plus any added before the derived lists were read. */
export interface FieldRegistry<Declared extends readonly FieldDefinition[] = readonly FieldDefinition[]> {
  readonly record: string;
  readonly declared: Declared;
  /** Every field, in order; reading it seals the registry. */
  fields(): readonly FieldDefinition[];
  /**
   * Adds a field (the door for custom fields): it must happen before anything derives from the
   * registry (before the app or the form is loaded), else it throws.
   */
  addField(field: FieldDefinition): void;
}

export function defineFields<const Declared extends readonly FieldDefinition[]>(
  record: string,
  declared: Declared,
): FieldRegistry<Declared> {
  const added: FieldDefinition[] = [];
  let sealed = false;
  return {
    record,
    declared,
    fields() {
      sealed = true;
      return [...declared, ...added];
    },
    addField(field) {
      if (sealed) throw new Error(`The ${record} fields were read already: add ${field.column} before loading what derives from them.`);
      if ([...declared, ...added].some((f) => f.column === field.column || f.key === field.key))
        throw new Error(`${record} has a field ${field.column} already.`);
      added.push(field);
    },
  };
}

// ——— static types of what derives from a declaration ———

type Editable<F> = F extends { readOnly: true } ? never : F;
type NumberKind = 'number' | 'integer';
/** The stored (and API output) value of a field. */
export type FieldValue<F extends FieldDefinition> = F['kind'] extends 'enum'
  ? F extends { options: readonly (infer O)[] }
    ? F extends { required: true }
      ? O
      : O | null
    : string | null
  : F['kind'] extends 'tags' | 'references'
    ? string[]
    : F['kind'] extends 'boolean'
      ? boolean
      : F['kind'] extends 'json'
        ? Record<string, string> | null
        : F['kind'] extends NumberKind
          ? F extends { required: true }
            ? number
            : number | null
          : F['kind'] extends 'id'
            ? string
            : F extends { required: true }
              ? string
              : string | null;
/** What an input (form, API body) may send for a field. */
export type FieldInput<F extends FieldDefinition> = F['kind'] extends 'enum'
  ? F extends { options: readonly (infer O)[] }
    ? F extends { required: true }
      ? F extends { default: string }
        ? O | undefined
        : O
      : O | '' | typeof CHOICE_NONE | null | undefined
    : string | null | undefined
  : F['kind'] extends 'tags' | 'references'
    ? string[] | undefined
    : F['kind'] extends 'boolean'
      ? boolean | undefined
      : F['kind'] extends 'json'
        ? Record<string, string> | null | undefined
        : F['kind'] extends NumberKind
          ? number | string | null | undefined
          : F extends { required: true }
            ? string
            : string | null | undefined;

export type InputShape<Fs extends readonly FieldDefinition[]> = {
  [F in Editable<Fs[number]> as F['column']]: z.ZodType<FieldValue<F>, FieldInput<F>>;
};
export type OutputShape<Fs extends readonly FieldDefinition[]> = {
  [F in Fs[number] as F['column']]: z.ZodType<FieldValue<F>, FieldValue<F>>;
};
export type ColumnOf<Fs extends readonly FieldDefinition[]> = Fs[number]['column'];

type AspectKey<F, A extends 'sort' | 'filter' | 'report'> = F extends { [P in A]: infer S }
  ? S extends undefined
    ? never
    : S extends { key: infer K extends string }
      ? K
      : F extends { key: infer K extends string }
        ? K
        : never
  : never;
/** The keys of a declaration's sorts, filters and report fields. */
export type SortKeyOf<Fs extends readonly FieldDefinition[]> = AspectKey<Fs[number], 'sort'>;
export type FilterKeyOf<Fs extends readonly FieldDefinition[]> = AspectKey<Fs[number], 'filter'>;
export type ReportKeyOf<Fs extends readonly FieldDefinition[]> = AspectKey<Fs[number], 'report'>;

// ——— schemas ———

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `Please use at most ${max} characters.`);

/** The dropdown's "none" choice of an optional enum; submitting it (or '' or null) clears the field (docs/product/records.md, docs/product/validation.md). */
export const CHOICE_NONE = '__NONE__';

/** An optional choice from a form: one of the options, or the none choice / '' / null, which clear it. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .union([z.enum(options), z.literal(CHOICE_NONE), z.literal('')])
    .nullish()
    .transform((v): T[number] | null => (v === CHOICE_NONE || v === '' || v == null ? null : (v as T[number])));
}

/** The zod schema of a field as users send it (a form or the API): '' and null are empty. */
export function inputSchema(field: FieldDefinition): z.ZodType {
  const label = field.requiredLabel ?? field.label;
  switch (field.kind) {
    case 'email':
      return field.required ? requiredEmail(label) : optionalEmail;
    case 'url':
      return optionalWebAddress;
    case 'date':
      return optionalDate;
    case 'reference':
      return optionalId;
    case 'tags':
      return Tags;
    case 'references':
      return z.array(z.uuid()).optional();
    case 'json':
      return z.record(z.string(), z.string()).nullish();
    case 'boolean':
      return z.boolean().default(false);
    case 'number':
    case 'integer':
      return optionalNumber({ integer: field.kind === 'integer', max: field.max });
    case 'enum': {
      const options = field.options as [string, ...string[]];
      if (!field.required) return optionalChoice(options);
      return field.default === undefined ? z.enum(options) : z.enum(options).default(field.default);
    }
    default:
      return field.required ? requiredText(label, field.max ?? 500) : optionalText(field.max ?? 500);
  }
}

/** The zod schema of a field as the API reports it. */
export function outputSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'tags':
    case 'references':
      return z.array(z.string());
    case 'json':
      return z.record(z.string(), z.string()).nullable();
    case 'boolean':
      return z.boolean();
    case 'integer':
      // An optional count is reported as a plain number (as the API always has).
      return field.required ? z.number().int() : z.number().nullable();
    case 'enum':
      return field.required ? z.enum(field.options as [string, ...string[]]) : z.enum(field.options as [string, ...string[]]).nullable();
    case 'number':
      return field.required ? z.number() : z.number().nullable();
    case 'id':
      return z.string();
    default:
      return field.required ? z.string() : z.string().nullable();
  }
}

/** The input object of a record: its editable fields, in order. */
export function inputObject<const Fs extends readonly FieldDefinition[]>(registry: FieldRegistry<Fs>): z.ZodObject<InputShape<Fs>> {
  const shape = Object.fromEntries(
    registry
      .fields()
      .filter((f) => !f.readOnly)
      .map((f) => [f.column, inputSchema(f)]),
  );
  return z.object(shape) as unknown as z.ZodObject<InputShape<Fs>>;
}

/** The record as the API reports it: every field, in order. */
export function outputObject<const Fs extends readonly FieldDefinition[]>(registry: FieldRegistry<Fs>): z.ZodObject<OutputShape<Fs>> {
  const shape = Object.fromEntries(registry.fields().map((f) => [f.column, outputSchema(f)]));
  return z.object(shape) as unknown as z.ZodObject<OutputShape<Fs>>;
}

// The derived lists live beside this file; importers may take them from here.
export * from './field-lists';
