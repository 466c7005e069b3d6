import type { JobFacts } from '@keel/shared/job-facts';
import type { EmploymentType } from '@keel/shared/jobs';
import { paths } from '@keel/shared/paths';
import { site } from '@keel/shared/site';
import { jobDescriptionHtml } from './job-description-html';
import type { PublicJob } from './careers.service';

/**
 * The open jobs as XML for job boards and feed readers (decision 0077): RSS 2.0 and Indeed's XML
 * feed. Every value is XML-escaped; characters XML 1.0 does not allow are dropped. Apply links
 * carry `?source=` so the application records where it came from.
 */

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- removing what XML 1.0 forbids is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xml = (value: string | number) =>
  String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xml(value)}</${name}>`;

const applyUrl = (origin: string, job: PublicJob, source: string) => `${origin}${paths.careersJob(job.job_id)}?source=${source}`;

/** RFC 822 dates, as RSS 2.0 asks. */
const rfc822 = (date: Date) => date.toUTCString();

export function rssFeed(jobs: PublicJob[], origin: string, now = new Date()): string {
  const items = jobs.map((job) => {
    const url = applyUrl(origin, job, 'rss');
    return `<item>${element('title', job.title)}${element('link', url)}<guid isPermaLink="false">${xml(job.job_id)}</guid>${element('pubDate', rfc822(job.date_posted))}${element('category', job.department)}${element('description', jobDescriptionHtml(job))}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${element('title', `Jobs at ${site.firmName}`)}${element('link', origin + paths.careers)}${element('description', `Open positions at ${site.firmName}.`)}<atom:link href="${xml(origin + paths.careersRss)}" rel="self" type="application/rss+xml"/>${element('language', 'en')}${element('lastBuildDate', rfc822(now))}
${items.join('\n')}
</channel></rss>
`;
}

/** Indeed's jobtype values. */
const INDEED_JOB_TYPE: Record<EmploymentType, string> = {
  'Full-time': 'fulltime',
  'Part-time': 'parttime',
  Contract: 'contract',
  Temporary: 'temporary',
  Internship: 'internship',
};

const formatAmount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The entered salary in words, as Indeed reads it and the job page shows it ('CHF 120,000 - 140,000 per year'); nothing when not entered. */
export function salaryWords(job: JobFacts): string | null {
  const { salary_currency: currency, salary_unit: unit, salary_min: min, salary_max: max } = job;
  if (!currency || !unit || (min === null && max === null)) return null;
  const figures =
    min !== null && max !== null
      ? min === max
        ? formatAmount(min)
        : `${formatAmount(min)} - ${formatAmount(max)}`
      : formatAmount((min ?? max)!);
  return `${currency} ${max !== null && min === null ? 'up to ' : ''}${figures} per ${unit}`;
}

function indeedJob(job: PublicJob, origin: string): string {
  const remote = job.workplace_type === 'remote';
  const country = job.location_country ?? (remote && job.remote_countries.length === 1 ? job.remote_countries[0] : null);
  return `<job>${[
    element('title', job.title),
    element('date', rfc822(job.date_posted)),
    element('referencenumber', job.job_id),
    element('url', applyUrl(origin, job, 'indeed')),
    element('company', site.firmName),
    element('sourcename', site.firmName),
    element('city', remote ? null : job.location_city),
    element('state', remote ? null : job.location_region),
    element('country', country),
    element('description', jobDescriptionHtml(job)),
    element('salary', salaryWords(job)),
    element('jobtype', job.employment_type ? INDEED_JOB_TYPE[job.employment_type] : null),
    element('category', job.department),
    element('remotetype', remote ? 'Fully remote' : job.workplace_type === 'hybrid' ? 'Hybrid remote' : null),
    element('expirationdate', job.closing_date),
  ].join('')}</job>`;
}

export function indeedFeed(jobs: PublicJob[], origin: string, now = new Date()): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<source>${element('publisher', site.firmName)}${element('publisherurl', origin)}${element('lastBuildDate', rfc822(now))}
${jobs.map((job) => indeedJob(job, origin)).join('\n')}
</source>
`;
}
