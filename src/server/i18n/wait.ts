import type { Language } from '#shared/languages';
import { waitUnit } from '#shared/wait';
import { translate } from './index';

/**
 * "in 1 second", "in 45 seconds", "in 3 minutes" (German "in 1 Sekunde" …): the wait of a
 * Retry-After, in the caller's language, rounded as #shared/wait says.
 */
export function waitText(language: Language, retryAfterSeconds: number): string {
  const { unit, count } = waitUnit(retryAfterSeconds);
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return translate(language, `wait.${unit}_${form}`, { count });
}
