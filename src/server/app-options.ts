import type { FastifyServerOptions } from 'fastify';
import type { LegalVersions } from '#shared/legal-versions';
import type { Language } from '#shared/languages';
import type { Database } from '#server/db/client';
import type { Notifier } from '#server/modules/engine/engine.ports';
import type { PlatformIssuer } from '#server/modules/invoices/invoices.platform';
import type { VapidKeys } from '#server/modules/push/push.sender';
import type { Clock } from '#server/lib/clock';

/** What buildApp() is given: main.ts reads it from the environment, tests choose it. */
export interface BuildAppOptions {
  database: Database;
  jwtSecret: string;
  publicUrl: string;
  smtpConfigured: boolean;
  /** Where contact requests from the public site are sent, and in which language. */
  contactEmail?: string;
  contactLanguage?: Language;
  /** Called after a message was written to the outbox, e.g. to wake the worker. */
  onMailEnqueued?: () => void;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** Where uploaded files are kept (DATA_DIR/files in production). */
  filesRoot?: string;
  /**
   * The durable task runner (escalation deadlines): main.ts always starts it; tests start it
   * with a short poll, or leave it stopped and call app.taskRunner.runDue(now) with a test clock.
   */
  tasks?: { start: boolean; pollIntervalMs?: number };
  /** How long one hour of a time limit lasts (ENGINE_TIME_LIMIT_UNIT_SECONDS; demos and tests). */
  timeLimitHourMs?: number;
  /** Replaces the notifier (tests record what the engine tells whom). */
  notifier?: Notifier;
  /**
   * "Now" for business rules (deadlines, shifts in the past, today in Germany, due tasks); the
   * system clock by default. Tests and CLOCK_START run the app at a chosen instant.
   */
  clock?: Clock;
  /**
   * Which proxies to believe about the client address (X-Forwarded-For), as Fastify's
   * trustProxy: the per-client rate limits count the address this yields (TRUST_PROXY).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** The platform as the issuer of commission invoices (PLATFORM_*); the demo operator by default. */
  platform?: PlatformIssuer;
  /** The versions of the terms and privacy policy (#shared/legal-versions by default; tests announce new ones). */
  legalVersions?: LegalVersions;
  /** The bearer token of GET /api/metrics (METRICS_TOKEN); without it the route answers 404. */
  metricsToken?: string;
  /** Web Push keys (main.ts: resolveVapidKeys); only the public one is served here, the worker signs. */
  vapid?: Pick<VapidKeys, 'publicKey'>;
  /**
   * Hosts a push endpoint may name although they are not public https addresses: the local push
   * service of tests (PUSH_TEST_ENDPOINT_HOSTS, never in production). Empty by default.
   */
  pushTestEndpointHosts?: readonly string[];
}
