import { site } from '../config/site';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${site.firmName}` : site.firmName}</title>;
}
