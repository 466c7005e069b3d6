import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '@keel/shared/errors';
import { CONTACT_NOT_SAVED, DEAL_NOT_SAVED, inquiryDealName, InquiryInput, InquiryReceipt } from '@keel/shared/inquiries';
import { AppError } from '../../errors';
import { loadUser } from '../../platform/auth/guards';
import { notifierOf } from '../../workspace/notifications/notifications.service';
import { publicFormRateLimit } from '../../platform/public-forms/public-form-limits';
import { InquiryStepError, submitInquiry } from './inquiries.service';

const errors = { 400: ApiErrorBody, 429: ApiErrorBody, 500: ApiErrorBody };

/** The New Inquiry form's submission: public (docs/product/roles-and-permissions.md#inquiry-ownership), rate limited, with a honeypot. */
export async function inquiriesRoutes(app: FastifyInstance) {
  const notifier = notifierOf(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/inquiries',
    {
      config: publicFormRateLimit(app),
      schema: {
        tags: ['inquiries'],
        summary: 'Submit a New Inquiry: contact, company, deal and audit entry in one transaction (public, rate limited)',
        body: InquiryInput,
        response: { 201: InquiryReceipt, ...errors },
      },
    },
    async (request, reply) => {
      const data = request.body;
      // A bot filled the honeypot: answer as for a real inquiry, store nothing.
      if (data.homepage?.trim()) {
        return reply.status(201).send({ leadName: `${data.firstName} ${data.lastName}`, dealName: inquiryDealName(data) });
      }
      try {
        return reply.status(201).send(await submitInquiry(app.db, data, await loadUser(request), notifier));
      } catch (error) {
        if (!(error instanceof InquiryStepError)) throw error;
        request.log.error({ err: error.cause, step: error.step }, 'inquiry not saved');
        throw new AppError('INTERNAL', error.step === 'deal' ? DEAL_NOT_SAVED : CONTACT_NOT_SAVED);
      }
    },
  );
}
