import type { JsonValue } from '../../db/types';

type Details = { [key: string]: JsonValue };

/** A field's name as a reader says it: job_title → 'job title', zipCode → 'zip code'. */
function fieldName(field: string): string {
  const special: Record<string, string> = { company_id: 'company', assigned_sales_rep_id: 'assigned sales rep', is_inquiry: 'status' };
  return special[field] ?? field.replace(/_id$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
}

function shown(value: JsonValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'empty';
  if (Array.isArray(value)) return `“${value.join(', ')}”`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return `“${String(value)}”`;
}

/** 'job title from “CTO” to “CEO”'; ids and long texts are named without their values. */
function change(field: string, value: JsonValue): string {
  const name = fieldName(field);
  if (field === 'is_inquiry' && value && typeof value === 'object' && !Array.isArray(value) && 'to' in value) {
    return `status to “${value.to ? 'Inquiry' : 'Contact'}”`;
  }
  if (field.endsWith('_id') || !value || typeof value !== 'object' || Array.isArray(value) || !('to' in value)) return name;
  return `${name} from ${shown(value.from ?? null)} to ${shown(value.to ?? null)}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const asObject = (value: JsonValue | undefined): Details =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/**
 * An audit entry about a record as a sentence a user reads on the record's page, e.g.
 * 'Ada Admin changed job title from “CTO” to “CEO”.' `noun` is 'contact' or 'company'.
 */
export function historySentence(actionType: string, userName: string | null, details: Details, noun: string): string {
  const who = userName ?? 'Someone';
  const name = typeof details.name === 'string' ? ` “${details.name}”` : '';
  if (actionType.endsWith('_CREATED')) return `${who} created the ${noun}${name}.`;
  if (actionType.endsWith('_DELETED')) return `${who} deleted the ${noun}${name}.`;
  if (actionType.endsWith('_UPDATED')) {
    const changes = Object.entries(asObject(details.changes)).map(([field, value]) => change(field, value));
    const how = details.bulk === true ? ' (bulk edit)' : '';
    return changes.length ? `${who} changed ${list(changes)}${how}.` : `${who} saved the ${noun} without changes${how}.`;
  }
  const action = actionType.toLowerCase().replace(/_/g, ' ');
  return `${who}: ${action}.`;
}
