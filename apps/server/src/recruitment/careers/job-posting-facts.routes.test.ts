import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES, JOB_FACTS_MESSAGES } from '@keel/shared/job-facts';
import type { Job } from '@keel/shared/jobs';
import { checkJobPosting } from '../../test/google-job-posting';
import { type SignedIn, signInEveryRole } from '../../test/roles';
import { expectRecruitersAndAdminsOnly, jobBody } from '../../test/recruitment';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;
const ORIGIN = 'https://www.keel.example';

const jsonLd = (html: string) => {
  const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
};
const post = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/jobs', payload: jobBody(payload), cookie: as.recruiter.cookie });
async function postJob(payload: Record<string, unknown>): Promise<Job> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const postingOf = async (job: Job) => jsonLd((await t.request({ method: 'GET', url: `/careers/${job.job_id}` })).body)!;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

describe("a job's structured facts: the rules", () => {
  it('refuses a maximum below the minimum, a figure without currency or period, a city without country, a remote job without countries', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ salary_currency: 'CHF', salary_unit: 'year', salary_min: '140000', salary_max: '120000' }, 'salary_max', JOB_FACTS_MESSAGES.range],
      [{ salary_min: 50000, salary_unit: 'year' }, 'salary_currency', JOB_FACTS_MESSAGES.currency],
      [{ salary_min: 50000, salary_currency: 'EUR' }, 'salary_unit', JOB_FACTS_MESSAGES.unit],
      [{ salary_currency: 'EUR', salary_unit: 'year' }, 'salary_min', JOB_FACTS_MESSAGES.noAmount],
      [{ salary_min: '50.000', salary_currency: 'EUR', salary_unit: 'year' }, 'salary_min', JOB_FACTS_MESSAGES.amount],
      [{ location_city: 'Zürich' }, 'location_country', JOB_FACTS_MESSAGES.country],
      [{ workplace_type: 'remote' }, 'remote_countries', JOB_FACTS_MESSAGES.remoteCountries],
      [{ location_country: 'USA' }, 'location_country', 'Please choose a country from the list.'],
      [{ salary_currency: 'US$', salary_min: 1, salary_unit: 'hour' }, 'salary_currency', 'Please choose a currency from the list.'],
      [{ date_posted: '2026-11-20', closing_date: '2026-11-19' }, 'closing_date', JOB_FACTS_MESSAGES.closingBeforePosted],
      [{ closing_date: '2026-02-30' }, 'closing_date', JOB_FACTS_MESSAGES.closingDate],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(payload)).toBe(message);
    }
  });

  it('stores and returns them; a job that is not remote keeps no remote countries', async () => {
    const job = await postJob({
      location_city: ' Zürich ',
      location_country: 'CH',
      workplace_type: 'hybrid',
      remote_countries: ['DE'],
      salary_currency: 'CHF',
      salary_min: '120000',
      salary_max: '140000.50',
      salary_unit: 'year',
      closing_date: '2099-01-31',
    });
    expect(job).toMatchObject({
      location_city: 'Zürich',
      location_region: null,
      location_country: 'CH',
      workplace_type: 'hybrid',
      remote_countries: [],
      salary_currency: 'CHF',
      salary_min: 120000,
      salary_max: 140000.5,
      salary_unit: 'year',
      closing_date: '2099-01-31',
    });
  });
});

describe('JobPosting JSON-LD from the structured facts only', () => {
  const common = { employment_type: 'Full-time', date_posted: '2026-11-20', closing_date: '2099-12-31' };

  it("Zürich, CHF per year: every required and recommended property, valid by Google's rules", async () => {
    const job = await postJob({
      ...common,
      title: 'Cloud Architect',
      location: 'Zürich',
      salary_range: 'CHF 120,000 – 140,000 per year',
      location_city: 'Zürich',
      location_country: 'CH',
      workplace_type: 'on-site',
      salary_currency: 'CHF',
      salary_min: 120000,
      salary_max: 140000,
      salary_unit: 'year',
    });
    const posting = await postingOf(job);
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: [] });
    expect(posting).toMatchObject({
      validThrough: '2099-12-31T23:59:59Z',
      identifier: { '@type': 'PropertyValue', name: 'Keel Consulting', value: job.job_id },
      hiringOrganization: { '@type': 'Organization', name: 'Keel Consulting', sameAs: ORIGIN, logo: `${ORIGIN}/favicon.svg` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Zürich', addressCountry: 'CH' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CHF',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 140000, unitText: 'YEAR' },
      },
    });
  });

  it('Berlin, EUR per year', async () => {
    const job = await postJob({
      ...common,
      location: 'Berlin',
      salary_range: '€50.000 – €60.000 pro Jahr',
      location_city: 'Berlin',
      location_region: 'Berlin',
      location_country: 'DE',
      salary_currency: 'EUR',
      salary_min: 50000,
      salary_max: 60000,
      salary_unit: 'year',
    });
    const posting = await postingOf(job);
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: [] });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 60000, unitText: 'YEAR' },
    });
    expect(posting.jobLocation).toMatchObject({ address: { addressLocality: 'Berlin', addressRegion: 'Berlin', addressCountry: 'DE' } });
  });

  it('London with a free-text "Up to £30k + 10% bonus": no salary is guessed, and a structured maximum is given as such', async () => {
    const job = await postJob({
      ...common,
      location: 'London',
      salary_range: 'Up to £30k + 10% bonus',
      location_city: 'London',
      location_country: 'GB',
    });
    const posting = await postingOf(job);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: ['baseSalary'] });
    expect(posting.jobLocation).toMatchObject({ address: { addressCountry: 'GB' } });

    const res = await t.request({
      method: 'PUT',
      url: `/api/jobs/${job.job_id}`,
      cookie: as.recruiter.cookie,
      payload: {
        ...jobBody({ ...common, location_city: 'London', location_country: 'GB' }),
        salary_currency: 'GBP',
        salary_max: 30000,
        salary_unit: 'year',
        version: job.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = await postingOf(job);
    expect(edited.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', maxValue: 30000, unitText: 'YEAR' },
    });
    expect(checkJobPosting(edited).errors).toEqual([]);
  });

  it('remote in the EU: TELECOMMUTE with the 27 countries, and no office invented', async () => {
    const job = await postJob({ ...common, location: 'Remote', workplace_type: 'remote', remote_countries: EU_COUNTRY_CODES });
    const posting = await postingOf(job);
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: ['baseSalary'] });
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting.applicantLocationRequirements).toHaveLength(27);
    expect(posting.applicantLocationRequirements).toContainEqual({ '@type': 'Country', name: 'Germany' });
  });

  it('leaves out what is not entered: a free-text location only gives no jobLocation (Google then reports it missing)', async () => {
    const job = await postJob({ ...common, location: 'Austin, TX', salary_range: '$140k–$170k', closing_date: '' });
    const posting = await postingOf(job);
    for (const key of ['jobLocation', 'baseSalary', 'validThrough', 'jobLocationType']) expect(posting).not.toHaveProperty(key);
    expect(JSON.stringify(posting)).not.toMatch(/USA|USD/);
    expect(checkJobPosting(posting).errors).toEqual(['jobLocation: required unless TELECOMMUTE']);
  });

  it('gives the description as sanitised HTML: paragraphs and lists, everything typed escaped, the block unbreakable', async () => {
    const job = await postJob({
      ...common,
      location_country: 'US',
      description: 'Lead projects.\nTravel sometimes.\n\n- Plan </script><script>alert(1)</script>\n- Deliver <b>fast</b>',
      requirements: '1. TypeScript\n2. PostgreSQL & SQL',
    });
    const res = await t.request({ method: 'GET', url: `/careers/${job.job_id}` });
    const posting = jsonLd(res.body)!;
    expect(posting.description).toBe(
      '<p>Lead projects.<br>Travel sometimes.</p><ul><li>Plan &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</li><li>Deliver &lt;b&gt;fast&lt;/b&gt;</li></ul>' +
        '<h3>Requirements</h3><ol><li>TypeScript</li><li>PostgreSQL &amp; SQL</li></ol>',
    );
    expect(res.body).not.toMatch(/<script>alert/);
  });

  it('shows the closing date on the job page, and the picked salary in words when no range was typed', async () => {
    const job = await postJob({
      ...common,
      salary_range: '',
      location_country: 'DE',
      salary_currency: 'EUR',
      salary_min: 50000,
      salary_max: 60000,
      salary_unit: 'year',
    });
    const html = (await t.request({ method: 'GET', url: `/careers/${job.job_id}` })).body;
    expect(html).toContain('Applications close <time datetime="2099-12-31">December 31, 2099</time>');
    expect(html).toContain('EUR 50,000 - 60,000 per year');
  });

  it('a job past its closing date takes no applications and carries no JobPosting', async () => {
    const job = await postJob({ date_posted: '2026-01-01', closing_date: '2026-01-31', location_country: 'US' });
    const res = await t.request({ method: 'GET', url: `/careers/${job.job_id}` });
    expect(res.body).toContain('This job no longer takes applications.');
    expect(jsonLd(res.body)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/careers' })).body).not.toContain(job.job_id);
  });
});

describe('GET /api/jobs/needing-facts: what a recruiter should complete', () => {
  it('is for recruiters and admins only', async () => {
    await expectRecruitersAndAdminsOnly(t, as, { method: 'GET', url: '/api/jobs/needing-facts' }, (s) => s === 200);
  });

  it('lists jobs not closed whose free-text location or salary has no structured counterpart, and says which', async () => {
    const both = await postJob({ title: 'AAA Both missing', location: 'Cambridge', salary_range: '$60 - $80 per hour' });
    const salary = await postJob({
      title: 'AAB Salary missing',
      location: 'Zürich',
      location_city: 'Zürich',
      location_country: 'CH',
      salary_range: 'Up to £30k',
    });
    await postJob({ title: 'AAC Closed', location: 'Cambridge', status: 'Closed' });
    await postJob({ title: 'AAD Complete', location: 'Remote', workplace_type: 'remote', remote_countries: ['DE'], salary_range: null });
    const res = await t.request({ method: 'GET', url: '/api/jobs/needing-facts', cookie: as.recruiter.cookie });
    expect(res.statusCode).toBe(200);
    const { total, items } = res.json() as { total: number; items: Array<{ job_id: string; title: string; missing: string[] }> };
    const listed = items.filter((i) => i.title.startsWith('AA'));
    expect(listed).toEqual([
      {
        job_id: both.job_id,
        title: 'AAA Both missing',
        location: 'Cambridge',
        salary_range: '$60 - $80 per hour',
        missing: ['location', 'salary'],
      },
      { job_id: salary.job_id, title: 'AAB Salary missing', location: 'Zürich', salary_range: 'Up to £30k', missing: ['salary'] },
    ]);
    expect(total).toBe(items.length);
  });
});
