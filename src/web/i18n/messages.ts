import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '#web/lib/api-client';
import type { ErrorDetail } from '#shared/errors';
import { waitUnit } from '#shared/wait';

/**
 * Zod messages are keys of the validation.* namespace. Anything else (a server message,
 * already in the user's language) is shown as it is.
 */
export function translateValidationMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const key = `validation.${message}`;
  const text = t(key, { defaultValue: '' });
  return text || message;
}

function detailText(t: TFunction, detail: ErrorDetail): string {
  if (detail.key) {
    const text = t(`validation.${detail.key}`, { defaultValue: '' });
    if (text) return text;
  }
  return detail.message;
}

/**
 * The text for a failed call: the server's message when it sent one (it speaks the caller's
 * language), else errors.<CODE>, else a generic line. With details and no message, their
 * texts joined by ', ' (spec 001 section 8).
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  const text = apiErrorMessage(t, error);
  // A defect on our side: the id the user can quote to support (the server logs it).
  return error.status === 500 && error.requestId
    ? `${text} ${t('errors.reference', { id: error.requestId })}`
    : text;
}

function apiErrorMessage(t: TFunction, error: ApiError): string {
  if (error.message) return error.message;
  if (error.details.length > 0) return error.details.map((d) => detailText(t, d)).join(', ');
  // A 429 without the server's text (a proxy's): its Retry-After in words, as the server says it.
  if (error.status === 429 && error.retryAfterSeconds !== undefined) {
    const { unit, count } = waitUnit(error.retryAfterSeconds);
    return t('errors.RATE_LIMITED_wait', { wait: t(`errors.wait.${unit}`, { count }) });
  }
  const byCode = t(`errors.${error.code}`, { defaultValue: '' });
  return byCode || t('errors.generic');
}

/** Field errors of a failed call, keyed by field, translated. */
export function apiFieldErrors(t: TFunction, error: unknown): Map<string, string> {
  const result = new Map<string, string>();
  if (!isApiError(error)) return result;
  for (const detail of error.details) {
    if (!detail.field) continue;
    const previous = result.get(detail.field);
    const text = detailText(t, detail);
    result.set(detail.field, previous ? `${previous}, ${text}` : text);
  }
  return result;
}
