import { type Kysely, sql } from 'kysely';

/** The built-in candidate e-mails (decision 0038); admins and recruiters may edit them. */
export const BUILT_IN_TEMPLATES = [
  {
    key: 'acknowledgement',
    name: 'Application received',
    subject: 'We received your application for {{jobTitle}}',
    body: 'Dear {{firstName}},\n\nThank you for applying for the {{jobTitle}} position at {{companyName}}. We have received your application and will review it carefully. We will be in touch about the next steps.\n\nKind regards,\n{{recruiterName}}\n{{companyName}}',
  },
  {
    key: 'rejection',
    name: 'Rejection',
    subject: 'Your application for {{jobTitle}}',
    body: 'Dear {{firstName}},\n\nThank you for your interest in the {{jobTitle}} position at {{companyName}} and for the time you gave us. After careful consideration we have decided not to move forward with your application.\n\nWe wish you every success in your search.\n\nKind regards,\n{{recruiterName}}\n{{companyName}}',
  },
  {
    key: 'interview-invitation',
    name: 'Interview invitation',
    subject: 'Interview for {{jobTitle}} at {{companyName}}',
    body: 'Dear {{firstName}},\n\nWe would like to invite you to an interview for the {{jobTitle}} position at {{companyName}}. Please reply to this e-mail with a few times that suit you.\n\nKind regards,\n{{recruiterName}}\n{{companyName}}',
  },
] as const;

/**
 * Candidate e-mail templates: the three built-ins (built_in, never deleted) and the firm's own
 * (key 'custom-…'). Subjects and bodies are plain text with {{placeholders}}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE candidate_mail_templates (
      key text PRIMARY KEY,
      name text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      built_in boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
      last_modified_by_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  for (const t of BUILT_IN_TEMPLATES) {
    await sql`INSERT INTO candidate_mail_templates (key, name, subject, body, built_in) VALUES (${t.key}, ${t.name}, ${t.subject}, ${t.body}, true)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE candidate_mail_templates`.execute(db);
}
