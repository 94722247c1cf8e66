import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Link tokens are bearer secrets (calendar feeds, one-tap answers, e-mail confirmation,
 * invitations) and some legacy paths hold an e-mail address: the access log keeps the path but
 * never the secret or the address.
 */
const SECRET_PATHS = [
  /^(\/api\/calendar\/)[^/?#]+(\.ics)/,
  /^(\/api\/auth\/confirm-email\/)[^/?#]+()/,
  /^(\/api\/invitations\/)[^/?#]+()/,
  // The legacy routes put the e-mail address in the path.
  /^(\/api\/auth\/(?:forgot-passwor|forgot-password|resend-verification)\/)[^/?#]+()/,
];
/** Bearer secrets (tokens, tickets, a document link's signature) and searches (names, e-mail addresses). */
const SECRET_QUERY = /([?&](?:token|ticket|signature|search)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  let result = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const pattern of SECRET_PATHS) result = result.replace(pattern, '$1[redacted]$2');
  return result;
}

/** Fastify's default request log fields, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An error as the log keeps it: its type, code, the driver's message and the stack frames, never
 * a query's parameters (Drizzle's "Failed query: … params: …" carries session and user ids) or
 * anything else the message quoted.
 */
export function errorLogFields(error: unknown) {
  const { name, message, stack, cause } = error instanceof Error ? error : new Error(String(error));
  const failedQuery = message.startsWith('Failed query:');
  const reason = failedQuery && cause instanceof Error ? cause : undefined;
  const code = ((reason ?? error) as { code?: unknown }).code;
  return {
    type: reason ? `${name}: ${reason.name}` : name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrubText(
      reason ? reason.message : failedQuery ? 'Failed query' : (message.split('\n')[0] ?? ''),
    ),
    stack: (stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;
/** A phone number as SMS gateways write it (E.164). */
const PHONE = /\+\d{6,15}\b/g;
/** PostgreSQL quotes the offending input at the end of a message (`invalid input syntax for type uuid: "…"`). */
const QUOTED_INPUT = /: "[^"]*"$/;

/**
 * A message from outside our code (the database, a mail or SMS gateway) as the log may keep it:
 * gateways name the refused recipient, PostgreSQL quotes the input it could not read.
 */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]')
    .replace(QUOTED_INPUT, ': "[redacted]"');
}

/**
 * Where personal data or secrets would sit in a logged request or body, should anyone log one;
 * our own log calls name ids instead (the journey's log scan, log-scan.test.ts, holds them to it).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.newPassword',
  'body.email',
  'body.token',
  'query.token',
  'query.search',
];

/**
 * Every `err` a log call passes goes through errorLogFields (no SQL parameters); fields made by
 * errorLogFields already pass unchanged.
 */
function errSerializer(error: FastifyError) {
  return error instanceof Error
    ? errorLogFields(error)
    : (error as ReturnType<typeof errorLogFields>);
}

/** The server's pino options: main.ts writes to stdout, the log-scan test to memory. */
export function serverLoggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { req: requestLogSerializer, err: errSerializer },
    ...(stream ? { stream } : {}),
  };
}
