import { RESUME_ACCEPT } from '@keel/shared/applicants';
import { CAREERS_MESSAGES, CAREERS_RESUME_FIELD, PRIVACY_NOTICE } from '@keel/shared/careers';
import { HONEYPOT_FIELD } from '@keel/shared/contact-messages';
import type { JobFacts } from '@keel/shared/job-facts';
import type { EmploymentType } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { site } from '@keel/shared/site';
import { salaryWords } from './careers-feeds';
import { band, buttonClass, dateTag, esc, factsLine, fieldClass, labelClass, linkClass, pageHeader, prose } from './careers-html';

export interface JobPageJob extends JobFacts {
  job_id: string;
  /** Open and not past its closing date (decision 0077). */
  open: boolean;
  title: string;
  department: string | null;
  location: string | null;
  employment_type: EmploymentType | null;
  salary_range: string | null;
  description: string;
  requirements: string;
  status: string;
  date_posted: Date;
}

export interface ApplyFormState {
  /** What the candidate typed (shown again after an error; never the honeypot or the file). */
  values: Record<string, string>;
  /** Messages per field name. */
  errors: Record<string, string>;
  /** A message about the whole form (shown above it). */
  formError?: string;
}

export const EMPTY_FORM: ApplyFormState = { values: {}, errors: {} };

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  required?: boolean;
  hint?: string;
}

function field(spec: FieldSpec, state: ApplyFormState): string {
  const id = `apply-${spec.name.replace(/_/g, '-')}`;
  const error = state.errors[spec.name];
  const describedBy = error ? `${id}-error` : spec.hint ? `${id}-hint` : '';
  const common = `id="${id}" name="${spec.name}" class="${fieldClass}${spec.type === 'textarea' ? '' : ' h-10'}"${spec.required ? ' required' : ''}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  const value = esc(state.values[spec.name] ?? '');
  const control =
    spec.type === 'textarea'
      ? `<textarea ${common} rows="5" maxlength="3000">${value}</textarea>`
      : spec.type === 'file'
        ? `<input ${common} type="file" accept="${esc(RESUME_ACCEPT)}">`
        : // A web address is a text field with the URL keyboard: type="url" made the browser refuse 'linkedin.com/in/name', which the server takes (and stores with https://).
          `<input ${common} type="${spec.type === 'url' ? 'text" inputmode="url' : (spec.type ?? 'text')}" value="${value}"${spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : ''}>`;
  const hint = spec.hint && !error ? `<p id="${id}-hint" class="mt-1 text-xs text-slate-500">${esc(spec.hint)}</p>` : '';
  const message = error ? `<p id="${id}-error" class="mt-1 text-sm text-red-700">${esc(error)}</p>` : '';
  return `<div><label for="${id}" class="${labelClass}">${esc(spec.label)}${spec.required ? ' <span aria-hidden="true" class="text-red-700">*</span>' : ''}</label>${control}${hint}${message}</div>`;
}

/**
 * Where the page answering the Apply form opens: its thanks, or the summary of what to correct. The
 * answer has the job's own address, and without a fragment a phone's browser kept the form's scroll
 * position, leaving the thank-you above the screen.
 */
export const APPLY_RESULT_ANCHOR = 'apply-result';

/** The Apply form: a multipart POST to the job's own address, working without JavaScript. */
export function applyForm(job: JobPageJob, state: ApplyFormState, retentionMonths: number): string {
  const consentError = state.errors.consent;
  const summary =
    state.formError || Object.keys(state.errors).length > 0
      ? `<div id="${APPLY_RESULT_ANCHOR}" role="alert" class="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"><p class="font-semibold">${esc(state.formError ?? 'Please correct the fields marked below.')}</p></div>`
      : '';
  return `<form method="post" action="${paths.careersJob(job.job_id)}#${APPLY_RESULT_ANCHOR}" enctype="multipart/form-data" aria-labelledby="apply-title" class="relative space-y-5">
<h2 id="apply-title" class="text-2xl font-bold text-slate-900">Apply for this job</h2>
<p class="text-sm text-slate-600">Fields marked <span aria-hidden="true" class="text-red-700">*</span><span class="sr-only">with an asterisk</span> are required.</p>
${summary}
<div class="grid gap-5 sm:grid-cols-2">
${field({ name: 'first_name', label: 'First name', autocomplete: 'given-name', required: true }, state)}
${field({ name: 'last_name', label: 'Last name', autocomplete: 'family-name', required: true }, state)}
${field({ name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', required: true }, state)}
${field({ name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel' }, state)}
</div>
${field({ name: 'linkedin_url', label: 'LinkedIn profile', type: 'url', autocomplete: 'url', hint: 'For example https://www.linkedin.com/in/your-name' }, state)}
${field({ name: CAREERS_RESUME_FIELD, label: 'Resume', type: 'file', required: true, hint: 'PDF, DOC or DOCX, up to 10 MB.' }, state)}
${field({ name: 'cover_note', label: 'Short cover note', type: 'textarea', hint: 'Optional, up to 3,000 characters.' }, state)}
${state.values.source ? `<input type="hidden" name="source" value="${esc(state.values.source)}">` : ''}
<div aria-hidden="true" class="absolute -left-[10000px] h-px w-px overflow-hidden"><label for="apply-${HONEYPOT_FIELD}">Leave this field empty</label><input id="apply-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<div class="rounded-md border border-slate-200 bg-slate-50 p-4">
<h3 class="text-sm font-semibold text-slate-900">Privacy notice</h3>
<p id="privacy-notice" class="mt-1 text-sm text-slate-700">${esc(PRIVACY_NOTICE.text(site.firmName, retentionMonths))}</p>
<p class="mt-2 text-sm text-slate-700">We keep the data of candidates who are not hired for <strong>${retentionMonths} months</strong>, then delete it.</p>
<div class="mt-3 flex items-start gap-3">
<input id="apply-consent" name="consent" type="checkbox" value="yes" required class="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"${state.values.consent === 'yes' ? ' checked' : ''}${consentError ? ' aria-invalid="true"' : ''} aria-describedby="privacy-notice${consentError ? ' apply-consent-error' : ''}">
<label for="apply-consent" class="text-sm text-slate-800">I have read the privacy notice and agree that ${esc(site.firmName)} processes my application. <span aria-hidden="true" class="text-red-700">*</span></label>
</div>
${consentError ? `<p id="apply-consent-error" class="mt-2 text-sm text-red-700">${esc(consentError)}</p>` : ''}
</div>
<button type="submit" class="${buttonClass} w-full sm:w-auto">Submit application</button>
</form>`;
}

/** /careers/{job}: the job's details and, while it is Open, the Apply form. */
export function jobBody(job: JobPageJob, form: ApplyFormState | null, retentionMonths: number): string {
  const open = job.open;
  // The closing day is the last one on which applications are taken (decision 0077).
  const closing = open && job.closing_date ? ` · Applications close ${dateTag(new Date(`${job.closing_date}T00:00:00Z`))}` : '';
  const posted = `<p class="mt-4 text-brand-100">${factsLine(job)}</p><p class="mt-1 text-sm text-brand-200">Posted ${dateTag(job.date_posted)}${closing}</p>`;
  // The range as staff wrote it; else the salary entered with the pickers, in words.
  const salary = job.salary_range ?? salaryWords(job);
  const details = `<div class="space-y-8">
<div><h2 class="text-2xl font-bold text-slate-900">About the role</h2><div class="mt-3">${prose(job.description)}</div></div>
<div><h2 class="text-2xl font-bold text-slate-900">Requirements</h2><div class="mt-3">${prose(job.requirements)}</div></div>
${salary ? `<div><h2 class="text-2xl font-bold text-slate-900">Salary range</h2><p class="mt-3 text-slate-700">${esc(salary)}</p></div>` : ''}
<p><a href="${paths.careers}" class="${linkClass}">See all open positions</a></p>
</div>`;
  const side = open
    ? `<div class="rounded-2xl border border-slate-200 p-6 shadow-sm">${applyForm(job, form ?? { values: {}, errors: {} }, retentionMonths)}</div>`
    : `<div role="status" class="rounded-2xl border border-amber-300 bg-amber-50 p-6"><h2 class="text-lg font-semibold text-slate-900">Applications closed</h2><p class="mt-2 text-slate-800">${esc(CAREERS_MESSAGES.closed)}</p><p class="mt-4"><a href="${paths.careers}" class="${linkClass}">See the open positions</a></p></div>`;
  return (
    pageHeader(job.title, 'Careers', undefined, posted) +
    band(`<div class="grid gap-12 lg:grid-cols-2">${details}${side}</div>`, 'Job details')
  );
}
