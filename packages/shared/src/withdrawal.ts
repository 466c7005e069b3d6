/**
 * The candidate's side (decision 0078): what the careers acknowledgement says
 * happens next, and the signed link with which the candidate withdraws their application.
 */

/** How long a withdrawal link works after the acknowledgement that carries it. */
export const WITHDRAW_LINK_DAYS = 90;
/** What the acknowledgement promises about the time to answer. */
export const TYPICAL_ANSWER_TIME = 'two weeks';

/** The part of the acknowledgement that the firm's template cannot leave out: what happens next, and the link to withdraw. */
export function acknowledgementNextSteps(input: {
  jobTitle: string;
  recruiterName: string | null;
  firmName: string;
  withdrawUrl: string;
}): string {
  const reader = input.recruiterName
    ? `${input.recruiterName}, who recruits for the ${input.jobTitle} position at ${input.firmName}, reads your application.`
    : `A recruiter of ${input.firmName} who recruits for the ${input.jobTitle} position reads your application.`;
  return [
    'What happens next',
    `${reader} We usually answer within ${TYPICAL_ANSWER_TIME}, and you will hear from us either way, whether or not we take your application further.`,
    `Changed your mind? You can withdraw your application at any time with this link (it works for ${WITHDRAW_LINK_DAYS} days, and asks you to confirm before anything happens):\n${input.withdrawUrl}`,
  ].join('\n\n');
}

/** The public withdrawal page's words. */
export const WITHDRAWAL_TEXTS = {
  confirmTitle: 'Withdraw your application?',
  confirm: (jobTitle: string) =>
    `You are about to withdraw your application for ${jobTitle}. We will stop considering it, and any interview we have arranged with you will be cancelled. This cannot be undone; to be considered again, apply again.`,
  button: 'Withdraw my application',
  doneTitle: 'Application withdrawn',
  done: (jobTitle: string) =>
    `Your application for ${jobTitle} has been withdrawn. The recruiter has been told, and any upcoming interview has been cancelled by e-mail. Thank you for your interest.`,
  alreadyTitle: 'Already withdrawn',
  already: (jobTitle: string) => `Your application for ${jobTitle} has already been withdrawn. Nothing more needs to be done.`,
  closedTitle: 'Application already closed',
  closed: (jobTitle: string) => `Your application for ${jobTitle} is already closed, so there is nothing to withdraw.`,
  invalidTitle: 'This link does not work',
  invalid:
    'This withdrawal link is not valid. Please open the link from your acknowledgement e-mail exactly as it was sent. Nothing has been changed.',
  expiredTitle: 'This link has expired',
  expired: `Withdrawal links work for ${WITHDRAW_LINK_DAYS} days. To withdraw your application, please reply to the e-mail you received from us. Nothing has been changed.`,
} as const;
