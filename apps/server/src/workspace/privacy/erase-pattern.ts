import { escapeHtml } from '../../platform/mail/mail-templates';

/** What stands in for an erased person's name or e-mail address in free text. */
export const ERASED_MARK = '[erased]';

/**
 * One case-insensitive regular expression matching any of the person's identifying strings (name,
 * e-mail addresses, phone numbers) as plain text, as JSON text (for audit details) and as HTML (for
 * mail bodies).
 */
export function identifyingPattern(needles: string[]): string | null {
  const forms = new Set<string>();
  for (const needle of needles.map((n) => n.trim()).filter((n) => n.length >= 3)) {
    forms.add(needle);
    forms.add(JSON.stringify(needle).slice(1, -1));
    forms.add(escapeHtml(needle));
  }
  if (forms.size === 0) return null;
  return [...forms].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}
