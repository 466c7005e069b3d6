import { webAddressHref } from '@keel/shared/field-types';
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

/**
 * An outside link opened in a new tab, or nothing. Only an http(s) address becomes a link (decision 0069); any other
 * stored text is shown as text, so a `javascript:` value can never be clicked.
 */
export function webLink(url: string | null) {
  if (!url) return null;
  const href = webAddressHref(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-accent-700 hover:underline">
      {url}
    </a>
  ) : (
    url
  );
}

/** A phone number as a tel: link (a tap calls it on a phone), or nothing. */
export const phoneLink = (phone: string | null | undefined) =>
  phone ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-accent-700 hover:underline">
      {phone}
    </a>
  ) : null;
