import type { MailAttachment } from '@keel/shared/outbox';
import { formatInterviewTime } from '@keel/shared/interview-time';
import { webAddressHref, withScheme } from '@keel/shared/field-types';
import { site } from '@keel/shared/site';
import { foldIcsLine, icsText, icsUtc } from '../../workspace/activities/calendar-ics';
import { oneLine, render, type RenderedMail } from '../../platform/mail/mail-templates';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface Person {
  name: string;
  email: string;
  /** A member's own IANA zone (decision 0080): their mail reads the time there; null or absent: the interview's zone. */
  timeZone?: string | null;
}

/** An interview as its invitations describe it. */
export interface InvitationEvent {
  interviewId: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  /** The IANA zone it was scheduled in: the candidate's mail reads the time there (the .ics stays in UTC). */
  timeZone: string;
  jobTitle: string;
  candidate: Person;
  interviewers: Person[];
  location: string | null;
  videoUrl: string | null;
  stamp: Date;
  /** Who sends it: the address the mails come from (MAIL_FROM), so replies and calendars reach the sender. */
  organizer: Person;
  /**
   * A CANCEL for some attendees only (interviewers taken off the panel): the ATTENDEE lines name
   * them, as RFC 5546 3.2.5 asks, or a strict calendar keeps the event.
   */
  cancelledFor?: Person[];
}

/**
 * The ORGANIZER of invitations: MAIL_FROM, 'Name <address>' or a bare address (the firm's name
 * then); the site's contact address only when no MAIL_FROM is set (then nothing is delivered).
 */
export function organizerFrom(mailFrom: string | undefined): Person {
  const fallback = { name: site.firmName, email: site.contact.email };
  if (!mailFrom?.trim()) return fallback;
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom);
  if (named) return { name: named[1].trim() || site.firmName, email: named[2] };
  const bare = mailFrom.trim();
  return /^[^\s<>]+@[^\s<>]+$/.test(bare) ? { name: site.firmName, email: bare } : fallback;
}

/** A parameter value (CN) in quotes: no quotes or control characters inside. */
const quoted = (value: string) => `"${oneLine(value).replace(/"/g, "'")}"`;
const mailto = (email: string) => `mailto:${oneLine(email).replace(/[\s;:,"]/g, '')}`;

/** The same UID in every invitation of one interview, so calendars update the one event. */
export const interviewUid = (interviewId: string) => `interview-${interviewId}@keel`;

/**
 * The iCalendar (RFC 5546 iTIP) document of an interview: METHOD:REQUEST for an invitation or
 * its update (SEQUENCE grows with each), METHOD:CANCEL when it is cancelled.
 */
export function interviewIcs(method: InvitationMethod, e: InvitationEvent): string {
  const end = new Date(e.startsAt.getTime() + e.durationMinutes * 60_000);
  const organizer = e.organizer;
  const attendees = method === 'CANCEL' && e.cancelledFor ? e.cancelledFor : [e.candidate, ...e.interviewers];
  const place = [e.location, e.videoUrl].filter(Boolean).join(' · ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keel//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${interviewUid(e.interviewId)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsUtc(e.stamp)}`,
    `DTSTART:${icsUtc(e.startsAt)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(`Interview: ${e.candidate.name} for ${e.jobTitle}`)}`,
    `DESCRIPTION:${icsText(`Interview for the ${e.jobTitle} position at ${site.firmName}.${e.videoUrl ? `\nVideo link: ${e.videoUrl}` : ''}`)}`,
    ...(place ? [`LOCATION:${icsText(place)}`] : []),
    // URL is a link in calendar apps: only an http(s) address (decision 0069), with its scheme.
    ...(e.videoUrl && webAddressHref(e.videoUrl) ? [`URL:${withScheme(e.videoUrl)}`] : []),
    `ORGANIZER;CN=${quoted(organizer.name)}:${mailto(organizer.email)}`,
    ...attendees.map((a) => `ATTENDEE;CN=${quoted(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

export type InvitationKind = 'scheduled' | 'rescheduled' | 'cancelled';

/** Whom a mail goes to: the candidate meets the interviewers, an interviewer meets the candidate. */
export type InvitationAudience = 'candidate' | 'interviewer';

/**
 * The zone a mail reads the time in (decision 0080): the interview's for the candidate; a member's
 * own, when they have one, for an interviewer (else the interview's, as before).
 */
export const mailTimeZone = (to: Person, e: InvitationEvent, audience: InvitationAudience) =>
  audience === 'interviewer' && to.timeZone ? to.timeZone : e.timeZone;

/** The mail to one attendee, with the .ics attached. */
export function invitationMail(
  kind: InvitationKind,
  to: Person,
  e: InvitationEvent,
  audience: InvitationAudience = 'interviewer',
): RenderedMail {
  const method: InvitationMethod = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const subject = {
    scheduled: `Interview invitation: ${e.jobTitle}`,
    rescheduled: `Interview rescheduled: ${e.jobTitle}`,
    cancelled: `Interview cancelled: ${e.jobTitle}`,
  }[kind];
  const others = audience === 'candidate' ? e.interviewers.map((i) => i.name).join(', ') : e.candidate.name;
  const lead = {
    scheduled: `You are invited to an interview for the ${e.jobTitle} position with ${others}.`,
    rescheduled: `The interview for the ${e.jobTitle} position with ${others} has moved.`,
    cancelled: `The interview for the ${e.jobTitle} position with ${others} has been cancelled.`,
  }[kind];
  const lines = [
    lead,
    `When: ${formatInterviewTime(e.startsAt, e.durationMinutes, mailTimeZone(to, e, audience))}.`,
    ...(e.location ? [`Where: ${e.location}`] : []),
    ...(e.videoUrl ? [`Video link: ${e.videoUrl}`] : []),
    `Interviewers: ${e.interviewers.map((i) => i.name).join(', ')}.`,
  ];
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.name)},`,
    lines: kind === 'cancelled' ? lines.slice(0, 2) : lines,
    footnote:
      kind === 'cancelled'
        ? 'The attached file removes the interview from your calendar.'
        : 'The attached invitation adds the interview to your calendar.',
  });
  const attachment: MailAttachment = {
    filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewIcs(method, e),
  };
  return { kind: `interview-${kind}`, to: to.email, subject: oneLine(subject), html, text, attachments: [attachment] };
}
