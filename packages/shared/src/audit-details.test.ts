import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details';

describe('describeAuditDetails', () => {
  it('reads an update as the changes it made, field by field', () => {
    const text = describeAuditDetails('CONTACT_UPDATED', {
      name: 'Alicia Moreno',
      changes: { status: { from: 'New', to: 'Contacted' }, phone: { from: null, to: '555-0101' }, description: { changed: true } },
      userId: 'u1',
    });
    expect(text).toBe('Updated contact Alicia Moreno. Changed Status from New to Contacted; Phone from (empty) to 555-0101; Description.');
  });

  it('reads candidate e-mails, templates, privacy and retention entries without personal data or raw keys', () => {
    expect(describeAuditDetails('CANDIDATE_EMAIL_SENT', { template: 'Rejection', jobId: 'j1', mailId: 'm1', userId: 'u1' })).toBe(
      'Sent e-mail “Rejection” to an applicant.',
    );
    expect(describeAuditDetails('CANDIDATE_TEMPLATE_CREATED', { name: 'Offer', userId: 'u1' })).toBe(
      'Created candidate e-mail template Offer.',
    );
    expect(describeAuditDetails('PERSONAL_DATA_EXPORTED', { kind: 'applicant', files: 1 })).toBe(
      'Exported the personal data of an applicant (1 file).',
    );
    expect(describeAuditDetails('PERSONAL_DATA_ERASED', { kind: 'contact', filesDeleted: 0, activitiesDeleted: 2, mailsDeleted: 0 })).toBe(
      'Erased the personal data of a contact: 0 files and 2 activities deleted.',
    );
    expect(
      describeAuditDetails('PERSONAL_DATA_ERASED', {
        kind: 'applicant',
        reason: 'retention',
        months: 24,
        filesDeleted: 1,
        activitiesDeleted: 0,
      }),
    ).toBe('Erased the personal data of an applicant after the 24-month retention period: 1 files and 0 activities deleted.');
    expect(describeAuditDetails('RETENTION_PERIOD_CHANGED', { from: 24, to: 12 })).toBe(
      'Changed the retention period of applicants from 24 to 12 months.',
    );
  });

  it('reads a creation and a deletion with the record named, and leaves ids out', () => {
    expect(describeAuditDetails('CONTACT_CREATED', { name: 'Alicia Moreno', email: 'alicia@example.test', userId: 'u1' })).toBe(
      'Created contact Alicia Moreno (alicia@example.test).',
    );
    expect(describeAuditDetails('COMPANY_DELETED', { name: 'Brightline', unlinked: { contacts: 2, deals: 1 } })).toBe(
      'Deleted company Brightline. Unlinked contacts 2, deals 1.',
    );
    expect(describeAuditDetails('JOB_CREATED', { title: 'QA Lead', status: 'Open' })).toBe('Created job QA Lead. Status Open.');
  });

  it('reads moves and role changes as from … to …', () => {
    expect(describeAuditDetails('DEAL_MOVED', { name: 'Acme rollout', fromStage: 'New Inquiry', toStage: 'Contacted' })).toBe(
      'Moved lead Acme rollout from New Inquiry to Contacted.',
    );
    expect(describeAuditDetails('TEAM_ROLE_CHANGED', { name: 'Sam Lee', email: 'sam@keel.demo', from: 'user', to: 'sales_rep' })).toBe(
      'Changed the role of team member Sam Lee (sam@keel.demo) from user to sales_rep.',
    );
    expect(describeAuditDetails('DEAL_UPDATED', { name: 'Acme rollout', changed: ['dealValue', 'nextContactDate'] })).toBe(
      'Updated lead Acme rollout. Changed Deal value, Next contact date.',
    );
  });

  it('reads an application move with the job it is for', () => {
    expect(
      describeAuditDetails('APPLICATION_MOVED', {
        name: 'Jane Doe',
        jobTitle: 'Senior Engineer',
        fromStage: 'Screening',
        toStage: 'Interviewing',
        applicationId: 'a1',
      }),
    ).toBe('Moved the application of Jane Doe for Senior Engineer from Screening to Interviewing.');
  });

  it('reads imports, exports, inquiries and clearing as sentences', () => {
    expect(
      describeAuditDetails('CONTACTS_IMPORTED', {
        importId: 'i1',
        fileName: 'people.csv',
        status: 'done',
        created: 3,
        updated: 1,
        skipped: 0,
      }),
    ).toBe('Imported people.csv: 3 new, 1 updated, 0 skipped.');
    expect(describeAuditDetails('CONTACTS_EXPORTED', { count: 12 })).toBe('Exported 12 contacts.');
    expect(describeAuditDetails('AUDIT_LOG_CLEARED', { deleted: 40 })).toBe('Cleared 40 entries.');
    expect(
      describeAuditDetails('NEW_INQUIRY_SUBMITTED', {
        dealName: 'Acme - CRM',
        leadName: 'Ann Lee',
        email: 'ann@acme.test',
        contactId: 'c1',
        companyId: null,
        stage: 'New Inquiry',
        assignedTo: 'Admin',
      }),
    ).toBe('Inquiry from Ann Lee (ann@acme.test) created lead Acme - CRM in New Inquiry, assigned to Admin.');
  });

  it('reads a merge as which record went into which, the values taken and the links moved', () => {
    const details = {
      name: 'Alicia Moreno',
      email: 'alicia@acme.test',
      survivorId: 's1',
      mergedId: 'm1',
      mergedName: 'Al Moreno',
      mergedEmail: 'al@acme.test',
      fromMerged: ['phone'],
      changes: { phone: { from: null, to: '555-0101' } },
      moved: { deals: 2, activities: 1, auditEntries: 0 },
      userId: 'u1',
    };
    expect(describeAuditDetails('CONTACT_MERGED', details)).toBe(
      'Merged contact Al Moreno (al@acme.test) into Alicia Moreno (alicia@acme.test). Took from the merged record: Phone from (empty) to 555-0101. Moved 2 leads, 1 activity.',
    );
    expect(
      describeAuditDetails('COMPANY_MERGED', {
        name: 'Acme',
        mergedName: 'ACME Inc.',
        fromMerged: [],
        changes: {},
        moved: { contacts: 0 },
      }),
    ).toBe('Merged company ACME Inc. into Acme. Kept every value of the surviving record. Nothing was linked to the merged record.');
  });

  it('reads a pair marked not a duplicate, and its undo, by the names shown', () => {
    const details = {
      kind: 'contacts',
      firstId: 'a1',
      firstName: 'Ann Lee',
      firstEmail: 'ann@acme.test',
      secondId: 'b2',
      secondName: 'Ann Leigh',
      secondEmail: 'ann.leigh@acme.test',
    };
    expect(describeAuditDetails('DUPLICATE_DISMISSED', details)).toBe(
      'Marked contacts Ann Lee (ann@acme.test) and Ann Leigh (ann.leigh@acme.test) as not duplicates.',
    );
    expect(describeAuditDetails('DUPLICATE_DISMISSAL_UNDONE', { kind: 'companies', firstName: 'Acme', secondName: 'ACME Inc.' })).toBe(
      "Listed companies Acme and ACME Inc. as likely duplicates again (undid 'Not a duplicate').",
    );
  });

  it('reads sign-in and session entries, and anything unknown, without raw keys or JSON', () => {
    expect(describeAuditDetails('PASSWORD_CHANGED', { otherSessionsSignedOut: 2, userId: 'u1' })).toBe(
      'Changed the password and signed out 2 other sessions.',
    );
    expect(describeAuditDetails('SESSION_REVOKED', { sessions: 1, ipAddress: '10.0.0.7' })).toBe(
      'Signed out 1 session (IP address 10.0.0.7).',
    );
    expect(describeAuditDetails('SIGNED_IN', { ip: '10.0.0.7', twoFactor: true })).toBe('IP 10.0.0.7; Two factor yes.');
    expect(describeAuditDetails('SIGNED_IN', {})).toBe('');
  });
});
