import { RETENTION } from './retention';

/**
 * The numbers the legal pages state, interpolated into their texts ({{logMonths}} …): taken from
 * the constants the server acts on, so the privacy policy says what the code does.
 */
export const LEGAL_TEXT_VALUES = { ...RETENTION } as const;
