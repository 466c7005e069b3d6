import { describe, expect, it } from 'vitest';
import { historySentence } from './history-sentences';

describe('history sentences', () => {
  it.each([
    ['DEAL_MOVED', { name: 'Acme', fromStage: 'Contacted', toStage: 'Proposal Sent' }, 'Stage changed from Contacted to Proposal Sent by Ada'],
    ['DEAL_CREATED', { name: 'Acme', stage: 'New Inquiry' }, 'Lead created in New Inquiry by Ada'],
    ['DEAL_UPDATED', { name: 'Acme', changed: ['priority', 'nextContactDate'] }, 'Lead updated: priority, next contact date by Ada'],
    ['APPLICANT_UPDATED', { changes: { status: { from: 'Applied', to: 'Interviewing' } } }, 'Status set to Interviewing by Ada'],
    ['JOB_UPDATED', { changes: { status: { from: 'Open', to: 'Closed' }, salary_range: { from: null, to: '1' } } }, 'Status set to Closed; also changed salary range by Ada'],
    ['APPLICATION_MOVED', { name: 'Jane Doe', jobTitle: 'Senior Engineer', fromStage: 'Screening', toStage: 'Interviewing' }, 'Stage for Senior Engineer changed from Screening to Interviewing by Ada'],
    ['INTERVIEW_RESCHEDULED', { name: 'Jane Doe', jobTitle: 'Senior Engineer' }, 'Interview for Senior Engineer rescheduled by Ada'],
    ['CONTACT_CREATED', { name: 'Bo' }, 'Contact created by Ada'],
  ])('%s reads as a sentence', (actionType, details, sentence) => {
    expect(historySentence(actionType, 'Ada', details)).toBe(sentence);
  });

  it('names nobody when the actor is unknown', () => {
    expect(historySentence('NEW_INQUIRY_SUBMITTED', null, {})).toBe('New inquiry submitted by someone');
  });
});
