import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAREERS_MESSAGES, CareersApplicationInput, CareersFilters, normaliseSourceTag } from '@keel/shared/careers';
import { HONEYPOT_FIELD } from '@keel/shared/contact-messages';
import { paths } from '@keel/shared/paths';
import { site } from '@keel/shared/site';
import { AppError } from '../../errors';
import { publicCacheControl, siteOrigin } from '../../lib/site-origin';
import { publicFormRateLimit } from '../../platform/public-forms/public-form-limits';
import { alreadyApplied, closedJob, receiveApplication } from './careers-apply.service';
import { sendHtml } from './careers-compress';
import { readCareersForm } from './careers-form';
import { type CareersDocument, loadCareersFrame, renderCareersDocument } from './careers-frame';
import { careersListBody, messageBody } from './careers-html';
import { APPLY_RESULT_ANCHOR, type ApplyFormState, EMPTY_FORM, jobBody, type JobPageJob } from './careers-job-html';
import { jobPostingJsonLd } from './careers-json-ld';
import { careersList, publicJob, retentionMonths } from './careers.service';
import { notifierOf } from '../../workspace/notifications/notifications.service';
import { withdrawalRoutes } from './careers-withdraw';

const JobParams = z.object({ job: z.string().max(200) });
const RESUME_REQUIRED = 'Please attach your resume (PDF, DOC or DOCX).';
const NOT_FOUND_PAGE = {
  title: 'Job not found',
  description: 'This job posting does not exist.',
  body: messageBody('Job not found', 'We could not find this job. It may have been removed; these are the positions open now.'),
};

/**
 * The careers site (docs/product/beyond-the-spec.md#careers-pages, decision 0036): pages rendered by the
 * server per request from the jobs table into the public site's frame, readable without
 * JavaScript, and the Apply form's POST, which answers with a page too (errors, refusal or thanks).
 */
export async function careersRoutes(app: FastifyInstance) {
  const frame = loadCareersFrame(app.config.WEB_DIST_DIR);
  const send = (reply: FastifyReply, status: number, doc: CareersDocument, cacheControl = publicCacheControl(app, 'no-cache')) => {
    // Under helmet's 'no-referrer' a browser posts the Apply form with `Origin: null`, which the
    // cross-site check refuses; 'same-origin' keeps the real origin on our own requests only.
    // Its canonical link and JSON-LD name the site's origin: without PUBLIC_URL (or ALLOWED_HOSTS) only the asker may keep it (decision 0071).
    void reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).header('referrer-policy', 'same-origin');
    return sendHtml(reply.request, reply, renderCareersDocument(frame, doc));
  };

  // Errors of these routes are pages, not JSON: a visitor without JavaScript reads them.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error instanceof AppError
        ? error.statusCode
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 429
        ? 'You have sent several applications in a short time. Please wait ten minutes, then try again.'
        : status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : error instanceof AppError
            ? error.message
            : 'The request could not be read.';
    const title = status === 429 ? 'Please wait a moment' : status >= 500 ? 'Something went wrong' : 'This did not work';
    return send(reply, status, { title, description: message, body: messageBody(title, message) });
  });

  withdrawalRoutes(app, send);

  const jobDocument = (request: FastifyRequest, job: JobPageJob, form: ApplyFormState | null, months: number): CareersDocument => {
    const origin = siteOrigin(app, request);
    const url = origin + paths.careersJob(job.job_id);
    const open = job.open;
    const where = [job.location, job.employment_type].filter(Boolean).join(', ');
    return {
      title: open ? job.title : `${job.title} (closed)`,
      description: open
        ? `${job.title}${job.department ? `, ${job.department}` : ''} at ${site.firmName}${where ? ` (${where})` : ''}. Read the role and requirements and apply online.`
        : `${job.title} at ${site.firmName}: this position no longer takes applications.`,
      body: jobBody(job, form, months),
      canonical: url,
      ...(open ? { jsonLd: jobPostingJsonLd(job, url, origin) } : {}),
    };
  };

  app.get('/careers', { schema: { hide: true } }, async (request, reply) => {
    const filters = CareersFilters.parse(typeof request.query === 'object' && request.query ? request.query : {});
    const { jobs, facets } = await careersList(app.db, filters);
    return send(reply, 200, {
      title: 'Careers',
      description: `Open positions at ${site.firmName}: ${jobs.length} IT consulting and project-management jobs. Filter by department, location and type, and apply online.`,
      body: careersListBody(jobs, facets, filters),
      canonical: siteOrigin(app, request) + paths.careers,
    });
  });

  app.get('/careers/:job', { schema: { hide: true } }, async (request, reply) => {
    const { job: id } = JobParams.parse(request.params);
    const job = await publicJob(app.db, id);
    if (!job) return send(reply, 404, NOT_FOUND_PAGE);
    // A link from a feed carries ?source= (decision 0077): the form sends it back with the application.
    const source = normaliseSourceTag((request.query as Record<string, unknown> | undefined)?.source);
    const form = source ? { ...EMPTY_FORM, values: { source } } : EMPTY_FORM;
    return send(reply, 200, jobDocument(request, job, job.open ? form : null, await retentionMonths(app.db)));
  });

  app.post('/careers/:job', { schema: { hide: true }, config: publicFormRateLimit(app) }, async (request, reply) => {
    const { job: id } = JobParams.parse(request.params);
    const job = await publicJob(app.db, id);
    if (!job) return send(reply, 404, NOT_FOUND_PAGE);
    const months = await retentionMonths(app.db);
    if (!job.open) return send(reply, closedJob().statusCode, jobDocument(request, job, null, months));

    const { fields, resume, error } = await readCareersForm(request);
    const { [HONEYPOT_FIELD]: honeypot, ...typed } = fields;
    const refuse = (status: number, state: Omit<ApplyFormState, 'values'>) =>
      send(reply, status, jobDocument(request, job, { values: typed, ...state }, months));
    if (error) return refuse(error.statusCode, { errors: error.fields ?? {}, formError: error.message });

    const parsed = CareersApplicationInput.safeParse(fields);
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
    if (!resume) errors.resume = RESUME_REQUIRED;
    // A bot filled the honeypot: answer as for a real application, store nothing.
    if (honeypot) return send(reply, 200, thanks(typed.first_name ?? '', job.title));
    if (!parsed.success || !resume) return refuse(400, { errors, formError: 'Please correct the fields marked below.' });

    try {
      await receiveApplication(app.db, notifierOf(app), job.job_id, parsed.data, resume, {
        clientAddress: request.ip,
        origin: siteOrigin(app, request),
        perRecipient: app.config.CAREERS_ACK_PER_RECIPIENT,
        perAddress: app.config.CAREERS_ACK_PER_ADDRESS,
      });
    } catch (failure) {
      if (!(failure instanceof AppError)) throw failure;
      // No oracle (decision 0071): "did X apply here?" gets the answer every applicant gets.
      if (failure.message === alreadyApplied().message) return send(reply, 200, thanks(parsed.data.first_name, job.title));
      if (failure.message === closedJob().message)
        return send(reply, 409, jobDocument(request, { ...job, status: 'Closed', open: false }, null, months));
      if (failure.statusCode < 500 && failure.code !== 'NOT_FOUND')
        return refuse(failure.statusCode, { errors: failure.fields ?? {}, formError: failure.message });
      throw failure;
    }
    return send(reply, 200, thanks(parsed.data.first_name, job.title));
  });
}

function thanks(firstName: string, jobTitle: string): CareersDocument {
  const message = `${CAREERS_MESSAGES.received(firstName.trim() || 'Valued Candidate', jobTitle)} We have sent a confirmation to your e-mail address; a recruiter will contact you about the next steps.`;
  return {
    title: 'Application received',
    description: message,
    body: messageBody('Application received', message, 'Thank you', APPLY_RESULT_ANCHOR),
  };
}
