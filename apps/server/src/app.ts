import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/types';
import { type Auth, createAuth, resolveAuthSecret } from './platform/auth/auth';
import { PasswordGuard } from './platform/auth/password-guard';
import { KnownAddresses } from './platform/auth/known-addresses';
import { SessionCache } from './platform/auth/session-cache';
import { applicantsRoutes } from './recruitment/applicants/applicants.routes';
import { applicationsRoutes } from './recruitment/applications/applications.routes';
import { rejectionReasonsRoutes } from './recruitment/applications/rejection-reasons.routes';
import { interviewsRoutes } from './recruitment/interviews/interviews.routes';
import { hiringTeamsRoutes } from './recruitment/hiring-teams/hiring-teams.routes';
import { interviewKitsRoutes } from './recruitment/interview-kits/interview-kits.routes';
import { skillsRoutes } from './workspace/skills/skills.routes';
import { consultantsRoutes } from './staffing/consultants/consultants.routes';
import { consultantHireRoutes } from './staffing/consultants/consultant-hire.routes';
import { consultantProfileRoutes } from './staffing/consultants/profile.routes';
import { allocationsRoutes } from './staffing/allocations/allocations.routes';
import { candidateProposalsRoutes } from './staffing/allocations/candidate-proposals.routes';
import { demandsRoutes } from './staffing/demands/demands.routes';
import { demandJobRoutes } from './staffing/demands/demand-job.routes';
import { forecastRoutes } from './staffing/forecast/forecast.routes';
import { setUpStaffingChecks } from './staffing/forecast/staffing-checks.job';
import { cancelUpcomingInterviews, eraseFromInterviews, interviewMailer } from './recruitment/interviews/interviews.service';
import { clientLogosRoutes } from './site/client-logos/client-logos.routes';
import { dashboardsRoutes } from './analytics/dashboards/dashboards.routes';
import { contactMessagesRoutes } from './site/contact-messages/contact-messages.routes';
import { filesRoutes } from './platform/files/files.routes';
import { funnelRoutes } from './crm/funnel/funnel.routes';
import { healthRoutes } from './platform/health/health.routes';
import { insightsRoutes } from './analytics/insights/insights.routes';
import { jobsRoutes, type JobsRoutesOptions } from './recruitment/jobs/jobs.routes';
import { registerLiveUpdates } from './platform/live-updates/live-updates.routes';
import { recruitersRoutes } from './recruitment/recruiters/recruiters.routes';
import { searchRoutes } from './workspace/search/search.routes';
import { activitiesRoutes } from './workspace/activities/activities.routes';
import { calendarFeedRoutes } from './workspace/activities/calendar-feed.routes';
import { endCalendarFeed } from './workspace/activities/calendar-feed.service';
import { onCredentialsEnded } from './identity/access/access.service';
import { onTimeZoneChanged } from './identity/account/account.service';
import { candidateMailRoutes } from './recruitment/candidate-mail/candidate-mail.routes';
import { privacyRoutes, type PrivacyRoutesOptions } from './workspace/privacy/privacy.routes';
import { setUpRetention } from './workspace/privacy/retention.job';
import { registerErasureSteps } from './workspace/privacy/erasure-steps';
import { eraseFromContactMessages } from './site/contact-messages/contact-messages.service';
import { eraseFromImports } from './crm/data-management/import-undo.service';
import { eraseFromSavedReports } from './analytics/reports/saved-reports.service';
import { eraseFromApplications } from './recruitment/applications/applications.service';
import { eraseApplicantRow, unlinkApplicantsFromJob } from './recruitment/applicants/applicants.service';
import { eraseFromDeals, insertDealRows, unlinkDealsFromCompany, unlinkDealsFromContact } from './crm/funnel/leads.service';
import { eraseContactRow, insertContactRows } from './crm/contacts/contacts.service';
import { setUpBackgroundImports } from './crm/data-management/background-import.service';
import { setUpImportJournalPrune } from './crm/data-management/import-journal-prune.job';
import { notificationsRoutes } from './workspace/notifications/notifications.routes';
import { rescheduleTasksOfAssignee, startTaskDue } from './workspace/activities/task-due';
import { onContactMade } from './workspace/activities/contact-made';
import { moveLastContactDates } from './crm/funnel/last-contact.service';
import { startDigests } from './workspace/notifications/notification-digest';
import { accountRoutes } from './identity/account/account.routes';
import { accessRoutes } from './identity/access/access.routes';
import { companiesRoutes, type CompaniesRoutesOptions } from './crm/companies/companies.routes';
import { insertCompanyRows } from './crm/companies/companies.service';
import { contactsRoutes, type ContactsRoutesOptions } from './crm/contacts/contacts.routes';
import { companyRecordRoutes } from './crm/record-pages/company-record.routes';
import { contactRecordRoutes } from './crm/record-pages/contact-record.routes';
import { reportingRoutes } from './analytics/reporting/reporting.routes';
import { reportsRoutes } from './analytics/reports/reports.routes';
import { sessionRoutes } from './identity/session/session.routes';
import { teamRoutes } from './identity/team/team.routes';
import { inquiriesRoutes } from './crm/inquiries/inquiries.routes';
import { contactIntakeRoutes } from './crm/inquiries/contact-intake.routes';
import { siteMapRoutes } from './site/site-map/site-map.routes';
import { careersRoutes } from './recruitment/careers/careers.routes';
import { careersFeedsRoutes } from './recruitment/careers/careers-feeds.routes';
import { careersResumeFieldsRoutes } from './recruitment/careers/careers-resume-fields.routes';
import { dataManagementRoutes } from './crm/data-management/data-management.routes';
import { duplicatesRoutes } from './crm/duplicates/duplicates.routes';
import { auditLogRoutes } from './platform/audit/audit-log.routes';
import { type JobEngine, startJobEngine } from './platform/background/job-engine';
import { setUpMail } from './platform/mail/mail-delivery';
import { outboxRoutes } from './platform/mail/outbox.routes';
import { passwordResetRoutes } from './identity/password-reset/password-reset.routes';
import { savedViewsRoutes } from './workspace/saved-views/saved-views.routes';
import { emailConfirmationRoutes } from './identity/email-confirmation/email-confirmation.routes';
import { twoFactorRoutes } from './identity/two-factor/two-factor.routes';
import { signInLinkRoutes } from './identity/session/sign-in-link.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { registerRequestText } from './plugins/request-text';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Kysely<Database>;
    auth: Auth;
    passwordGuard: PasswordGuard;
    /** The addresses each member has signed in from, as keyed hashes (decision 0073). */
    knownAddresses: KnownAddresses;
    sessionCache: SessionCache;
    /** Background jobs (pg-boss, decision 0018). */
    jobs: JobEngine;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the bad-input fuzz test enumerates them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** false: background jobs are queued but not run by this app (API tests; see startJobEngine). Default true. */
  jobs?: boolean;
}

/** JSON bodies beyond this are refused with 413 (file uploads have their own limits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server: plugins, then modules. Used by server.ts and by tests. */
export async function buildApp({ config, database, logger, onRoute, jobs: runJobs = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await resolveAuthSecret(database.db, config);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('auth', createAuth(database.db, config, secret));
  app.decorate('passwordGuard', new PasswordGuard(database.db, config));
  app.decorate('knownAddresses', new KnownAddresses(database.db, secret));
  app.decorate('sessionCache', new SessionCache());
  const jobs = await startJobEngine(database, app.log, { run: runJobs });
  app.decorate('jobs', jobs);
  // Decision 0110: the demo seed (identity) writes its companies, contacts and leads through their owners.
  app.decorate('demoRecordWriters', { insertCompanies: insertCompanyRows, insertContacts: insertContactRows, insertDeals: insertDealRows });
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('secondFactor', false);
  app.decorateRequest('passwordChange', false);
  // A logged call or meeting moves the CRM's last contact dates (decision 0063): workspace knows no CRM table.
  onContactMade(moveLastContactDates);
  // Recovery ends every credential (decision 0066): identity knows no workspace table.
  onCredentialsEnded(endCalendarFeed);
  // A member's new zone moves their tasks' due moments (decision 0091): identity knows no workspace table.
  onTimeZoneChanged(rescheduleTasksOfAssignee);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app);
  registerRequestText(app);
  await registerDocs(app);
  await registerMultipart(app);
  await registerLiveUpdates(app);

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(twoFactorRoutes);
  await app.register(signInLinkRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(filesRoutes);
  await app.register(clientLogosRoutes);
  await app.register(dashboardsRoutes);
  await app.register(insightsRoutes);
  // Decision 0110: a deleted job leaves its applicants through the applicants module, which imports jobs.
  await app.register<JobsRoutesOptions>(jobsRoutes, { unlinkApplicants: unlinkApplicantsFromJob });
  await app.register(applicantsRoutes);
  await app.register(applicationsRoutes);
  await app.register(rejectionReasonsRoutes);
  await app.register(interviewsRoutes);
  await app.register(hiringTeamsRoutes);
  await app.register(interviewKitsRoutes);
  await app.register(skillsRoutes);
  await app.register(consultantsRoutes);
  await app.register(demandsRoutes);
  await app.register(allocationsRoutes);
  await app.register(candidateProposalsRoutes);
  await app.register(demandJobRoutes);
  await app.register(consultantHireRoutes);
  await app.register(consultantProfileRoutes);
  await app.register(forecastRoutes);
  await app.register(recruitersRoutes);
  // Decision 0110: a deleted contact or company leaves its deals through the funnel, which imports them.
  await app.register<ContactsRoutesOptions>(contactsRoutes, { unlinkDeals: unlinkDealsFromContact });
  // The record pages compose contacts, companies, funnel and jobs.
  await app.register(contactRecordRoutes);
  await app.register<CompaniesRoutesOptions>(companiesRoutes, { unlinkDeals: unlinkDealsFromCompany });
  await app.register(companyRecordRoutes);
  await app.register(teamRoutes);
  await app.register(accountRoutes);
  await app.register(accessRoutes);
  await app.register(reportingRoutes);
  await app.register(reportsRoutes);
  await app.register(funnelRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(inquiriesRoutes);
  await app.register(contactIntakeRoutes);
  await app.register(siteMapRoutes);
  await app.register(careersRoutes);
  await app.register(careersFeedsRoutes);
  await app.register(careersResumeFieldsRoutes);
  await app.register(dataManagementRoutes);
  await app.register(duplicatesRoutes);
  await app.register(auditLogRoutes);
  await app.register(passwordResetRoutes);
  await app.register(outboxRoutes);
  await setUpMail(app);
  await app.register(searchRoutes);
  await app.register(savedViewsRoutes);
  await app.register(activitiesRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(candidateMailRoutes);
  // Decision 0110: each owner's part of an erase, run by privacy (and the retention job) in its order.
  registerErasureSteps({
    interviews: eraseFromInterviews,
    contactMessages: eraseFromContactMessages,
    imports: eraseFromImports,
    savedReports: eraseFromSavedReports,
    applications: eraseFromApplications,
    applicants: eraseApplicantRow,
    deals: eraseFromDeals,
    contacts: eraseContactRow,
  });
  await app.register<PrivacyRoutesOptions>(privacyRoutes, {
    // Decision 0074: an erased applicant's upcoming interviews are cancelled in the erase; the
    // interviewers get the CANCEL (scrubbed of the person by the erase), the erased address nothing.
    beforeApplicantErase: (trx, user, applicantId) =>
      cancelUpcomingInterviews(trx, interviewMailer(app), user, { applicantId }, { mailCandidate: false }),
  });
  await setUpRetention(app);
  await setUpImportJournalPrune(app);
  await setUpBackgroundImports(app);
  await app.register(notificationsRoutes);
  await startTaskDue(app);
  await startDigests(app);
  await setUpStaffingChecks(app);

  await registerWebApp(app);
  return app;
}
