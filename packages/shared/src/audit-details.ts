/**
 * An audit entry's details read as sentences, e.g. 'Updated contact Alicia Moreno.
 * Changed Status from New to Contacted; Phone from (empty) to 555-0101.' instead of `key: value`
 * and raw JSON. Keys used only by machines (ids, layouts) are left out.
 */

type Details = Record<string, unknown>;

/** Keys that mean nothing to a reader: ids and whole layouts. */
const HIDDEN = new Set(['survivorId', 'mergedId', 'userId', 'importId', 'contactId', 'companyId', 'widgetId', 'ownerId', 'layout', 'path']);
/** Keys the opening sentence or a dedicated phrase already covers. */
const SUBJECT_KEYS = ['name', 'title', 'dashboardName', 'dealName', 'leadName', 'fileName'];

const ENTITIES: [prefix: string, word: string][] = [
  ['CANDIDATE_TEMPLATE_', 'candidate e-mail template'],
  ['TEAM_MEMBER_', 'team member'],
  ['TEAM_', 'team member'],
  ['API_KEY_', 'API key'],
  ['CONTACT_MESSAGE_', 'message'],
  ['CONTACT_', 'contact'],
  ['COMPANY_', 'company'],
  ['DEAL_', 'lead'],
  ['STAGE_', 'stage'],
  ['JOB_', 'job'],
  ['APPLICANT_', 'applicant'],
  ['LOGO_', 'logo'],
  ['WIDGET_', 'widget'],
  ['REPORT_', 'report'],
  ['DASHBOARD_', 'dashboard'],
];

const VERBS: Record<string, string> = {
  CREATED: 'Created',
  ADDED: 'Added',
  UPDATED: 'Updated',
  DELETED: 'Deleted',
  REMOVED: 'Removed',
  UPLOADED: 'Uploaded',
  MOVED: 'Moved',
  SCREENED: 'Screened',
  REVOKED: 'Revoked',
  DEACTIVATED: 'Deactivated',
  REACTIVATED: 'Reactivated',
  RECEIVED: 'Received',
  HANDLED: 'Handled',
  ROLE_CHANGED: 'Changed the role of',
  TITLE_UPDATED: 'Renamed',
  CONFIGURED: 'Configured',
  LAYOUT_CHANGED: 'Changed the layout of',
  MANUAL_SAVE: 'Saved',
  SAVED_AS_TEMPLATE: 'Tried to save as a template',
};

const LABELS: Record<string, string> = { ats: 'ATS', url: 'URL', id: 'ID', ip: 'IP', utm: 'UTM', linkedin: 'LinkedIn' };

/** 'last_contact_date' and 'lastContactDate' → 'Last contact date'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => LABELS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as a reader sees it: '(empty)' for nothing, lists joined, long text shortened. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '(empty)';
  if (typeof value === 'object') {
    return Object.entries(value as Details)
      .map(([k, v]) => `${fieldLabel(k).toLowerCase()} ${valueText(v)}`)
      .join(', ');
  }
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

const isRecord = (v: unknown): v is Details => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'Changed Status from New to Contacted; Phone from (empty) to 555-0101.' */
function changesSentence(changes: unknown): string | undefined {
  if (Array.isArray(changes)) return changes.length ? `Changed ${changes.map((c) => fieldLabel(String(c))).join(', ')}.` : undefined;
  if (!isRecord(changes)) return undefined;
  const parts = Object.entries(changes).map(([field, change]) => {
    if (isRecord(change) && ('from' in change || 'to' in change))
      return `${fieldLabel(field)} from ${valueText(change.from)} to ${valueText(change.to)}`;
    if (isRecord(change) && change.changed === true) return fieldLabel(field);
    return `${fieldLabel(field)} to ${valueText(change)}`;
  });
  return parts.length ? `Changed ${parts.join('; ')}.` : 'Nothing changed.';
}

function opening(actionType: string, details: Details): string | undefined {
  const entity = ENTITIES.find(([prefix]) => actionType.startsWith(prefix));
  const verb = entity ? VERBS[actionType.slice(entity[0].length)] : undefined;
  const subject = SUBJECT_KEYS.map((k) => details[k]).find((v) => typeof v === 'string' && v !== '') as string | undefined;
  if (!entity || !verb) return undefined;
  const email = typeof details.email === 'string' ? ` (${details.email})` : '';
  const move =
    'fromStage' in details || 'toStage' in details
      ? ` from ${valueText(details.fromStage)} to ${valueText(details.toStage)}`
      : 'from' in details || 'to' in details
        ? ` from ${valueText(details.from)} to ${valueText(details.to)}`
        : '';
  return `${verb} ${entity[1]}${subject ? ` ${subject}` : ''}${email}${move}.`;
}

const MOVED_WORDS: Record<string, [one: string, many: string]> = {
  deals: ['lead', 'leads'],
  contacts: ['contact', 'contacts'],
  jobs: ['job', 'jobs'],
  applications: ['application', 'applications'],
  applicationsForSameJob: ['application for a job both had (the kept one stays)', 'applications for jobs both had (the kept ones stay)'],
  activities: ['activity', 'activities'],
  auditEntries: ['history entry', 'history entries'],
};

/** 'Merged contact Al Moreno (al@x.com) into Alicia Moreno (alicia@x.com). Took Phone from the merged record: … Moved 2 leads, 1 activity.' */
const PAIR_WORDS: Record<string, string> = { contacts: 'contacts', companies: 'companies', applicants: 'applicants' };

/** 'Not a duplicate' and its undo: which two records, by the names shown on the Duplicates page. */
function dismissalSentence(actionType: string, d: Details): string {
  const named = (name: unknown, email: unknown) => `${valueText(name)}${typeof email === 'string' ? ` (${email})` : ''}`;
  const pair = `${PAIR_WORDS[String(d.kind)] ?? 'records'} ${named(d.firstName, d.firstEmail)} and ${named(d.secondName, d.secondEmail)}`;
  return actionType === 'DUPLICATE_DISMISSED'
    ? `Marked ${pair} as not duplicates.`
    : `Listed ${pair} as likely duplicates again (undid 'Not a duplicate').`;
}

function mergeSentence(actionType: string, d: Details): string {
  const entity = ENTITIES.find(([prefix]) => actionType.startsWith(prefix))?.[1] ?? 'record';
  const named = (name: unknown, email: unknown) => `${valueText(name)}${typeof email === 'string' ? ` (${email})` : ''}`;
  const parts = [`Merged ${entity} ${named(d.mergedName, d.mergedEmail)} into ${named(d.name, d.email)}.`];
  const taken = Array.isArray(d.fromMerged) ? d.fromMerged : [];
  const changed = isRecord(d.changes) && Object.keys(d.changes).length > 0 ? changesSentence(d.changes) : undefined;
  if (changed) parts.push(`Took from the merged record: ${changed.slice('Changed '.length)}`);
  else if (taken.length) parts.push(`Took ${taken.map((f) => fieldLabel(String(f))).join(', ')} from the merged record (the same values).`);
  else parts.push('Kept every value of the surviving record.');
  const moved = isRecord(d.moved) ? Object.entries(d.moved).filter(([, n]) => Number(n) > 0) : [];
  const words = moved.map(
    ([key, n]) =>
      `${Number(n)} ${(MOVED_WORDS[key] ?? [fieldLabel(key).toLowerCase(), fieldLabel(key).toLowerCase()])[Number(n) === 1 ? 0 : 1]}`,
  );
  parts.push(words.length ? `Moved ${words.join(', ')}.` : 'Nothing was linked to the merged record.');
  return parts.join(' ');
}

/** Sentences for the action types whose details have a shape of their own. */
function special(actionType: string, d: Details): string | undefined {
  switch (actionType) {
    case 'NEW_INQUIRY_SUBMITTED':
      return `Inquiry from ${valueText(d.leadName)}${typeof d.email === 'string' ? ` (${d.email})` : ''} created lead ${valueText(d.dealName)} in ${valueText(d.stage)}, assigned to ${valueText(d.assignedTo)}.`;
    case 'CONTACTS_IMPORTED':
      return `Imported ${valueText(d.fileName)}: ${Number(d.created ?? 0)} new, ${Number(d.updated ?? 0)} updated, ${Number(d.skipped ?? 0)} skipped${d.status && d.status !== 'done' ? ` (${valueText(d.status)})` : ''}.`;
    case 'CONTACTS_EXPORTED':
      return `Exported ${valueText(d.count)} contacts.`;
    case 'APPLICATION_MOVED':
      return `Moved the application of ${valueText(d.name)} for ${valueText(d.jobTitle)} from ${valueText(d.fromStage)} to ${valueText(d.toStage)}${d.rejectionReason ? ` (reason: ${valueText(d.rejectionReason)})` : ''}.`;
    case 'APPLICATION_WITHDRAWN':
      return `The candidate withdrew their application for ${valueText(d.jobTitle)} (was ${valueText(d.fromStage)}).`;
    case 'REJECTION_REASONS_UPDATED':
      return `Set the rejection reasons to ${Array.isArray(d.reasons) ? d.reasons.map(valueText).join(', ') || '(none)' : '(none)'}.`;
    case 'APPLICATION_ADDED':
      return `Added ${valueText(d.name)} to job ${valueText(d.jobTitle)} in ${valueText(d.stage)}.`;
    case 'OFFER_ACCEPTED':
      return `Recorded that ${valueText(d.name)} accepted the offer for ${valueText(d.jobTitle)}, starting ${valueText(d.startsOn)}.`;
    case 'OFFER_ACCEPTANCE_REMOVED':
      return `Removed the accepted offer of ${valueText(d.name)} for ${valueText(d.jobTitle)}.`;
    case 'INTERVIEW_SCHEDULED':
    case 'INTERVIEW_RESCHEDULED':
    case 'INTERVIEW_CANCELLED':
      return `${actionType === 'INTERVIEW_CANCELLED' ? 'Cancelled' : actionType === 'INTERVIEW_SCHEDULED' ? 'Scheduled' : 'Rescheduled'} the interview of ${valueText(d.name)} for ${valueText(d.jobTitle)} on ${valueText(d.startsAt)}.`;
    case 'INTERVIEW_KIT_UPDATED':
      return `Set the interview kit of ${valueText(d.title)}: ${Array.isArray(d.competencies) ? d.competencies.map(valueText).join(', ') || '(no competencies)' : '(no competencies)'}.`;
    case 'KIT_TEMPLATE_SAVED':
      return `Saved the interview kit template ${valueText(d.name)}.`;
    case 'KIT_TEMPLATE_DELETED':
      return `Deleted the interview kit template ${valueText(d.name)}.`;
    case 'SKILL_SAVED':
      return `Saved the skill ${valueText(d.name)}${Array.isArray(d.synonyms) && d.synonyms.length ? ` (synonyms: ${d.synonyms.map(valueText).join(', ')})` : ''}.`;
    case 'SKILL_DELETED':
      return `Deleted the skill ${valueText(d.name)}.`;
    case 'HIRING_TEAM_CHANGED':
      return `Set the hiring team of ${valueText(d.title)}: hiring manager ${d.hiringManager ? valueText(d.hiringManager) : '(none)'}; interviewers ${Array.isArray(d.interviewers) ? d.interviewers.map(valueText).join(', ') || '(none)' : '(none)'}.`;
    case 'SCORECARD_RECORDED':
      // Decision 0082: an overall recommendation; entries before it carry a 1–5 rating.
      return `Recorded a scorecard (${d.recommendation ? valueText(String(d.recommendation).replace('_', ' ')) : `${valueText(d.rating)} of 5`}) for ${valueText(d.name)}'s interview for ${valueText(d.jobTitle)}.`;
    case 'CANDIDATE_EMAIL_SENT':
      return `Sent e-mail “${valueText(d.template)}” to an applicant.`;
    case 'PERSONAL_DATA_EXPORTED':
      return `Exported the personal data of a${d.kind === 'applicant' ? 'n applicant' : ' contact'} (${Number(d.files ?? 0)} ${d.files === 1 ? 'file' : 'files'}).`;
    case 'PERSONAL_DATA_ERASED':
      return `Erased the personal data of a${d.kind === 'applicant' ? 'n applicant' : ' contact'}${d.reason === 'retention' ? ` after the ${valueText(d.months)}-month retention period` : ''}: ${Number(d.filesDeleted ?? 0)} files and ${Number(d.activitiesDeleted ?? 0)} activities deleted.`;
    case 'OFFICE_TIME_ZONE_CHANGED':
      return `Changed the office time zone from ${valueText(d.from)} to ${valueText(d.to)}.`;
    case 'STAFFING_SETTINGS_CHANGED':
      return `Set the staffing clock to start at ${valueText(d.clockStage)} and gap notices to look ${valueText(d.gapWeeksAhead)} weeks ahead.`;
    case 'RETENTION_PERIOD_CHANGED':
      return `Changed the retention period of applicants from ${valueText(d.from)} to ${valueText(d.to)} months.`;
    case 'LOST_REASONS_UPDATED':
      return `Set the lost reasons to ${Array.isArray(d.reasons) ? d.reasons.map(valueText).join(', ') || '(none)' : '(none)'}.`;
    case 'AUDIT_LOG_CLEARED':
      return `Cleared ${valueText(d.deleted)} entries.`;
    case 'SESSION_REVOKED':
      return `Signed out ${valueText(d.sessions)} ${d.sessions === 1 ? 'session' : 'sessions'}${d.everywhereElse ? ' everywhere else' : ''}${d.ipAddress ? ` (IP address ${valueText(d.ipAddress)})` : ''}.`;
    case 'CONTACT_MERGED':
    case 'COMPANY_MERGED':
    case 'APPLICANT_MERGED':
      return mergeSentence(actionType, d);
    case 'DUPLICATE_DISMISSED':
    case 'DUPLICATE_DISMISSAL_UNDONE':
      return dismissalSentence(actionType, d);
    case 'PASSWORD_CHANGED':
      return `Changed the password${d.otherSessionsSignedOut ? ` and signed out ${valueText(d.otherSessionsSignedOut)} other sessions` : ''}.`;
    default:
      return undefined;
  }
}

/** The rest, as 'Label value' phrases in one sentence. */
function restSentence(details: Details, covered: Set<string>): string | undefined {
  const parts = Object.entries(details)
    .filter(([k]) => !covered.has(k) && !HIDDEN.has(k))
    .map(([k, v]) => (k === 'unlinked' ? `Unlinked ${valueText(v)}` : `${fieldLabel(k)} ${valueText(v)}`));
  return parts.length ? `${parts.join('; ')}.` : undefined;
}

export function describeAuditDetails(actionType: string, details: Details): string {
  const own = special(actionType, details);
  if (own) return own;
  const first = opening(actionType, details);
  const covered = new Set(
    first ? [...SUBJECT_KEYS, 'email', 'from', 'to', 'fromStage', 'toStage', 'changes', 'changed'] : ['changes', 'changed'],
  );
  return [first, changesSentence(details.changes ?? details.changed), restSentence(details, covered)].filter(Boolean).join(' ');
}
