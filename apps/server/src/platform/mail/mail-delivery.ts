import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/types';
import type { JobEngine } from '../background/job-engine';
import { MAIL_QUEUE, type MailJob } from './mail.service';
import { findMail, markSent, recordFailure } from './outbox.repository';

/** Attempts after the first before a mail is marked failed (an admin can retry it then). */
export const MAIL_RETRY_LIMIT = 6;
/** A delivery not finished by then is assumed lost (its instance died) and is retried; above the SMTP timeouts. */
const DELIVERY_EXPIRY_SECONDS = 150;

/**
 * The queue exists whether or not this instance delivers: without SMTP_URL the jobs wait (and the
 * mails stay readable in the Outbox page) until an instance with SMTP configured works them.
 */
export async function declareMailQueue(jobs: JobEngine, retryDelaySeconds: number): Promise<void> {
  await jobs.queue(MAIL_QUEUE, {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: DELIVERY_EXPIRY_SECONDS,
    // Kept for a year: a demo without SMTP may be given an SMTP server much later.
    retentionSeconds: 365 * 24 * 3600,
  });
}

export interface MailDeliveryOptions {
  smtpUrl: string;
  from: string;
  /** How often an idle worker looks for mail (pg-boss polls; at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

/**
 * The mail plugin part of buildApp: the queue always, the worker when SMTP_URL is set.
 */
export async function setUpMail(app: FastifyInstance): Promise<void> {
  const { config, jobs, db } = app;
  await declareMailQueue(jobs, config.MAIL_RETRY_DELAY_SECONDS);
  if (!config.SMTP_URL || !config.MAIL_FROM) return;
  const close = await startMailDelivery(db, jobs, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, app.log);
  app.addHook('onClose', async () => {
    await jobs.stop(); // deliveries in flight finish first (stop is idempotent)
    close();
  });
}

/**
 * The worker of the 'mail-delivery' queue, on every instance with SMTP configured. pg-boss gives
 * each job to one worker at a time; the outbox row's status makes a delivery idempotent: a mail
 * already sent is never sent again, even if its job runs twice (decision 0018).
 */
export async function startMailDelivery(
  db: Kysely<Database>,
  jobs: JobEngine,
  options: MailDeliveryOptions,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  await jobs.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 10 }, async (job) => {
    const mail = await findMail(db, job.data.id);
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html_body,
        text: mail.text_body,
        // An .ics invitation goes as text/calendar; mail clients offer to add it to the calendar.
        attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        // The same id on every attempt, so a receiving server can tell a repeat.
        messageId: `<${mail.id}@keel.outbox>`,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = job.retryCount >= MAIL_RETRY_LIMIT;
      await recordFailure(db, mail.id, message, givenUp);
      log.warn({ mailId: mail.id, attempt: job.retryCount + 1, givenUp, err: message }, 'mail delivery failed');
      throw error;
    }
    await markSent(db, mail.id);
  });
  return () => transport.close();
}
