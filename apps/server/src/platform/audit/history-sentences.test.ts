import { describe, expect, it } from 'vitest';
import { historySentence } from './history-sentences';

describe('history sentences: one voice for every timeline (who did what, values in quotes, a full stop)', () => {
  it.each([
    [
      'DEAL_MOVED',
      'deal',
      { name: 'Acme', fromStage: 'Contacted', toStage: 'Proposal Sent' },
      'Ada moved the lead from “Contacted” to “Proposal Sent”.',
    ],
    ['DEAL_CREATED', 'deal', { name: 'Acme', stage: 'New Inquiry' }, 'Ada created the lead “Acme” in “New Inquiry”.'],
    ['DEAL_UPDATED', 'deal', { name: 'Acme', changed: ['priority', 'nextContactDate'] }, 'Ada changed priority and next contact date.'],
    ['NEW_INQUIRY_SUBMITTED', 'deal', { dealName: 'Acme', stage: 'New Inquiry' }, 'Ada submitted an inquiry.'],
    [
      'APPLICANT_UPDATED',
      'applicant',
      { changes: { status: { from: 'Applied', to: 'Interviewing' } } },
      'Ada changed status from “Applied” to “Interviewing”.',
    ],
    [
      'JOB_UPDATED',
      'job',
      { changes: { status: { from: 'Open', to: 'Closed' }, salary_range: { from: null, to: '1' } } },
      'Ada changed status from “Open” to “Closed” and salary range from empty to “1”.',
    ],
    [
      'APPLICATION_MOVED',
      'applicant',
      { name: 'Jane Doe', jobTitle: 'Senior Engineer', fromStage: 'Screening', toStage: 'Interviewing' },
      'Ada moved the application for “Senior Engineer” from “Screening” to “Interviewing”.',
    ],
    [
      'APPLICATION_ADDED',
      'applicant',
      { jobTitle: 'Senior Engineer', stage: 'Applied' },
      'Ada added the applicant to “Senior Engineer” in “Applied”.',
    ],
    ['APPLICATION_RECEIVED', 'applicant', { jobTitle: 'Senior Engineer' }, 'Ada received an application for “Senior Engineer”.'],
    [
      'INTERVIEW_RESCHEDULED',
      'applicant',
      { name: 'Jane Doe', jobTitle: 'Senior Engineer' },
      'Ada rescheduled the interview for “Senior Engineer”.',
    ],
    ['APPLICANT_SCREENED', 'applicant', {}, 'Ada screened the resume.'],
    ['CONTACT_CREATED', 'deal', { name: 'Bo' }, 'Ada created the contact “Bo”.'],
    ['CANDIDATE_EMAIL_SENT', 'applicant', { template: 'Rejection', mailId: 'm1' }, 'Ada sent the e-mail “Rejection”.'],
    ['PERSONAL_DATA_EXPORTED', 'contact', { kind: 'contact', files: 0 }, 'Ada exported the personal data.'],
    ['PERSONAL_DATA_ERASED', 'applicant', { kind: 'applicant', filesDeleted: 1 }, 'Ada erased the personal data.'],
    [
      'CONTACT_UPDATED',
      'contact',
      { changes: { job_title: { from: 'CTO', to: 'CEO' }, company_id: { from: 'a', to: 'b' } } },
      'Ada changed job title from “CTO” to “CEO” and company.',
    ],
    [
      'CONTACT_UPDATED',
      'contact',
      { changes: { is_inquiry: { from: true, to: false } }, bulk: true },
      'Ada changed status to “Contact” (bulk edit).',
    ],
    ['COMPANY_UPDATED', 'company', { changes: {} }, 'Ada saved the company without changes.'],
    ['COMPANY_DELETED', 'company', { name: 'Acme' }, 'Ada deleted the company “Acme”.'],
    ['DEAL_DELETED', 'deal', {}, 'Ada deleted the lead.'],
    ['CONTACT_MERGED', 'contact', {}, 'Ada: contact merged.'],
    [
      'CONSULTANT_PROFILE_SHARED',
      'contact',
      { consultant: 'François Müller', contact: 'Claire Client', anonymised: true },
      'Ada shared the profile of “François Müller” with “Claire Client” (anonymised).',
    ],
    [
      'CONSULTANT_PROFILE_SHARED',
      'consultant',
      { consultant: 'François Müller', contact: 'Claire Client', anonymised: false },
      'Ada shared the profile of “François Müller” with “Claire Client” (named).',
    ],
  ])('%s on a %s reads as a sentence', (actionType, recordType, details, sentence) => {
    expect(historySentence(actionType, 'Ada', details, recordType)).toBe(sentence);
  });

  it('names nobody when the actor is unknown', () => {
    expect(historySentence('DEAL_MOVED', null, { fromStage: 'A', toStage: 'B' }, 'deal')).toBe('Someone moved the lead from “A” to “B”.');
  });
});
