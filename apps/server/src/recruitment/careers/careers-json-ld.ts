import { countryName, type JobFacts } from '@keel/shared/job-facts';
import type { EmploymentType } from '@keel/shared/jobs';
import { site } from '@keel/shared/site';
import { jobDescriptionHtml } from './job-description-html';

/** schema.org's employmentType values for our employment types (docs/product/texts-and-constants.md#employment-types). */
export const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
};

export interface PostingJob extends JobFacts {
  job_id: string;
  title: string;
  description: string;
  requirements: string;
  date_posted: Date;
  employment_type: EmploymentType | null;
}

/** The salary as schema.org's MonetaryAmount, only when currency, period and a figure were entered. */
export function baseSalary(job: JobFacts) {
  const { salary_currency: currency, salary_unit: unit, salary_min: min, salary_max: max } = job;
  if (!currency || !unit || (min === null && max === null)) return undefined;
  const figures =
    min !== null && max !== null && min === max
      ? { value: min }
      : { ...(min !== null ? { minValue: min } : {}), ...(max !== null ? { maxValue: max } : {}) };
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...figures, unitText: unit.toUpperCase() } };
}

/** Where the job is: a remote job is TELECOMMUTE with the countries it accepts; otherwise the place entered, if its country is known. */
function place(job: JobFacts) {
  if (job.workplace_type === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: job.remote_countries.map((code) => ({ '@type': 'Country', name: countryName(code) })),
    };
  }
  if (!job.location_country) return {};
  const address = {
    '@type': 'PostalAddress',
    ...(job.location_city ? { addressLocality: job.location_city } : {}),
    ...(job.location_region ? { addressRegion: job.location_region } : {}),
    addressCountry: job.location_country,
  };
  return { jobLocation: { '@type': 'Place', address } };
}

/**
 * The `JobPosting` of one open job, so search engines can list it (schema.org; Google's JobPosting
 * rules). Built from the job's structured facts only (decision 0077): what is not entered is left
 * out, never guessed from the free-text location or salary.
 */
export function jobPostingJsonLd(job: PostingJob, url: string, origin: string) {
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: site.firmName, value: job.job_id },
    datePosted: job.date_posted.toISOString().slice(0, 10),
    // The closing day is the last one on which applications are taken (UTC).
    ...(job.closing_date ? { validThrough: `${job.closing_date}T23:59:59Z` } : {}),
    ...(job.employment_type ? { employmentType: EMPLOYMENT_TYPE[job.employment_type] } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.firmName, sameAs: origin, logo: origin + site.logoPath },
    ...place(job),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url,
  };
}
