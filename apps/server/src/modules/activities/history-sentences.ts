import type { JsonValue } from '../../db/types';

type Details = { [key: string]: JsonValue };

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
const text = (value: JsonValue | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** 'Contact updated' from CONTACT_UPDATED; the record word for the lead is 'Lead' (docs/product/beyond-the-spec.md#shared-server-state). */
function humanize(actionType: string) {
  const phrase = words(actionType.replace(/^DEAL_/, 'LEAD_'));
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** Field names an update changed, from either audit shape: `changed: [names]` or `changes: { name: {from, to} }`. */
function changedNames(details: Details): string[] {
  if (Array.isArray(details.changed)) return details.changed.filter((c): c is string => typeof c === 'string');
  const changes = details.changes;
  if (changes && typeof changes === 'object' && !Array.isArray(changes)) return Object.keys(changes);
  return [];
}

/** A status change recorded as `changes.status = { from, to }`. */
function statusChange(details: Details): { from: string; to: string } | undefined {
  const changes = details.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return undefined;
  const status = changes.status;
  if (!status || typeof status !== 'object' || Array.isArray(status)) return undefined;
  return { from: text(status.from), to: text(status.to) };
}

/**
 * One audit entry of a record as a sentence for its timeline, e.g. 'Stage changed from Contacted to
 * Proposal Sent by Ada Admin' or 'Status set to Interviewing by Rita Recruiter'.
 */
export function historySentence(actionType: string, userName: string | null, details: Details): string {
  const by = ` by ${userName ?? 'someone'}`;
  if (actionType === 'DEAL_MOVED') return `Stage changed from ${text(details.fromStage)} to ${text(details.toStage)}${by}`;
  if (actionType === 'DEAL_CREATED' && text(details.stage)) return `Lead created in ${text(details.stage)}${by}`;
  if (actionType === 'APPLICATION_MOVED') return `Stage for ${text(details.jobTitle)} changed from ${text(details.fromStage)} to ${text(details.toStage)}${by}`;
  if (actionType === 'APPLICATION_ADDED') return `Added to ${text(details.jobTitle)} in ${text(details.stage)}${by}`;
  if (actionType === 'INTERVIEW_SCHEDULED') return `Interview for ${text(details.jobTitle)} scheduled${by}`;
  if (actionType === 'INTERVIEW_RESCHEDULED') return `Interview for ${text(details.jobTitle)} rescheduled${by}`;
  if (actionType === 'INTERVIEW_CANCELLED') return `Interview for ${text(details.jobTitle)} cancelled${by}`;
  if (actionType === 'SCORECARD_RECORDED') return `Scorecard for ${text(details.jobTitle)} recorded${by}`;
  if (actionType === 'APPLICANT_SCREENED') return `Resume screened${by}`;
  if (actionType === 'CANDIDATE_EMAIL_SENT') return `E-mail “${text(details.template)}” sent${by}`;
  if (actionType === 'PERSONAL_DATA_EXPORTED') return `Personal data exported${by}`;
  if (actionType === 'PERSONAL_DATA_ERASED') return `Personal data erased${by}`;
  if (actionType.endsWith('_UPDATED')) {
    const status = statusChange(details);
    const others = changedNames(details).filter((n) => !(status && n === 'status'));
    const parts = [
      ...(status ? [`Status set to ${status.to}`] : []),
      ...(others.length ? [`${status ? 'also changed' : `${humanize(actionType)}:`} ${others.map(words).join(', ')}`] : []),
    ];
    if (parts.length) return `${parts.join('; ')}${by}`;
  }
  return `${humanize(actionType)}${by}`;
}
