import { site } from '../config/site';

/** The full document title of a page: "Page | Firm", or the firm's name alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.firmName}` : site.firmName;
}

/** Sets the document title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{documentTitle(title)}</title>;
}
