/**
 * A small JobPosting checker written from Google's documented rules for job-posting structured data
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): the required and
 * recommended properties and their value types. `errors` would keep a posting out of Google's job
 * search; `warnings` are recommended properties that are missing.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/.test(v);
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const EMPLOYMENT = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

export function checkJobPosting(posting: Json): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (posting['@context'] !== 'https://schema.org' || posting['@type'] !== 'JobPosting') errors.push('not a schema.org JobPosting');
  if (!nonEmpty(posting.title)) errors.push('title: required text');
  if (!nonEmpty(posting.description)) errors.push('description: required (HTML allowed)');
  if (!isoDate(posting.datePosted)) errors.push('datePosted: required ISO 8601 date');

  const org = posting.hiringOrganization;
  if (!isObject(org) || org['@type'] !== 'Organization' || !nonEmpty(org.name))
    errors.push('hiringOrganization: required Organization with a name');
  else {
    if (org.sameAs !== undefined && !isUrl(org.sameAs)) errors.push('hiringOrganization.sameAs: a URL');
    if (org.logo !== undefined && !isUrl(org.logo)) errors.push('hiringOrganization.logo: a URL');
  }

  const telecommute = posting.jobLocationType === 'TELECOMMUTE';
  if (posting.jobLocationType !== undefined && !telecommute) errors.push('jobLocationType: only TELECOMMUTE');
  if (telecommute) {
    const needs = posting.applicantLocationRequirements;
    const list = Array.isArray(needs) ? needs : [needs];
    if (needs === undefined || list.length === 0) errors.push('applicantLocationRequirements: required with TELECOMMUTE');
    for (const area of needs === undefined ? [] : list)
      if (!isObject(area) || !['Country', 'State', 'AdministrativeArea'].includes(String(area['@type'])) || !nonEmpty(area.name))
        errors.push('applicantLocationRequirements: Country / AdministrativeArea with a name');
  }
  if (posting.jobLocation === undefined) {
    if (!telecommute) errors.push('jobLocation: required unless TELECOMMUTE');
  } else {
    for (const place of Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation]) {
      const address = isObject(place) ? place.address : undefined;
      if (!isObject(place) || place['@type'] !== 'Place' || !isObject(address) || address['@type'] !== 'PostalAddress')
        errors.push('jobLocation: Place with a PostalAddress');
      else if (!/^[A-Z]{2}$/.test(String(address.addressCountry))) errors.push('jobLocation.address.addressCountry: ISO 3166-1 alpha-2');
    }
  }

  if (posting.validThrough === undefined) warnings.push('validThrough');
  else if (!isoDate(posting.validThrough)) errors.push('validThrough: ISO 8601');
  if (posting.employmentType === undefined) warnings.push('employmentType');
  else if (![posting.employmentType].flat().every((t) => EMPLOYMENT.includes(String(t)))) errors.push('employmentType: a known value');
  const id = posting.identifier;
  if (id === undefined) warnings.push('identifier');
  else if (!isObject(id) || id['@type'] !== 'PropertyValue' || !nonEmpty(id.name) || !nonEmpty(id.value))
    errors.push('identifier: PropertyValue');
  const salary = posting.baseSalary;
  if (salary === undefined) warnings.push('baseSalary');
  else {
    const value = isObject(salary) ? salary.value : undefined;
    if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount' || !/^[A-Z]{3}$/.test(String(salary.currency)))
      errors.push('baseSalary: MonetaryAmount with an ISO 4217 currency');
    else if (!isObject(value) || value['@type'] !== 'QuantitativeValue' || !UNITS.includes(String(value.unitText)))
      errors.push('baseSalary.value: QuantitativeValue with unitText HOUR/DAY/WEEK/MONTH/YEAR');
    else {
      const figures = ['value', 'minValue', 'maxValue'].filter((k) => value[k] !== undefined);
      if (figures.length === 0 || figures.some((k) => typeof value[k] !== 'number')) errors.push('baseSalary.value: numbers');
      if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.maxValue < value.minValue)
        errors.push('baseSalary.value: maxValue < minValue');
    }
  }
  return { errors, warnings };
}
