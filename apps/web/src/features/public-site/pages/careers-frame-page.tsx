import { useEffect, useRef, useState } from 'react';
import { enhanceApplyForm } from '../careers-resume-prefill';

/** The element the server fills with the careers content (apps/server/src/recruitment/careers/careers-frame.ts). */
export const CAREERS_CONTENT_ID = 'careers-content';

/** The server's careers markup already in the page, read once, so hydration keeps it as it is. */
function serverContent(): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById(CAREERS_CONTENT_ID)?.innerHTML ?? '';
}

/**
 * /careers and /careers/{job} (decision 0036): the server renders their content from the jobs
 * table into the public site's frame, which the build prerenders from this page with an empty slot.
 * In the browser the page hydrates with the markup the server sent, so the header and menus work
 * while the careers content (plain HTML and forms) stays exactly as served.
 */
export default function CareersFramePage() {
  const [html] = useState(serverContent);
  const content = useRef<HTMLDivElement>(null);
  // Reached by a navigation inside the app rather than from the server: fetch the page itself.
  useEffect(() => {
    if (html === '') window.location.reload();
  }, [html]);
  // The Apply form, when the page has one, is prefilled from the chosen resume (decision 0083).
  useEffect(() => (content.current ? enhanceApplyForm(content.current) : undefined), [html]);
  return <div ref={content} id={CAREERS_CONTENT_ID} dangerouslySetInnerHTML={{ __html: html }} />;
}
