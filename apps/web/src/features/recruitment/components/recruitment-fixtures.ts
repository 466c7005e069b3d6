import type { Applicant } from '@keel/shared/applicants';
import type { Job } from '@keel/shared/jobs';
import type { Recruiter } from '@keel/shared/recruiters';

/** Test data shaped exactly as the API sends it. */
export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const APPLICANT_ID = '22222222-2222-4222-8222-222222222222';
export const ADMIN_ID = '33333333-3333-4333-8333-333333333333';
export const RECRUITER_ID = '44444444-4444-4444-8444-444444444444';
export const FORMER_ID = '55555555-5555-4555-8555-555555555555';

export const recruiters: Recruiter[] = [
  { id: ADMIN_ID, fullName: 'Avery Morgan', email: 'admin@keel.demo', role: 'admin', phone: '(512) 555-0100', avatarUrl: null },
  { id: RECRUITER_ID, fullName: 'Riley Chen', email: 'recruiter@keel.demo', role: 'recruiter', phone: null, avatarUrl: null },
];

export function job(overrides: Partial<Job> = {}): Job {
  return {
    job_id: JOB_ID,
    title: 'Platform Engineer',
    department: 'Engineering',
    location: 'Austin, TX',
    employment_type: 'Full-time',
    salary_range: null,
    openings: 1,
    status: 'Open',
    recruiter_id: RECRUITER_ID,
    recruiter_name: 'Riley Chen',
    date_posted: '2026-11-02T15:30:00.000Z',
    date_closed: null,
    description: 'Build it.',
    requirements: 'TypeScript.',
    ats_keywords: 'TypeScript, Kubernetes',
    tags: ['remote'],
    notes: null,
    created_at: '2026-11-02T15:30:00.000Z',
    version: 1,
    updated_at: '2026-11-02T15:30:00.000Z',
    ...overrides,
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    applicant_id: APPLICANT_ID,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: null,
    address: null,
    linkedin_url: null,
    other_social_links: null,
    job_preferences: null,
    status: 'New',
    source: null,
    pay_rate_expected: null,
    job_id: JOB_ID,
    job_title: 'Platform Engineer',
    notes: null,
    tags: [],
    date_added: '2026-11-03T00:00:00.000Z',
    resume_on_file: true,
    resume_file_path: `resumes/${APPLICANT_ID}_1763000000000.pdf`,
    resume_url: `/files/resumes/resumes/${APPLICANT_ID}_1763000000000.pdf`,
    ats_score: null,
    ats_keywords_matched: [],
    ats_keywords_missing: [],
    ats_last_screened: null,
    created_at: '2026-11-03T00:00:00.000Z',
    version: 1,
    updated_at: '2026-11-03T00:00:00.000Z',
    ...overrides,
  };
}
