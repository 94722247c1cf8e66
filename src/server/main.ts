import path from 'node:path';
import nodemailer from 'nodemailer';
import { buildApp } from '#server/app';
import { startedClock, systemClock } from '#server/lib/clock';
import { openDatabase } from '#server/db/client';
import { startPgliteMaintenance } from '#server/db/maintenance';
import { DEMO_PASSWORD, ensureAdmin, seedDemo } from '#server/demo/seed';
import { seedDemoHistory } from '#server/demo/demo-year';
import { EnvError, loadConfig } from '#server/env';
import { OutboxWorker } from '#server/modules/mail/outbox.worker';
import { invoiceAttachments } from '#server/modules/invoices/invoices.mail';
import { scheduleBillingRun } from '#server/modules/invoices/invoices.run';
import { scheduleRetentionRun } from '#server/modules/retention/retention.service';
import { scheduleAuegWarnings } from '#server/modules/compliance/aueg.warnings';
import { createHttpSmsGateway } from '#server/modules/mail/sms.gateway';
import { resolveJwtSecret, resolveVapidKeys } from '#server/secrets';
import { createWebPushSender } from '#server/modules/push/push.sender';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { serverLoggerOptions } from '#server/lib/log-redaction';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        timeouts: config.databaseTimeouts,
        preparedStatements: config.databasePreparedStatements,
      })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        preparedStatements: config.databasePreparedStatements,
      });
  await database.migrate();
  await ensureReferenceData(database.db);

  // CLOCK_START (tests, demos): business time starts at that instant and runs on.
  const clock = config.clockStart ? startedClock(config.clockStart) : systemClock;
  // Wakes the outbox worker once it exists (tasks may enqueue while the app is being built).
  let wakeWorker = () => {};
  const vapid = await resolveVapidKeys(config.dataDir, config.vapid);
  const app = await buildApp({
    database,
    jwtSecret: await resolveJwtSecret(config.dataDir, config.jwtSecret),
    publicUrl: config.publicUrl,
    smtpConfigured: config.smtpUrl !== undefined,
    contactEmail: config.contactEmail,
    filesRoot: path.join(config.dataDir, 'files'),
    contactLanguage: config.contactLanguage,
    onMailEnqueued: () => wakeWorker(),
    // Deadlines fire in every process (SKIP LOCKED shares them out), with or without SMTP.
    tasks: { start: true },
    timeLimitHourMs: config.timeLimitHourMs,
    clock,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    platform: config.platform,
    vapid,
    pushTestEndpointHosts: config.pushTestEndpointHosts,
    // No personal data, tokens or SQL parameters above debug.
    logger: serverLoggerOptions(config.logLevel),
  });

  if (config.seedDemo) {
    const created = await seedDemo(database.db, clock.now());
    if (created > 0) app.log.info(`demo data: created ${created} demo accounts (see README)`);
    if (config.seedDemoHistory) {
      const year = await seedDemoHistory(database.db, {
        now: clock.now(),
        log: app.log,
        publicUrl: config.publicUrl,
        filesRoot: path.join(config.dataDir, 'files'),
        password: DEMO_PASSWORD,
      });
      if (year.requests > 0)
        app.log.info(`demo data: a year of ${year.requests} requests, two clinics, three agencies`);
    }
  }
  await scheduleBillingRun(database.db, clock.now());
  await scheduleRetentionRun(database.db, clock.now());
  await scheduleAuegWarnings(database.db, clock.now());
  if (config.adminEmail && config.adminPassword) {
    if (await ensureAdmin(database.db, config.adminEmail, config.adminPassword)) {
      app.log.info('created the administrator of ADMIN_EMAIL');
    }
  }

  // Push needs no configuration (the keys are ours), so the worker always runs.
  const worker = new OutboxWorker({
    db: database.db,
    transport: config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined,
    sms: config.smsUrl
      ? createHttpSmsGateway({ url: config.smsUrl, token: config.smsToken })
      : undefined,
    push: createWebPushSender({ db: database.db, vapid, testHosts: config.pushTestEndpointHosts }),
    from: config.mailFrom,
    attachments: invoiceAttachments(database.db),
    log: app.log,
  });
  worker.start();
  wakeWorker = () => worker.poke();
  const stopMaintenance = startPgliteMaintenance(database, app.log);
  if (!config.smtpUrl)
    app.log.warn(
      'SMTP_URL is not set: e-mails stay in the outbox and their links are logged at LOG_LEVEL=debug',
    );
  if (!config.smsUrl)
    app.log.warn('SMS_URL is not set: SMS stay in the outbox (administrators see them)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopMaintenance();
      await app.close();
      await worker.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `serving on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
