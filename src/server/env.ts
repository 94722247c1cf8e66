import path from 'node:path';
import { z } from 'zod';
import { isEmailAddress, normaliseEmail } from '#shared/email';
import {
  DEMO_PLATFORM_ISSUER,
  normaliseIban,
  type PlatformIssuer,
} from '#server/modules/invoices/invoices.platform';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EMAIL_MESSAGE = 'must be an e-mail address';

/** The product's one address rule (src/shared/email.ts); the value becomes the stored form. */
const optionalEmail = optionalText.pipe(
  z.string().refine(isEmailAddress, { error: EMAIL_MESSAGE }).overwrite(normaliseEmail).optional(),
);

/** "Name <address>" or a bare address; the name may be quoted. */
const MAILBOX = /^(?:(?:"(?:[^"\\]|\\.)*"|[^"<>]*)\s*)?<([^<>]*)>$/;

/** The address in a sender such as MAIL_FROM, or null. */
export function senderAddress(value: string): string | null {
  const text = value.trim();
  const address = MAILBOX.exec(text)?.[1] ?? text;
  return isEmailAddress(address) ? address.trim() : null;
}

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

/** A database timeout: from a tenth of a second to ten minutes. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(100, { error: 'must be at least 100' })
    .max(600_000, { error: 'must be at most 600000' })
    .default(fallback);

/** A line of the platform's issuer data: never empty, the demo value when unset. */
const issuerText = (fallback: string) =>
  z.string().trim().min(1).max(200, { error: 'must be at most 200 characters' }).default(fallback);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 65535' })
      .max(65535, { error: 'must be between 1 and 65535' })
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
    DB_CONNECT_TIMEOUT_MS: milliseconds(2_000),
    DB_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(10_000),
    DB_PREPARED_STATEMENTS: booleanFlag.default(true),
    SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
    SMS_URL: urlWithProtocol(['http:', 'https:']).optional(),
    SMS_TOKEN: optionalText,
    MAIL_FROM: z
      .string()
      .trim()
      .refine((value) => senderAddress(value) !== null, {
        error: 'must be an e-mail address, or a name and an address as Name <address>',
      })
      .default('Staffing Marketplace <no-reply@localhost>'),
    PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
    CONTACT_EMAIL: optionalEmail,
    CONTACT_LANGUAGE: z.enum(['en', 'de'], { error: 'must be en or de' }).default('de'),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    // Web Push: both keys or neither (then generated into DATA_DIR/secrets).
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,90}$/, { error: 'must be a base64url P-256 public key' })
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,45}$/, { error: 'must be a base64url P-256 private key' })
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https:// URL' })
        .optional(),
    ),
    // A local push service for browser tests: these hosts may be push endpoints over http.
    PUSH_TEST_ENDPOINT_HOSTS: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9.:-]+(\s*,\s*[a-z0-9.:-]+)*$/i, {
          error: 'must be host names or IP addresses separated by commas',
        })
        .optional(),
    ),
    SEED_DEMO: booleanFlag.optional(),
    SEED_DEMO_HISTORY: booleanFlag.optional(),
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, { error: 'must be at least 8 characters long' }).optional(),
    ),
    ENGINE_TIME_LIMIT_UNIT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .positive({ error: 'must be more than 0' })
      .max(3600, { error: 'must be at most 3600' })
      .default(3600),
    CLOCK_START: optionalText.pipe(
      z.iso
        .datetime({
          offset: true,
          error: 'must be an ISO 8601 instant, e.g. 2027-03-27T20:30:00+01:00',
        })
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // The platform as the issuer of commission invoices (printed on the PDF and in the e-invoice).
    PLATFORM_NAME: issuerText(DEMO_PLATFORM_ISSUER.name),
    PLATFORM_ADDRESS: issuerText(DEMO_PLATFORM_ISSUER.address),
    PLATFORM_POSTCODE: issuerText(DEMO_PLATFORM_ISSUER.postcode),
    PLATFORM_CITY: issuerText(DEMO_PLATFORM_ISSUER.city ?? ''),
    PLATFORM_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code (ISO 3166-1), e.g. DE' })
      .default(DEMO_PLATFORM_ISSUER.country),
    PLATFORM_VAT_ID: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/, {
        error: 'must be a VAT identification number, e.g. DE123456789',
      })
      .default(DEMO_PLATFORM_ISSUER.vatId ?? ''),
    PLATFORM_TAX_NUMBER: issuerText(DEMO_PLATFORM_ISSUER.taxNumber ?? ''),
    PLATFORM_IBAN: z
      .string()
      .refine((value) => normaliseIban(value) !== null, {
        error: 'must be an IBAN with valid check digits',
      })
      .transform((value) => normaliseIban(value)!)
      .default(DEMO_PLATFORM_ISSUER.iban),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, { error: 'must be at least 16 characters long' }).optional(),
    ),
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (value) =>
          value
            .split(',')
            .every((entry) =>
              /^(loopback|linklocal|uniquelocal|(\d{1,3}(\.\d{1,3}){3}|[\da-fA-F]*:[\da-fA-F:.]*)(\/\d{1,3})?)$/.test(
                entry.trim(),
              ),
            ),
        { error: 'must be proxy addresses (IP or CIDR, or loopback) separated by commas' },
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A production server on a made-up date would set real deadlines wrongly: tests and demos only.
    if (env.CLOCK_START !== undefined && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_START'],
        message: 'is for tests and demos only: set NODE_ENV=test or development to use it',
      });
    }
    // Push endpoints on the local network are for tests: production pushes to public https only,
    // so the server is never made to call into its own network.
    if (env.PUSH_TEST_ENDPOINT_HOSTS !== undefined && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_TEST_ENDPOINT_HOSTS'],
        message: 'is for tests only: set NODE_ENV=test or development to use it',
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** What the app needs, resolved: defaults that depend on other values are filled in here. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long a request waits for the PostgreSQL server (DB_*_TIMEOUT_MS). */
  databaseTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  /** Repeated statements as named prepared statements (DB_PREPARED_STATEMENTS), on both databases: parsed once per connection, not per call. */
  databasePreparedStatements: boolean;
  smtpUrl: string | undefined;
  /** The HTTP SMS gateway and its bearer token; without it SMS stay in the outbox. */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  mailFrom: string;
  publicUrl: string;
  contactEmail: string;
  contactLanguage: 'en' | 'de';
  jwtSecret: string | undefined;
  /** VAPID keys from the environment (else generated into DATA_DIR/secrets) and the contact for push services. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Hosts a push endpoint may name though not public https (PUSH_TEST_ENDPOINT_HOSTS; tests only). */
  pushTestEndpointHosts: string[];
  seedDemo: boolean;
  /** With seedDemo: a year of requests, a second clinic and more agencies (SEED_DEMO_HISTORY). */
  seedDemoHistory: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: which X-Forwarded-For entries name the client (rate limits count it). */
  trustProxy: string[] | false;
  /** The bearer token of GET /api/metrics; without it the endpoint answers 404. */
  metricsToken: string | undefined;
  /** How long one hour of an escalation time limit lasts, in ms: shorter only for demos and tests. */
  timeLimitHourMs: number;
  /** The instant the app's clock starts at (then runs on); tests and demos only. */
  clockStart: Date | undefined;
  nodeEnv: Env['NODE_ENV'];
  /** The platform as the issuer of commission invoices (PLATFORM_*; demo values by default). */
  platform: PlatformIssuer;
}

export class EnvError extends Error {}

/**
 * The proxies' own addresses: never "trust everyone" or a hop count, which would let a client
 * that reaches the server directly pick its IP (and so its rate-limit budget).
 */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  return value === undefined ? false : value.split(',').map((entry) => entry.trim());
}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `  ${name}: ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    databasePreparedStatements: env.DB_PREPARED_STATEMENTS,
    smtpUrl: env.SMTP_URL,
    smsUrl: env.SMS_URL,
    smsToken: env.SMS_TOKEN,
    mailFrom: env.MAIL_FROM,
    // Without CONTACT_EMAIL, contact requests go to the first administrator, else stay local.
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL ?? 'contact@localhost',
    contactLanguage: env.CONTACT_LANGUAGE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject:
        env.VAPID_SUBJECT ??
        `mailto:${env.CONTACT_EMAIL ?? env.ADMIN_EMAIL ?? 'contact@localhost'}`,
    },
    pushTestEndpointHosts:
      env.PUSH_TEST_ENDPOINT_HOSTS?.split(',').map((host) => host.trim().toLowerCase()) ?? [],
    // Demo data only where nobody's real data can be: on by default for the embedded database.
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    // The year of demo history only goes with the demo; browser tests switch it off for a small world.
    seedDemoHistory:
      (env.SEED_DEMO ?? env.DATABASE_URL === undefined) && (env.SEED_DEMO_HISTORY ?? true),
    // The stored form (lower-case, the domain in Unicode): sign-in normalises the same way.
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN,
    timeLimitHourMs: Math.round(env.ENGINE_TIME_LIMIT_UNIT_SECONDS * 1000),
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    nodeEnv: env.NODE_ENV,
    platform: {
      name: env.PLATFORM_NAME,
      address: env.PLATFORM_ADDRESS,
      postcode: env.PLATFORM_POSTCODE,
      city: env.PLATFORM_CITY,
      country: env.PLATFORM_COUNTRY,
      vatId: env.PLATFORM_VAT_ID,
      taxNumber: env.PLATFORM_TAX_NUMBER,
      iban: env.PLATFORM_IBAN,
    },
  };
}
