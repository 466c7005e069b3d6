import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@keel/shared/paths';
import { site } from '@keel/shared/site';
import { escapeHtml } from '../../platform/mail/mail-templates';

/**
 * The public site's page around the careers content: written by the web build
 * (apps/web/build/prerender.ts) from the same React layout as every prerendered page — header,
 * menus, footer, inline stylesheet, the scripts that hydrate the header — with an empty slot
 * where the server puts the careers content (decision 0036).
 */
export const CAREERS_FRAME_FILE = 'careers-frame.html';
export const CAREERS_SLOT = '<div id="careers-content"></div>';

/** Without a web build (API tests, a server started alone): the slot in a bare document. */
const BARE_FRAME = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="" /><title>${escapeHtml(site.firmName)}</title></head>
<body><div id="root"><main id="main">${CAREERS_SLOT}</main></div></body></html>`;

export function loadCareersFrame(webDistDir: string): string {
  const file = path.join(webDistDir, CAREERS_FRAME_FILE);
  const frame = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : BARE_FRAME;
  for (const marker of [CAREERS_SLOT, '<title>', 'name="description"', '</head>']) {
    if (!frame.includes(marker)) throw new Error(`${CAREERS_FRAME_FILE} lacks ${marker}`);
  }
  return frame;
}

export interface CareersDocument {
  /** The page's own title, shown as "{title} | {firm}". */
  title: string;
  description: string;
  /** The page's markup (already escaped). */
  body: string;
  /** Structured data for search engines (schema.org), as a JSON-LD block in <head>. */
  jsonLd?: object;
  /** The page's canonical absolute address. */
  canonical?: string;
}

/** JSON inside <script>: `<` is escaped so no text can close the element. */
const scriptJson = (value: object) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderCareersDocument(frame: string, doc: CareersDocument): string {
  const head = [
    doc.canonical ? `<link rel="canonical" href="${escapeHtml(doc.canonical)}">` : '',
    // Feed readers find the open jobs from any careers page (decision 0077).
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`Jobs at ${site.firmName}`)}" href="${paths.careersRss}">`,
    doc.jsonLd ? `<script type="application/ld+json">${scriptJson(doc.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return frame
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(`${doc.title} | ${site.firmName}`)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(doc.description)}" />`,
    )
    .replace('</head>', () => `${head.join('\n')}\n</head>`)
    .replace(CAREERS_SLOT, () => `<div id="careers-content">${doc.body}</div>`);
}
