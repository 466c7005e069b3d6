import type { ReactNode } from 'react';

/** One field of a record page's details, inside a <dl>: its label, its value or '—'. */
export function RecordField({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** A mailto link, or nothing. */
export const mailLink = (address: string | null) =>
  address ? (
    <a href={`mailto:${address}`} className="text-accent-700 hover:underline">
      {address}
    </a>
  ) : null;

/** An outside link opened in a new tab, or nothing. */
export const webLink = (url: string | null) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer" className="text-accent-700 hover:underline">
      {url}
    </a>
  ) : null;

/** A phone number as a tel: link (a tap calls it on a phone), or nothing. */
export const phoneLink = (phone: string | null | undefined) =>
  phone ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-accent-700 hover:underline">
      {phone}
    </a>
  ) : null;
