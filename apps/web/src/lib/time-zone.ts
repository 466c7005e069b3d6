/** The viewer's IANA time zone, as the browser knows it (e.g. 'America/Chicago'). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
