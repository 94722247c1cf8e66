import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, ErrorDetail } from '#shared/errors';
import type { Language } from '#shared/languages';
import { AppError, RateLimitedError } from '#server/errors';
import { isDatabaseUnavailable } from '#server/db/availability';
import { errorLogFields } from '#server/lib/log-redaction';
import { errorAndCauses } from '#server/lib/error-causes';
import { hasTranslation, translate } from '#server/i18n/index';
import { waitText } from '#server/i18n/wait';

/** How long a client waits before asking again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function errorBody(
  language: Language,
  code: ErrorCode,
  details?: ErrorDetail[],
  requestId?: string,
  vars?: Record<string, string>,
): ErrorBody {
  return {
    error: {
      code,
      message: translate(language, `errors.${code}`, vars),
      ...(details && details.length > 0 ? { details } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}

function translateDetail(language: Language, field: string, key: string): ErrorDetail {
  const knownKey = hasTranslation(`validation.${key}`) ? key : 'invalid_value';
  return { field, key: knownKey, message: translate(language, `validation.${knownKey}`) };
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/**
 * PostgreSQL's class 22, data exception: text it cannot store (a NUL character, an unpaired
 * surrogate), a number or date out of its range. Input reached the database that the schemas let
 * through; it is the caller's error, not ours. Drizzle wraps the driver's error in `cause`.
 */
function isDataException(error: unknown): boolean {
  for (const { code } of errorAndCauses(error, 4)) {
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * One error shape for every non-2xx answer: { error: { code, message, details? } }, the message in
 * the caller's language. Unknown errors are logged with the request id and never leak internals.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = request.language ?? 'en';
    if (error instanceof AppError) {
      const details = error.details?.map((detail) =>
        translateDetail(language, detail.field, detail.key ?? 'invalid_value'),
      );
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        // The text states the header's wait, not a vague one.
        const wait = waitText(language, error.retryAfterSeconds);
        return reply
          .status(error.statusCode)
          .send(errorBody(language, error.code, details, undefined, { wait }));
      }
      return reply.status(error.statusCode).send(errorBody(language, error.code, details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) =>
        translateDetail(
          language,
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          issue.message ?? 'invalid_value',
        ),
      );
      return reply.status(400).send(errorBody(language, 'VALIDATION_FAILED', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: errorLogFields(error), issues: error.cause.issues },
        'response did not match its schema',
      );
      return reply.status(500).send(errorBody(language, 'INTERNAL', undefined, request.id));
    }
    // The database away or stalled is no defect: the client may come back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: errorLogFields(error) }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(language, 'UNAVAILABLE', undefined, request.id));
    }
    if (isDataException(error)) {
      request.log.warn({ err: errorLogFields(error) }, 'input the database cannot store');
      return reply.status(400).send(errorBody(language, 'VALIDATION_FAILED'));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Every 429 says when to come back; @fastify/rate-limit sets its own, anything else a minute.
    if (status === 429) {
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      const seconds = Number(reply.getHeader('retry-after'));
      const wait = waitText(language, Number.isFinite(seconds) ? seconds : 60);
      return reply
        .status(429)
        .send(errorBody(language, 'RATE_LIMITED', undefined, undefined, { wait }));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(language, codeForStatus(status)));
    }
    request.log.error({ err: errorLogFields(error) }, 'unhandled error');
    return reply.status(500).send(errorBody(language, 'INTERNAL', undefined, request.id));
  });
});
