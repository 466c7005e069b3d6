import { EMPLOYMENT_TYPES } from '@keel/shared/jobs';
import type { CareersFilters } from '@keel/shared/careers';
import { paths } from '@keel/shared/paths';
import { escapeHtml as esc } from '../../platform/mail/mail-templates';

/**
 * Markup of the careers pages (decision 0036). Every value from the database or the request goes
 * through `esc`. The classes are the public site's (Tailwind scans this folder: apps/web/src/styles.css).
 */
export { esc };

export const buttonClass =
  'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-md bg-accent-700 px-6 text-base font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-accent-800';
export const outlineButtonClass =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-800 shadow-sm hover:bg-slate-50';
export const fieldClass =
  'mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-accent-600 aria-invalid:border-red-600';
export const labelClass = 'block text-sm font-medium text-slate-800';
export const linkClass = 'font-medium text-accent-700 underline-offset-4 hover:underline';

/** Multi-line text as typed: line breaks kept, nothing interpreted as markup. */
export const prose = (text: string) => `<div class="whitespace-pre-line text-slate-700">${esc(text)}</div>`;

// One formatter for all: building one per date (toLocaleDateString with options) cost ~1 ms each, most of a 50-job list's time.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
export const formatDate = (date: Date) => DATE_FORMAT.format(date);
export const dateTag = (date: Date) => `<time datetime="${date.toISOString().slice(0, 10)}">${esc(formatDate(date))}</time>`;

/** The headline band of a public page (the look of PageHeader in the web app). */
export function pageHeader(title: string, eyebrow: string, intro?: string, extra = ''): string {
  return `<section class="relative isolate overflow-hidden bg-brand-950 text-white">
<div class="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
<p class="text-sm font-semibold tracking-widest text-accent-300 uppercase">${esc(eyebrow)}</p>
<h1 class="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">${esc(title)}</h1>
<div class="mt-6 h-1 w-16 rounded-full bg-accent-400" aria-hidden="true"></div>
${intro ? `<p class="mt-6 max-w-3xl text-lg text-brand-100">${esc(intro)}</p>` : ''}${extra}
</div></section>`;
}

/** A white band holding the page's content. */
export const band = (inner: string, label?: string) =>
  `<section ${label ? `aria-label="${esc(label)}" ` : ''}class="bg-white py-12 sm:py-16"><div class="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">${inner}</div></section>`;

export interface ListedJob {
  job_id: string;
  title: string;
  department: string | null;
  location: string | null;
  employment_type: string | null;
  date_posted: Date;
}

const facts = (job: Pick<ListedJob, 'department' | 'location' | 'employment_type'>) =>
  [job.department, job.location, job.employment_type].filter((v): v is string => !!v);

export const factsLine = (job: Pick<ListedJob, 'department' | 'location' | 'employment_type'>) =>
  facts(job).map(esc).join('<span aria-hidden="true"> · </span>');

function select(name: keyof CareersFilters, label: string, options: readonly string[], chosen: string | undefined): string {
  const id = `filter-${name}`;
  const items = [
    `<option value="">All</option>`,
    ...options.map((o) => `<option value="${esc(o)}"${o === chosen ? ' selected' : ''}>${esc(o)}</option>`),
  ];
  return `<div><label for="${id}" class="${labelClass}">${esc(label)}</label><select id="${id}" name="${name}" class="${fieldClass} h-10">${items.join('')}</select></div>`;
}

/** /careers: the filters (a GET form, no JavaScript needed) and the open jobs. */
export function careersListBody(
  jobs: ListedJob[],
  facets: { departments: string[]; locations: string[] },
  filters: CareersFilters,
): string {
  const filtered = filters.department !== undefined || filters.location !== undefined || filters.type !== undefined;
  const form = `<form method="get" action="${paths.careers}" aria-label="Filter jobs" class="grid gap-4 rounded-2xl bg-slate-50 p-5 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
${select('department', 'Department', facets.departments, filters.department)}
${select('location', 'Location', facets.locations, filters.location)}
${select('type', 'Employment type', EMPLOYMENT_TYPES, filters.type)}
<div class="flex gap-3"><button type="submit" class="${outlineButtonClass}">Show jobs</button>${filtered ? `<a href="${paths.careers}" class="${linkClass} self-center text-sm">Clear filters</a>` : ''}</div>
</form>`;
  const counted = jobs.length === 1 ? '1 open position' : `${jobs.length} open positions`;
  const count = `<p class="mt-8 text-sm text-slate-600" role="status">${counted}${filtered ? (jobs.length === 1 ? ' matches your filters' : ' match your filters') : ''}.</p>`;
  const list =
    jobs.length === 0
      ? `<p class="mt-4 text-slate-700">${filtered ? 'No open positions match your filters.' : 'There are no open positions right now. Please check back soon.'}</p>`
      : `<ul class="mt-4 divide-y divide-slate-200 border-y border-slate-200">${jobs
          .map(
            (job) => `<li class="flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:justify-between">
<div><h2 class="text-lg font-semibold text-slate-900"><a href="${paths.careersJob(job.job_id)}" class="hover:text-accent-700 hover:underline">${esc(job.title)}</a></h2>
<p class="mt-1 text-sm text-slate-600">${factsLine(job)}</p></div>
<p class="text-sm text-slate-600">Posted ${dateTag(job.date_posted)}</p></li>`,
          )
          .join('')}</ul>`;
  return (
    pageHeader(
      'Careers',
      'Join us',
      'Work with senior consultants on IT projects that matter. These are the positions we are hiring for now.',
    ) + band(form + count + list, 'Open positions')
  );
}

/** A short message page (not found, refused, too many requests…) with a way back to the jobs. */
export function messageBody(title: string, message: string, eyebrow = 'Careers', anchor?: string): string {
  const header = pageHeader(title, eyebrow);
  return (
    (anchor ? `<div id="${anchor}">${header}</div>` : header) +
    band(
      `<p class="max-w-3xl text-lg text-slate-700">${esc(message)}</p><p class="mt-6"><a href="${paths.careers}" class="${linkClass}">See all open positions</a></p>`,
    )
  );
}
