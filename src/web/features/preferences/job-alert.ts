import type { JobAlert } from '#shared/contracts/engine';

/** Postcode prefixes are 1 to 5 digits (the board's postcode filter); anything else is dropped. */
const POSTCODE_PREFIX = /^\d{1,5}$/;

/**
 * Adds the postcode prefixes typed or pasted into the field ('10, 12 80331') to the chosen ones:
 * separated by anything but digits, without repeats, in order.
 */
export function addPostcodes(current: string[], text: string): string[] {
  const added = text.split(/\D+/).filter((part) => POSTCODE_PREFIX.test(part));
  return [...new Set([...current, ...added])].sort();
}

/** Whether the alert lets every request through (all criteria 'any'). */
export function isEverything(alert: JobAlert): boolean {
  return (
    alert.qualifications.length === 0 &&
    alert.fields.length === 0 &&
    alert.contractTypes.length === 0 &&
    alert.postcodes.length === 0 &&
    !alert.accommodationOnly
  );
}
