import { type Notification, notificationPath } from '@keel/shared/notifications';
import { paths } from '@keel/shared/paths';
import { site } from '@keel/shared/site';
import { oneLine, type RenderedMail, render } from '../../platform/mail/mail-templates';

interface Recipient {
  email: string;
  full_name: string;
}

const greeting = (to: Recipient) => `Hello ${oneLine(to.full_name || to.email)},`;
const settingsNote = 'You get this mail because of your notification settings in Keel (Account settings).';

/** One notification by e-mail (the member chose 'Also by e-mail' for its kind). */
export function notificationMail(to: Recipient, notification: Notification, baseUrl: string): RenderedMail {
  const { html, text } = render({
    greeting: greeting(to),
    lines: [oneLine(notification.text, 500)],
    action: { label: 'Open in Keel', url: new URL(notificationPath(notification.record, notification.activity), baseUrl).href },
    footnote: settingsNote,
  });
  return {
    kind: `notification-${notification.kind}`,
    to: to.email,
    subject: oneLine(`${site.firmName}: ${notification.text}`),
    html,
    text,
  };
}

/** The morning digest: the unread notifications since the last digest, oldest first. */
export function digestMail(to: Recipient, notifications: readonly Notification[], baseUrl: string): RenderedMail {
  const count = notifications.length;
  const { html, text } = render({
    greeting: greeting(to),
    lines: [
      `You have ${count} new ${count === 1 ? 'notification' : 'notifications'} in Keel:`,
      ...notifications.map((n) => `• ${oneLine(n.text, 500)} — ${new URL(notificationPath(n.record, n.activity), baseUrl).href}`),
    ],
    action: { label: 'Open Keel', url: new URL(paths.dashboard, baseUrl).href },
    footnote: settingsNote,
  });
  return {
    kind: 'notification-digest',
    to: to.email,
    subject: oneLine(`${site.firmName}: your morning digest (${count} new)`),
    html,
    text,
  };
}
