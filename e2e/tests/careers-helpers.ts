import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { ApplicantSaved } from '@keel/shared/applicants';
import { DEMO_PASSWORD } from '@keel/shared/demo';
import { createThroughApi } from './crm-helpers';
import { demoUser, expect, type Page } from './fixtures';

/** Shared steps of the careers journeys (decision 0030): a job posted by a recruiter, an application filled in by a visitor. */
export const RESUME = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files/resume-jane-doe.pdf');

/** A recruiter's API session in its own browser context (the journeys' pages stay anonymous). */
export async function recruiterApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/session', { data: { email: demoUser('recruiter').email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return context.request;
}

export async function postJob(api: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await api.post('/api/jobs', {
    data: {
      description: 'Lead IT programmes for our clients.',
      requirements: 'Five years of delivery.',
      ats_keywords: 'Agile, Scrum',
      openings: 1,
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job_id: string }).job_id;
}

export async function fillApplication(page: Page, email: string) {
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('(512) 555-0142');
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/jane-doe');
  await page.getByLabel('Resume').setInputFiles(RESUME);
  await page.getByLabel('Short cover note').fill('I have run Agile programmes for ten years.');
  await page.getByLabel(/I have read the privacy notice/).check();
}

/**
 * `count` applicants on one job, entered through the API 20 at a time (named `Cand{i} {token}`,
 * e-mail `{token}-{i}@example.com`); `fields(i)` adds each one's status, source, ….
 */
export async function createApplicants(
  api: APIRequestContext,
  jobId: string,
  count: number,
  token: string,
  fields: (i: number) => Record<string, unknown> = () => ({}),
) {
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, (_, k) => start + k).map((i) =>
        createThroughApi<ApplicantSaved>(api, '/api/applicants', {
          first_name: `Cand${i}`,
          last_name: token,
          email: `${token}-${i}@example.com`,
          job_id: jobId,
          ...fields(i),
        }),
      ),
    );
  }
}
