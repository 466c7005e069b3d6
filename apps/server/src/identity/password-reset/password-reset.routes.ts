import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { ForgotPasswordInput, MessageResponse, PASSWORD_RESET_MESSAGES, ResetPasswordInput } from '@keel/shared/password-reset';
import { endedSentences, requestPasswordReset, resetPassword } from './password-reset.service';

const errors = { 400: ApiErrorBody, 429: ApiErrorBody };
const tags = ['session'];

/** 'Forgot password?' and the reset link's form (signed out; better-auth's own endpoints stay unexposed, decision 0002). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/password-reset/request',
    {
      schema: {
        tags,
        summary: 'Mail a one-time password-reset link (same answer for any e-mail; rate limited)',
        body: ForgotPasswordInput,
        response: { 202: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  );

  r.post(
    '/api/password-reset',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of that user',
        body: ResetPasswordInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const ended = await resetPassword(app, app.auth, request.body.token, request.body.new_password);
      // The owner is told what ended (decision 0066), here and by mail.
      return { message: [PASSWORD_RESET_MESSAGES.done, ...endedSentences(ended)].join(' ') };
    },
  );
}
