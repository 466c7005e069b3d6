import type { Kysely } from 'kysely';
import { fillPlaceholders, TEMPLATE_NOT_FOUND, type TemplateContext } from '@keel/shared/candidate-mail';
import { formatAddress, site } from '@keel/shared/site';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { escapeHtml, oneLine, type RenderedMail } from '../../platform/mail/mail-templates';
import { findTemplate } from './candidate-mail.repository';

export interface RenderedCandidateText {
  subject: string;
  body: string;
}

/**
 * Fills a subject and body (then `reveal` puts back what was set aside, see `valuesSetAside`); the
 * subject stays on one line (no header injection).
 */
export function renderText(
  subject: string,
  body: string,
  context: TemplateContext,
  reveal = (text: string) => text,
): RenderedCandidateText {
  return {
    subject: oneLine(reveal(fillPlaceholders(subject, context))),
    body: reveal(fillPlaceholders(body, context)).replace(/\r\n?/g, '\n').trim(),
  };
}

/**
 * A stored template rendered for one candidate, as plain text. For the careers branch's
 * acknowledgement (key 'acknowledgement'): `renderCandidateTemplate(trx, 'acknowledgement', {...})`
 * then `queueMail(trx, jobs, candidateMail(email, rendered))`.
 */
export async function renderCandidateTemplate(db: Kysely<Database>, key: string, context: TemplateContext): Promise<RenderedCandidateText> {
  const template = await findTemplate(db, key);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return renderText(template.subject, template.body, context);
}

/** The outbox mail: the plain text as written, and an HTML part with every character escaped. */
export function candidateMail(to: string, { subject, body }: RenderedCandidateText): RenderedMail {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const footer = `${escapeHtml(site.firmName)} · ${escapeHtml(formatAddress())}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">${paragraphs}</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b;text-align:center">${footer}</p>
</body></html>`;
  return { kind: 'candidate', to, subject, html, text: `${body}\n\n--\n${site.firmName} · ${formatAddress()}` };
}
