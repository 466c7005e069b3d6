import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { paths } from '@keel/shared/paths';
import { WITHDRAWAL_TEXTS as T } from '@keel/shared/withdrawal';
import { publicFormRateLimit } from '../../platform/public-forms/public-form-limits';
import { notifierOf } from '../../workspace/notifications/notifications.service';
import { type WithdrawalOutcome, withdrawalState, withdrawApplication } from '../applications/application-withdrawal.service';
import { interviewMailer } from '../interviews/interviews.service';
import type { CareersDocument } from './careers-frame';
import { band, buttonClass, esc, messageBody, pageHeader } from './careers-html';

type Send = (reply: FastifyReply, status: number, doc: CareersDocument, cacheControl?: string) => unknown;

/** A page reached with a candidate's token is theirs alone: no cache keeps it. */
const PRIVATE = 'private, no-store';

const TokenInput = z.object({ token: z.string().max(200).catch('') }).catch({ token: '' });

const page = (title: string, message: string): CareersDocument => ({ title, description: message, body: messageBody(title, message) });

/** The page for a link that changes nothing, or for a withdrawal just made. */
function outcomePage(outcome: WithdrawalOutcome): { status: number; doc: CareersDocument } {
  switch (outcome.kind) {
    case 'invalid':
      return { status: 404, doc: page(T.invalidTitle, T.invalid) };
    case 'expired':
      return { status: 410, doc: page(T.expiredTitle, T.expired) };
    case 'withdrawn':
      return { status: 200, doc: page(T.alreadyTitle, T.already(outcome.jobTitle)) };
    case 'closed':
      return { status: 200, doc: page(T.closedTitle, T.closed(outcome.jobTitle)) };
    case 'done':
      return { status: 200, doc: page(T.doneTitle, T.done(outcome.jobTitle)) };
  }
}

/** The confirmation: a GET only shows it (mail scanners prefetch links); the button posts the token. */
function confirmPage(token: string, jobTitle: string): CareersDocument {
  const message = T.confirm(jobTitle);
  const form = `<p class="max-w-3xl text-lg text-slate-700">${esc(message)}</p>
<form method="post" action="${paths.careersWithdraw}" class="mt-8 flex flex-wrap items-center gap-4">
<input type="hidden" name="token" value="${esc(token)}">
<button type="submit" class="${buttonClass}">${esc(T.button)}</button>
<a href="${paths.careers}" class="font-medium text-accent-700 underline-offset-4 hover:underline">Keep my application</a>
</form>`;
  return { title: T.confirmTitle, description: message, body: pageHeader(T.confirmTitle, 'Careers') + band(form) };
}

/**
 * The candidate's withdrawal page (decision 0078): `GET /careers/withdraw?token=…` shows what the
 * link is for and asks to confirm; `POST /careers/withdraw` (the button, form-encoded) withdraws.
 * Registered inside the careers routes, whose `send` and error pages it uses.
 */
export function withdrawalRoutes(app: FastifyInstance, send: Send) {
  // The confirmation button posts a plain form (no JavaScript needed): one short field.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(paths.careersWithdraw, { schema: { hide: true } }, async (request, reply) => {
    const { token } = TokenInput.parse(request.query);
    const state = await withdrawalState(app.db, token);
    if (state.kind === 'open') return send(reply, 200, confirmPage(token, state.jobTitle), PRIVATE);
    const { status, doc } = outcomePage(state);
    return send(reply, status, doc, PRIVATE);
  });

  app.post(paths.careersWithdraw, { schema: { hide: true }, config: publicFormRateLimit(app) }, async (request, reply) => {
    const { token } = TokenInput.parse(request.body);
    const { status, doc } = outcomePage(await withdrawApplication(app.db, interviewMailer(app), notifierOf(app), token));
    return send(reply, status, doc, PRIVATE);
  });
}
