import type { JsonValue } from '../../db/types';

type Details = { [key: string]: JsonValue };

/**
 * The one voice of every record's history (contacts, companies, leads, jobs, applicants): who did
 * what, in the active voice, values in curly quotes, ending with a full stop, e.g.
 * 'Ada Admin changed job title from “CTO” to “CEO”.' or 'Ada Admin moved the lead from “Contacted”
 * to “Proposal Sent”.' The audit module owns it as the owner of history; timelines only call it.
 */

/** The record an action type is about, as a reader says it; the deal is the 'lead' (docs/product/beyond-the-spec.md#shared-server-state). */
const NOUNS: Record<string, string> = { CONTACT: 'contact', COMPANY: 'company', DEAL: 'lead', JOB: 'job', APPLICANT: 'applicant' };
const RECORD_NOUNS: Record<string, string> = { deal: 'lead' };

/** A field's name as a reader says it: job_title → 'job title', zipCode → 'zip code'. */
function fieldName(field: string): string {
  const special: Record<string, string> = { company_id: 'company', assigned_sales_rep_id: 'assigned sales rep', is_inquiry: 'status' };
  return (
    special[field] ??
    field
      .replace(/_id$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  );
}

function shown(value: JsonValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'empty';
  if (Array.isArray(value)) return `“${value.join(', ')}”`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return `“${String(value)}”`;
}

/** A text detail in curly quotes: '“Senior Engineer”', or '' when the entry has none. */
function quoted(value: JsonValue | undefined): string {
  return typeof value === 'string' || typeof value === 'number' ? `“${String(value)}”` : '';
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

/** What an update changed, from either audit shape: `changes: { name: {from, to} }` or `changed: [names]`. */
function changes(details: Details): string[] {
  const named = details.changes;
  if (named && typeof named === 'object' && !Array.isArray(named))
    return Object.entries(named).map(([field, value]) => change(field, value));
  if (Array.isArray(details.changed)) return details.changed.filter((c): c is string => typeof c === 'string').map(fieldName);
  return [];
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The sentence after the actor's name for the action types that say more than created/updated/deleted. */
function particular(actionType: string, details: Details): string | undefined {
  const job = quoted(details.jobTitle);
  switch (actionType) {
    case 'NEW_INQUIRY_SUBMITTED':
      return 'submitted an inquiry';
    case 'APPLICATION_RECEIVED':
      return `received an application for ${job}`;
    case 'DEAL_MOVED':
      return `moved the lead from ${quoted(details.fromStage)} to ${quoted(details.toStage)}`;
    case 'APPLICATION_MOVED':
      return `moved the application for ${job} from ${quoted(details.fromStage)} to ${quoted(details.toStage)}`;
    case 'APPLICATION_ADDED':
      return `added the applicant to ${job} in ${quoted(details.stage)}`;
    case 'OFFER_ACCEPTED':
      return `recorded the accepted offer for ${job}, starting ${quoted(details.startsOn)}`;
    case 'OFFER_ACCEPTANCE_REMOVED':
      return `removed the accepted offer for ${job}`;
    case 'INTERVIEW_SCHEDULED':
      return `scheduled an interview for ${job}`;
    case 'INTERVIEW_RESCHEDULED':
      return `rescheduled the interview for ${job}`;
    case 'INTERVIEW_CANCELLED':
      return `cancelled the interview for ${job}`;
    case 'SCORECARD_RECORDED':
      return `recorded a scorecard for ${job}`;
    case 'HIRING_TEAM_CHANGED':
      return 'set the hiring team';
    case 'INTERVIEW_KIT_UPDATED':
      return 'set the interview kit';
    case 'APPLICANT_SCREENED':
      return 'screened the resume';
    case 'CANDIDATE_EMAIL_SENT':
      return `sent the e-mail ${quoted(details.template)}`;
    case 'PERSONAL_DATA_EXPORTED':
      return 'exported the personal data';
    case 'PERSONAL_DATA_ERASED':
      return 'erased the personal data';
    case 'DEMAND_CREATED':
      return `added the demand ${quoted(details.role)}`;
    case 'DEMAND_UPDATED':
      return `changed the demand ${quoted(details.role)}`;
    case 'DEMAND_DELETED':
      return `removed the demand ${quoted(details.role)}`;
    case 'CONSULTANT_PROPOSED':
      return `proposed ${quoted(details.consultant)} for ${quoted(details.role)} on ${quoted(details.deal)}${details.fromCandidate ? ', carried over from their proposal as a candidate' : ''}`;
    case 'ALLOCATION_CONFIRMED':
      return `confirmed ${quoted(details.consultant)} for ${quoted(details.role)} on ${quoted(details.deal)} from ${String(details.from)} to ${String(details.to)} at ${String(details.pct)}%${typeof details.overDays === 'number' ? `, over-allocated up to ${String(details.peak)}% on ${details.overDays} days` : ''}`;
    case 'CONSULTANT_UPDATED':
      // Its entry names no fields (decision 0087), so the sentence names the record.
      return `saved the consultant ${quoted(details.name)}`;
    case 'PROPOSAL_WITHDRAWN':
      return `withdrew ${quoted(details.consultant)} from ${quoted(details.role)} on ${quoted(details.deal)}`;
    case 'ALLOCATION_ENDED':
      return details.removed
        ? `removed the allocation of ${quoted(details.consultant)} to ${quoted(details.role)} on ${quoted(details.deal)} before it started`
        : `ended the allocation of ${quoted(details.consultant)} to ${quoted(details.role)} on ${quoted(details.deal)} on ${String(details.to)}`;
    case 'ALLOCATION_EXTENDED': {
      const over =
        typeof details.overDays === 'number' ? `, over-allocated up to ${String(details.peak)}% on ${details.overDays} days` : '';
      const what = `the allocation of ${quoted(details.consultant)} to ${quoted(details.role)} on ${quoted(details.deal)}`;
      // Only the % changed: the end stayed where it was (decision 0109).
      return details.fromEnd === details.to
        ? `changed ${what} from ${String(details.fromPct)}% to ${String(details.pct)}% until ${String(details.to)}${over}`
        : `extended ${what} from ${String(details.fromEnd)} to ${String(details.to)} at ${String(details.pct)}%${over}`;
    }
    case 'JOB_MADE_FROM_DEMAND':
      return `made the job ${quoted(details.jobTitle)} from the demand ${quoted(details.role)}`;
    case 'CONSULTANT_MADE_FROM_APPLICANT':
      return `made the consultant ${quoted(details.consultant)} from the hired applicant ${quoted(details.applicant)}`;
    case 'CANDIDATE_PROPOSED':
      return `proposed the candidate ${quoted(details.candidate)} for ${quoted(details.role)} on ${quoted(details.deal)}`;
    case 'CANDIDATE_PROPOSAL_WITHDRAWN':
      return `withdrew the candidate ${quoted(details.candidate)} from ${quoted(details.role)} on ${quoted(details.deal)}`;
    case 'CONSULTANT_PROFILE_SHARED':
      return `shared the profile of ${quoted(details.consultant)} with ${quoted(details.contact)} (${details.anonymised ? 'anonymised' : 'named'})`;
    default:
      return undefined;
  }
}

/**
 * An audit entry about a record as the sentence its timeline shows. `recordType` is the record
 * whose timeline it is ('contact', 'company', 'deal', 'job', 'applicant'): it names the record when
 * the action type does not.
 */
export function historySentence(actionType: string, userName: string | null, details: Details, recordType: string): string {
  const who = userName ?? 'Someone';
  const said = particular(actionType, details);
  if (said) return `${who} ${said}.`;
  const noun = NOUNS[actionType.slice(0, actionType.indexOf('_'))] ?? RECORD_NOUNS[recordType] ?? recordType;
  const name = typeof details.name === 'string' ? ` “${details.name}”` : '';
  if (actionType.endsWith('_CREATED')) {
    const stage = quoted(details.stage);
    return `${who} created the ${noun}${name}${stage ? ` in ${stage}` : ''}.`;
  }
  if (actionType.endsWith('_DELETED')) return `${who} deleted the ${noun}${name}.`;
  if (actionType.endsWith('_UPDATED')) {
    const changed = changes(details);
    const how = details.bulk === true ? ' (bulk edit)' : '';
    return changed.length ? `${who} changed ${list(changed)}${how}.` : `${who} saved the ${noun} without changes${how}.`;
  }
  const action = actionType
    .replace(/^DEAL_/, 'LEAD_')
    .toLowerCase()
    .replace(/_/g, ' ');
  return `${who}: ${action}.`;
}
