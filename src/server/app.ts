import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import os from 'node:os';
import path from 'node:path';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { endpointsPlugin } from '#server/plugins/endpoints';
import { openApiPlugin } from '#server/plugins/openapi';
import type { BuildAppOptions } from '#server/app-options';
import { languagePlugin } from '#server/plugins/language';
import { errorHandlerPlugin } from '#server/plugins/error-handler';
import { authPlugin } from '#server/plugins/auth';
import { webAppPlugin } from '#server/plugins/web-app';
import { inlineScriptHashes, securityHeadersPlugin } from '#server/plugins/security-headers';
import { rateLimitPlugin } from '#server/plugins/rate-limit';
import { afterResponsePlugin } from '#server/plugins/after-response';
import { metricsPlugin } from '#server/plugins/metrics';
import { Registry } from 'prom-client';
import { createRateLimiter } from '#server/modules/rate-limits/rate-limits.service';
import { createMailer } from '#server/modules/mail/mail.service';
import { REGISTRATION_TASK, createAuthService } from '#server/modules/auth/auth.service';
import { authRoutes } from '#server/modules/auth/auth.routes';
import { createUserService } from '#server/modules/users/users.service';
import { usersRoutes } from '#server/modules/users/users.routes';
import { createPrivacyService } from '#server/modules/privacy/privacy.service';
import { privacyRoutes } from '#server/modules/privacy/privacy.routes';
import { createConsentService } from '#server/modules/consent/consent.service';
import { consentRoutes } from '#server/modules/consent/consent.routes';
import { healthRoutes } from '#server/modules/health/health.routes';
import { metricsRoutes } from '#server/modules/metrics/metrics.routes';
import { createMetricsReadings } from '#server/modules/metrics/metrics.service';
import { createReferenceService } from '#server/modules/reference/reference.service';
import { referenceRoutes } from '#server/modules/reference/reference.routes';
import { createContactService } from '#server/modules/contact/contact.service';
import { contactRoutes } from '#server/modules/contact/contact.routes';
import { createAnalyticsService } from '#server/modules/analytics/analytics.service';
import { analyticsRoutes } from '#server/modules/analytics/analytics.routes';
import { createAuditService } from '#server/modules/audit/audit.service';
import { auditRoutes } from '#server/modules/audit/audit.routes';
import { createFileStore } from '#server/modules/files/files.service';
import { filesRoutes } from '#server/modules/files/files.routes';
import { createInvitationService } from '#server/modules/invitations/invitations.service';
import { invitationsRoutes } from '#server/modules/invitations/invitations.routes';
import { createMembershipService } from '#server/modules/memberships/memberships.service';
import { membershipsRoutes } from '#server/modules/memberships/memberships.routes';
import { createAgencyService } from '#server/modules/agencies/agencies.service';
import { agenciesRoutes } from '#server/modules/agencies/agencies.routes';
import { createPersonService } from '#server/modules/persons/persons.service';
import { personsRoutes } from '#server/modules/persons/persons.routes';
import { createOrganisationService } from '#server/modules/organisations/organisations.service';
import { organisationsRoutes } from '#server/modules/organisations/organisations.routes';
import { createDepartmentService } from '#server/modules/departments/departments.service';
import { departmentsRoutes } from '#server/modules/departments/departments.routes';
import { createDashboardService } from '#server/modules/dashboard/dashboard.service';
import { dashboardRoutes } from '#server/modules/dashboard/dashboard.routes';
import { createReportsService } from '#server/modules/reports/reports.service';
import { reportsRoutes } from '#server/modules/reports/reports.routes';
import { createMyOrganisationService } from '#server/modules/my-organisations/my-organisations.service';
import { myOrganisationsRoutes } from '#server/modules/my-organisations/my-organisations.routes';
import { createOnCallService } from '#server/modules/on-call/on-call.service';
import { onCallRoutes } from '#server/modules/on-call/on-call.routes';
import { createRequestService } from '#server/modules/requests/requests.service';
import { requestsRoutes } from '#server/modules/requests/requests.routes';
import { createMyAgencyService } from '#server/modules/my-agency/my-agency.service';
import { myAgencyRoutes } from '#server/modules/my-agency/my-agency.routes';
import { createSelectionService } from '#server/modules/selection/selection.service';
import { selectionRoutes } from '#server/modules/selection/selection.routes';
import { createSettingsService } from '#server/modules/settings/settings.service';
import { settingsRoutes } from '#server/modules/settings/settings.routes';
import { createDocumentService } from '#server/modules/documents/documents.service';
import { documentsRoutes } from '#server/modules/documents/documents.routes';
import { createAgencyStaffService } from '#server/modules/agency-staff/agency-staff.service';
import { agencyStaffRoutes } from '#server/modules/agency-staff/agency-staff.routes';
import { createJobBoardService } from '#server/modules/job-board/job-board.service';
import { jobBoardRoutes } from '#server/modules/job-board/job-board.routes';
import { TaskRunner } from '#server/modules/scheduler/scheduler.service';
import {
  createNotificationCenter,
  createNotifier,
} from '#server/modules/notifications/notifications.service';
import { NotificationHub } from '#server/modules/notifications/notifications.hub';
import { notificationsRoutes } from '#server/modules/notifications/notifications.routes';
import { createPreferencesService } from '#server/modules/preferences/preferences.service';
import { preferencesRoutes } from '#server/modules/preferences/preferences.routes';
import { createOutboxService } from '#server/modules/mail/outbox.service';
import { outboxRoutes } from '#server/modules/mail/outbox.routes';
import { createEngine, DEADLINE_TASK, FANOUT_TASK } from '#server/modules/engine/engine.service';
import { engineRoutes } from '#server/modules/engine/engine.routes';
import { createMyShiftsService } from '#server/modules/my-shifts/my-shifts.service';
import { myShiftsRoutes } from '#server/modules/my-shifts/my-shifts.routes';
import { createInvoiceService } from '#server/modules/invoices/invoices.service';
import { invoicesRoutes } from '#server/modules/invoices/invoices.routes';
import { BILLING_TASK, billingTask } from '#server/modules/invoices/invoices.run';
import { RETENTION_TASK, retentionTask } from '#server/modules/retention/retention.service';
import { AUEG_TASK, auegWarningTask } from '#server/modules/compliance/aueg.warnings';
import {
  createTimesheetService,
  TIMESHEET_TASK,
} from '#server/modules/timesheets/timesheets.service';
import { timesheetsRoutes } from '#server/modules/timesheets/timesheets.routes';
import { createPushService } from '#server/modules/push/push.service';
import { pushRoutes } from '#server/modules/push/push.routes';
import { systemClock } from '#server/lib/clock';
import { projectRoot } from '#server/lib/project-root';

export type { BuildAppOptions } from '#server/app-options';
export const APP_VERSION = '0.1.0';
const WEB_ROOT = path.join(projectRoot(import.meta.url), 'dist/web');

/** The whole HTTP app without listening: tests call app.inject(), main.ts calls listen(). */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Tokens are long; the rest of the body limits stay at Fastify's defaults.
    routerOptions: { maxParamLength: 500 },
    requestIdHeader: 'x-request-id',
    // Unique across processes and restarts: a user quotes it, an operator finds it in the log.
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A call still answered while the server closes ends its connection. Fastify closes only the
  // connections idle when closing starts; a busy one would otherwise stay open in keep-alive and
  // hold server.close() until the client lets go.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // app.endpoint(): every route's method and path from the shared catalogue.
  await app.register(endpointsPlugin);

  const webRoot = options.webRoot ?? WEB_ROOT;
  // First, so every later route, the 404 handler and error replies carry the headers.
  await app.register(securityHeadersPlugin, {
    https: options.publicUrl.startsWith('https:'),
    scriptHashes: inlineScriptHashes(webRoot),
  });

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  const { db } = options.database;
  // Budgets in the database: every process behind a load balancer spends the same ones.
  const limiter = createRateLimiter({ db, secret: options.jwtSecret });
  await app.register(rateLimitPlugin, { limiter });
  await app.register(afterResponsePlugin);
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 5, fileSize: 6 * 1024 * 1024 },
  });

  await app.register(openApiPlugin, { version: APP_VERSION });

  const clock = options.clock ?? systemClock;
  await app.register(authPlugin, { db, secret: options.jwtSecret });

  const mailer = createMailer({
    log: app.log,
    smtpConfigured: options.smtpConfigured,
    onEnqueued: options.onMailEnqueued,
  });
  // Consent records: sign-up records the versions in effect; the web asks for new ones.
  const consent = createConsentService({
    db,
    clock: options.clock ?? systemClock,
    versions: options.legalVersions,
  });
  const auth = createAuthService({
    db,
    mailer,
    consent,
    limiter,
    secret: options.jwtSecret,
    clock: options.clock ?? systemClock,
    publicUrl: options.publicUrl,
    signAccessToken: (payload, expiresIn) => app.jwt.sign(payload, { expiresIn }),
  });

  const taskRunner = new TaskRunner({
    db,
    log: app.log,
    pollIntervalMs: options.tasks?.pollIntervalMs,
    clock,
  });
  app.decorate('taskRunner', taskRunner);
  taskRunner.register(REGISTRATION_TASK, (tx, task) => auth.completeRegistration(tx, task));
  if (options.tasks?.start) app.addHook('onReady', async () => taskRunner.start());
  // Before the database closes: a pass in flight finishes (or rolls back) first.
  app.addHook('onClose', async () => taskRunner.stop());

  // Notifications: the bell's rows, e-mail and SMS through the outbox, pushed live to the streams
  // of every process by LISTEN/NOTIFY once the writing transaction commits.
  const notifier = createNotifier({
    publicUrl: options.publicUrl,
    log: app.log,
    onEnqueued: options.onMailEnqueued,
  });
  const hub = new NotificationHub({ database: options.database, db, log: app.log });
  app.decorate('notifications', { hub, notifier });
  app.addHook('onReady', async () => hub.start());
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.stop());

  // Prometheus series: hooks on every route registered below.
  const metricsRegistry = new Registry();
  await app.register(metricsPlugin, {
    registry: metricsRegistry,
    readings: createMetricsReadings({ db, clock }),
    poolStats: options.database.poolStats,
    liveStreams: () => hub.size,
    processMetrics: options.metricsToken !== undefined,
  });

  // The marketplace engine: the ladder's steps run in the requests' and selection's transactions
  // and in the deadline tasks of the runner. The engine and the request service need each other
  // (the service tells the engine of every change, the engine scopes its calls through the
  // service): the engine gets the one request service through calls made after both exist.
  const engine = createEngine({
    db,
    notifier: options.notifier ?? notifier,
    log: app.log,
    onTaskScheduled: () => taskRunner.poke(),
    hourMs: options.timeLimitHourMs,
    clock,
    requests: {
      find: (actor, requestId) => requests.find(actor, requestId),
      get: (actor, requestId) => requests.get(actor, requestId),
    },
  });
  taskRunner.register(DEADLINE_TASK, engine.onDeadline);
  // A pool's fan-out the request's process did not complete (it died): any process completes it.
  taskRunner.register(FANOUT_TASK, engine.onFanout);
  const requests = createRequestService({ db, mailer, lifecycle: engine.lifecycle, clock });
  // Timesheets are made with the placement (selection) and followed up by the task runner.
  const timesheets = createTimesheetService({
    db,
    clock,
    notifier,
    onTaskScheduled: () => taskRunner.poke(),
  });
  taskRunner.register(TIMESHEET_TASK, timesheets.onFollowUp);
  // The month's invoices from approved timesheets; main.ts schedules the first run.
  taskRunner.register(
    BILLING_TASK,
    billingTask({ mailer, publicUrl: options.publicUrl }, options.platform, app.log),
  );
  // Daily staff-leasing warnings; main.ts schedules the first run.
  taskRunner.register(AUEG_TASK, auegWarningTask(options.notifier ?? notifier));
  const selection = createSelectionService({
    db,
    mailer,
    publicUrl: options.publicUrl,
    lifecycle: engine.lifecycle,
    requests,
    timesheets,
    clock,
  });

  const reference = createReferenceService(db);
  const store = createFileStore({
    db,
    root: options.filesRoot ?? path.join(os.tmpdir(), 'staffing-marketplace-files'),
  });
  // Retention: the nightly deletions; main.ts schedules the first run.
  taskRunner.register(RETENTION_TASK, retentionTask(store, app.log));
  const invitations = createInvitationService({
    db,
    mailer,
    publicUrl: options.publicUrl,
    signIn: (userId) => auth.startSession(userId),
    notifier,
    legalConsent: consent,
    clock,
  });
  const memberships = createMembershipService({ db });
  const agencies = createAgencyService({
    db,
    files: store,
    invitations,
    mailer,
    publicUrl: options.publicUrl,
    clock,
  });
  const organisations = createOrganisationService({ db, files: store, invitations });
  const departments = createDepartmentService({ db, invitations, memberships });
  const dashboard = createDashboardService({ db, clock });
  const persons = createPersonService({
    db,
    invitations,
    resendVerification: (email) => auth.resendVerification(email, { force: true }),
  });
  // Private documents: signed, short-lived download links (the JWT secret signs them too).
  const documents = createDocumentService({ db, secret: options.jwtSecret, files: store });
  const contact = createContactService({
    db,
    mailer,
    limiter,
    operatorEmail: options.contactEmail ?? 'contact@localhost',
    operatorLanguage: options.contactLanguage ?? 'de',
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: options.database.ping, version: APP_VERSION });
      await api.register(metricsRoutes, { registry: metricsRegistry, token: options.metricsToken });
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users: createUserService({ db }) });
      await api.register(privacyRoutes, {
        privacy: createPrivacyService({ db, store, mailer, clock }),
      });
      await api.register(consentRoutes, { consent });
      await api.register(referenceRoutes, { reference });
      await api.register(contactRoutes, { contact });
      await api.register(analyticsRoutes, { analytics: createAnalyticsService({ db }) });
      await api.register(filesRoutes, { store });
      await api.register(auditRoutes, { audit: createAuditService({ db }) });
      await api.register(invitationsRoutes, { invitations });
      await api.register(membershipsRoutes, { memberships });
      await api.register(agenciesRoutes, { agencies, persons });
      await api.register(personsRoutes, { persons });
      await api.register(organisationsRoutes, { organisations, persons });
      await api.register(departmentsRoutes, { departments, persons });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(reportsRoutes, { reports: createReportsService({ db, clock }) });
      await api.register(requestsRoutes, { requests });
      await api.register(selectionRoutes, { selection });
      await api.register(engineRoutes, { engine });
      await api.register(settingsRoutes, { settings: createSettingsService({ db }) });
      await api.register(myAgencyRoutes, { myAgency: createMyAgencyService({ db }) });
      await api.register(documentsRoutes, { documents });
      await api.register(agencyStaffRoutes, {
        staff: createAgencyStaffService({ db, persons, invitations, memberships, clock }),
      });
      await api.register(jobBoardRoutes, { jobBoard: createJobBoardService({ db, clock }) });
      await api.register(myOrganisationsRoutes, {
        myOrganisations: createMyOrganisationService({ db, departments }),
      });
      await api.register(onCallRoutes, { onCall: createOnCallService({ db, clock }) });
      await api.register(notificationsRoutes, {
        center: createNotificationCenter({
          db,
          secret: options.jwtSecret,
          settlePending: engine.settlePending,
        }),
        hub,
      });
      await api.register(preferencesRoutes, {
        preferences: createPreferencesService({ db, clock }),
      });
      await api.register(outboxRoutes, { outbox: createOutboxService({ db }) });
      // Without keys (tests of other modules) the route answers an empty key: no device can subscribe.
      await api.register(pushRoutes, {
        push: createPushService({
          db,
          publicKey: options.vapid?.publicKey ?? '',
          endpoints: { testHosts: options.pushTestEndpointHosts },
        }),
      });
      await api.register(timesheetsRoutes, { timesheets });
      await api.register(myShiftsRoutes, {
        myShifts: createMyShiftsService({
          db,
          publicUrl: options.publicUrl,
          clock,
          settlePending: engine.settlePending,
        }),
      });
      await api.register(invoicesRoutes, {
        invoices: createInvoiceService({
          db,
          clock,
          mail: { mailer, publicUrl: options.publicUrl },
          platform: options.platform,
          log: app.log,
        }),
      });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
