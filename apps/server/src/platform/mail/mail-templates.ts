import type { MailAttachment } from '@keel/shared/outbox';
import { type CredentialsEnded, endedSentences } from '@keel/shared/access';
import { formatAddress, site } from '@keel/shared/site';

export type { CredentialsEnded };
export { endedSentences };

/** A mail ready for the outbox: both bodies rendered, the subject on one line. */
export interface RenderedMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with it, e.g. an .ics invitation. */
  attachments?: MailAttachment[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Any text that may come from a user goes through this before it reaches the HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Subjects and names in headers stay on one line (no header injection), and not overly long. */
export function oneLine(value: string, max = 200): string {
  const printable = [...value.replace(/[\r\n\t\u2028\u2029]+/g, ' ')].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.trim().slice(0, max);
}

/** Only our own http(s) links go into a mail's href. */
function safeHref(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`refusing a ${parsed.protocol} link in a mail`);
  return escapeHtml(parsed.href);
}

export interface Paragraphs {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** The firm's frame around every mail: its name on top, its address at the bottom. */
export function render({ greeting, lines, action, footnote }: Paragraphs): { html: string; text: string } {
  const { firmName } = site;
  const address = formatAddress();
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${safeHref(action.url)}" style="background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this address: <a href="${safeHref(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(firmName)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1e3a8a">${escapeHtml(firmName)}</p>
${p(greeting)}${lines.map(p).join('')}${button}${footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ''}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b;text-align:center">${escapeHtml(firmName)} · ${escapeHtml(address)}</p>
</body></html>`;
  const text = [
    greeting,
    '',
    ...lines.flatMap((l) => [l, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '--',
    `${firmName} · ${address}`,
  ].join('\n');
  return { html, text };
}

/** The password-reset mail: a one-time link valid for an hour. */
export function passwordResetMail(to: { email: string; name: string }, url: string): RenderedMail {
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.name)},`,
    lines: [
      `Someone (hopefully you) asked to set a new password for your ${site.firmName} account.`,
      'The link below works once, for one hour.',
    ],
    action: { label: 'Set a new password', url },
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
  return { kind: 'password-reset', to: to.email, subject: oneLine(`Set a new password for ${site.firmName}`), html, text };
}

/** The confirmation mail of a new account: a one-time link. */
export function emailConfirmationMail(to: { email: string; name: string }, url: string): RenderedMail {
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.name)},`,
    lines: [
      `An account at ${site.firmName} has been created for this e-mail address.`,
      'Please confirm the address to activate it. The link works once, for three days.',
    ],
    action: { label: 'Confirm my e-mail address', url },
    footnote: 'If you did not expect this, ignore this mail: the account stays inactive.',
  });
  return { kind: 'email-confirmation', to: to.email, subject: oneLine(`Confirm your e-mail address for ${site.firmName}`), html, text };
}

/**
 * The sign-in link of a new device while the account is under attack (decision 0073): sent only
 * when the password was right, so it also tells the owner their password is known to someone
 * if it was not them.
 */
export function signInLinkMail(to: { email: string; name: string }, url: string, ttlMinutes: number): RenderedMail {
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.name)},`,
    lines: [
      `Someone signed in to your ${site.firmName} account with the right password from a device that has not signed in to it before.`,
      'Your account has had many failed sign-in attempts lately, so that sign-in finishes only with the link below. ' +
        `It works once, for ${ttlMinutes} minutes, and signs in the device that opens it.`,
    ],
    action: { label: 'Finish signing in', url },
    footnote: 'If this was not you, do not open the link, and change your password at once: someone knows it. Tell an admin too.',
  });
  return { kind: 'sign-in-link', to: to.email, subject: oneLine(`Finish signing in to ${site.firmName}`), html, text };
}

/** Why a member's credentials ended (decision 0066). */
export type CredentialsEndedCause = 'password-reset' | 'password-change' | 'sign-out-everywhere' | 'deactivation' | 'two-factor-reset';

const CAUSE_LINES: Record<CredentialsEndedCause, string> = {
  'password-reset': 'The password of your account was reset with a reset link.',
  'password-change': 'The password of your account was changed, and you chose to sign out your other sessions.',
  'sign-out-everywhere': 'You signed out everywhere else.',
  deactivation: 'An admin deactivated your account.',
  'two-factor-reset': 'An admin reset the two-factor sign-in of your account: sign in with your password and set it up again.',
};

/** Tells the owner that (and what) their credentials ended: a reset or a deactivation is never quiet. */
export function credentialsEndedMail(
  to: { email: string; name: string },
  cause: CredentialsEndedCause,
  ended: CredentialsEnded,
): RenderedMail {
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.name)},`,
    lines: [CAUSE_LINES[cause], ...endedSentences(ended)],
    footnote: 'If this was not you or an admin you know of, tell an admin at once.',
  });
  return {
    kind: 'credentials-ended',
    to: to.email,
    subject: oneLine(`Security notice: your ${site.firmName} sign-ins were ended`),
    html,
    text,
  };
}

/**
 * Mails whose links are a secret for their recipient alone (decision 0066): whoever holds the
 * link can set the account's password, confirm its address, or sign in (decision 0073).
 */
export const SECRET_MAIL_KINDS: ReadonlySet<string> = new Set(['password-reset', 'email-confirmation', 'sign-in-link']);

const SECRET_LINK = /https?:\/\/[^\s<>"']*[?&](?:token|code)=[^\s<>"']*/g;

/** A body with its one-time links replaced (hrefs point nowhere, texts say why). */
export function hideSecretLinks(body: string, hidden: string): string {
  return body.replace(/href="https?:\/\/[^"]*[?&](?:amp;)?(?:token|code)=[^"]*"/g, 'href="#"').replace(SECRET_LINK, hidden);
}

/** Every http(s) link of a plain-text body, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]);
}
