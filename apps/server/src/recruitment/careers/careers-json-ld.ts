import type { EmploymentType } from '@keel/shared/jobs';
import { site } from '@keel/shared/site';

/** schema.org's employmentType values for our employment types (docs/product/texts-and-constants.md#employment-types). */
const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Internship: 'INTERN',
};

const CURRENCY: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/**
 * A salary range as staff type it ("$140k–$170k", "$45/hour", "90,000 - 110,000 USD") as
 * schema.org's MonetaryAmount: figures with k taken as thousands, the currency from its symbol or
 * code (USD when none), the period from the words (a year when none). Text without figures keeps
 * only its wording.
 */
export function baseSalary(text: string) {
  const figures = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kK])?/g)]
    .map((m) => Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter(Number.isFinite);
  const code = /\b(USD|EUR|GBP|CAD|AUD)\b/i.exec(text)?.[1]?.toUpperCase();
  const symbol = /[$€£]/.exec(text)?.[0];
  const unitText = /hour|hr\b/i.test(text)
    ? 'HOUR'
    : /day/i.test(text)
      ? 'DAY'
      : /week/i.test(text)
        ? 'WEEK'
        : /month/i.test(text)
          ? 'MONTH'
          : 'YEAR';
  const value =
    figures.length === 0
      ? { '@type': 'QuantitativeValue', description: text }
      : figures.length === 1
        ? { '@type': 'QuantitativeValue', value: figures[0], unitText }
        : {
            '@type': 'QuantitativeValue',
            minValue: Math.min(...figures.slice(0, 2)),
            maxValue: Math.max(...figures.slice(0, 2)),
            unitText,
          };
  return { '@type': 'MonetaryAmount', currency: code ?? (symbol ? CURRENCY[symbol] : 'USD'), value };
}

export interface PostingJob {
  title: string;
  description: string;
  requirements: string;
  date_posted: Date;
  employment_type: EmploymentType | null;
  location: string | null;
  salary_range: string | null;
}

/** The `JobPosting` of one open job, so search engines can list it (schema.org). */
export function jobPostingJsonLd(job: PostingJob, url: string, origin: string) {
  const address = site.contact.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.description}\n\nRequirements:\n${job.requirements}`,
    datePosted: job.date_posted.toISOString().slice(0, 10),
    ...(job.employment_type ? { employmentType: EMPLOYMENT_TYPE[job.employment_type] } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.firmName, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: job.location
        ? { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: address.country }
        : {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.zip,
            addressCountry: address.country,
          },
    },
    ...(job.salary_range ? { baseSalary: baseSalary(job.salary_range) } : {}),
    directApply: true,
    url,
  };
}
