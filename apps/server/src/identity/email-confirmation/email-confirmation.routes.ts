import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { MessageResponse } from '@keel/shared/password-reset';
import { ConfirmEmailInput, EMAIL_CONFIRMATION_MESSAGES, ResendConfirmationInput } from '@keel/shared/two-factor';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';

const errors = { 400: ApiErrorBody, 429: ApiErrorBody };
const tags = ['session'];

/** Confirming an e-mail address (decision 0023): the mail's link, and 'send it again'. */
export async function emailConfirmationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/email-confirmation/resend',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Mail a new confirmation link (same answer for any e-mail; rate limited)',
        body: ResendConfirmationInput,
        response: { 202: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await resendConfirmation(app.db, app, request.body.email);
      return reply.status(202).send({ message: EMAIL_CONFIRMATION_MESSAGES.resent });
    },
  );

  r.post(
    '/api/email-confirmation',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link of the confirmation mail (works once)',
        body: ConfirmEmailInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await confirmEmail(app.db, request.body.token);
      return { message: EMAIL_CONFIRMATION_MESSAGES.confirmed };
    },
  );
}
