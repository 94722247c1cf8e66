import type { TFunction } from 'i18next';
import { apiErrorText } from '#web/i18n/messages';

export type OutcomeMessage = { severity: 'success' | 'error'; text: string };

/** A confirmed step's callbacks: its outcome goes to the list's message line, then the dialog closes. */
export function reportOutcome(
  t: TFunction,
  setMessage: (message: OutcomeMessage) => void,
  success: string,
  close: () => void,
) {
  return {
    onSuccess: () => setMessage({ severity: 'success', text: success }),
    onError: (cause: unknown) => setMessage({ severity: 'error', text: apiErrorText(t, cause) }),
    onSettled: close,
  };
}
