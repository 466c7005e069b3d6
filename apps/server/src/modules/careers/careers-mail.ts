import { site } from '@keel/shared/site';
import { oneLine, render, type RenderedMail } from '../mail/mail-templates';

/** The acknowledgement a candidate receives when the careers site has taken their application. */
export function applicationReceivedMail(to: { email: string; firstName: string }, jobTitle: string): RenderedMail {
  const { html, text } = render({
    greeting: `Hello ${oneLine(to.firstName)},`,
    lines: [
      `Thank you for applying for ${oneLine(jobTitle)} at ${site.firmName}. We have received your application and your resume.`,
      'A recruiter will read it and contact you about the next steps.',
    ],
    footnote: 'If you did not apply, ignore this mail or reply to let us know, and we will delete the application.',
  });
  return { kind: 'application-received', to: to.email, subject: oneLine(`Your application for ${jobTitle} at ${site.firmName}`), html, text };
}
