import { esc } from './careers-html';

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+/;

/**
 * Text as staff typed it, as the small HTML a job board shows (decision 0077): paragraphs at blank
 * lines, a block of '- ' / '* ' / '• ' lines as a list, of '1. ' lines as a numbered list, other
 * line breaks as <br>. Everything typed is escaped: no markup of the text survives, so no script.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      for (const [pattern, tag] of [
        [BULLET, 'ul'],
        [NUMBERED, 'ol'],
      ] as const) {
        if (lines.every((line) => pattern.test(line)))
          return `<${tag}>${lines.map((line) => `<li>${esc(line.replace(pattern, '').trim())}</li>`).join('')}</${tag}>`;
      }
      return `<p>${lines.map((line) => esc(line.trim())).join('<br>')}</p>`;
    })
    .join('');
}

/** A posting's description for JSON-LD and feeds: the description, then its requirements under a heading. */
export const jobDescriptionHtml = (job: { description: string; requirements: string }) =>
  `${textToHtml(job.description)}<h3>Requirements</h3>${textToHtml(job.requirements)}`;
