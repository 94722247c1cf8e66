import { z } from 'zod';
import { optionalText } from './validation';

/**
 * What an invoice must name of its issuer (UStG §14 Abs. 4 Nr. 2): the
 * Steuernummer or the USt-IdNr., and for payment by transfer the account (EN 16931 BG-17).
 */

export const TAX_AND_BANK_KEYS = {
  vatId: 'Vat_id_is_not_valid',
  taxNumber: 'Tax_number_is_not_valid',
  iban: 'Iban_is_not_valid',
  bic: 'Bic_is_not_valid',
} as const;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** An IBAN without spaces, upper-case; `null` unless its ISO 13616 check digits hold (mod 97 = 1). */
export function normaliseIban(value: string): string | null {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  // A German IBAN has exactly 22 characters: DE, two check digits, the 8-digit bank code and a 10-digit account.
  if (iban.startsWith('DE') && !/^DE\d{20}$/.test(iban)) return null;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}

/**
 * A VAT identification number: two letters and 2 to 12 characters; a German USt-IdNr. is DE and
 * nine digits (§27a UStG). Spaces dropped, upper-case; `null` when it is none.
 */
export function normaliseVatId(value: string): string | null {
  const vatId = compact(value);
  if (!/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/.test(vatId)) return null;
  if (vatId.startsWith('DE') && !/^DE\d{9}$/.test(vatId)) return null;
  return vatId;
}

/**
 * A German Steuernummer as the tax office writes it: 10 or 11 digits in the state's form
 * (`22/815/08150`, `181/815/08155`) or the 13 digits of the nationwide form; slashes, spaces and
 * hyphens may separate the parts. Kept as entered, trimmed; `null` when it is none.
 */
export function normaliseTaxNumber(value: string): string | null {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (!/^[0-9][0-9 /-]*[0-9]$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits === 10 || digits === 11 || digits === 13 ? trimmed : null;
}

/** A BIC (ISO 9362): four letters of the bank, the country, two of the place, an optional branch. */
export function normaliseBic(value: string): string | null {
  const bic = compact(value);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) ? bic : null;
}

const checked = (max: number, key: string, normalise: (value: string) => string | null) =>
  optionalText(max)
    .refine((value) => value === null || normalise(value) !== null, { error: key })
    .transform((value) => (value === null ? null : normalise(value)));

export const taxAndBankFields = {
  vatId: checked(20, TAX_AND_BANK_KEYS.vatId, normaliseVatId),
  taxNumber: checked(30, TAX_AND_BANK_KEYS.taxNumber, normaliseTaxNumber),
  iban: checked(42, TAX_AND_BANK_KEYS.iban, normaliseIban),
  bic: checked(14, TAX_AND_BANK_KEYS.bic, normaliseBic),
  accountHolder: optionalText(200),
} as const;

/** What an issuer's invoices need of it; each field present or null. */
export interface TaxAndBank {
  vatId: string | null;
  taxNumber: string | null;
  iban?: string | null;
  accountHolder?: string | null;
}

export type MissingTaxAndBank = 'taxId' | 'iban' | 'accountHolder';

/**
 * What an agency still lacks before it can be invoiced for: a tax number or VAT id, and the
 * account clinics pay into with its holder (the BIC is optional within SEPA).
 */
export function missingTaxAndBank(party: TaxAndBank): MissingTaxAndBank[] {
  const missing: MissingTaxAndBank[] = [];
  if (!party.vatId && !party.taxNumber) missing.push('taxId');
  if (!party.iban) missing.push('iban');
  if (!party.accountHolder) missing.push('accountHolder');
  return missing;
}

/** The agency's own invoicing details (PUT /api/agency/me/billing): a tax id and the account. */
export const billingDetailsBodySchema = z.object(taxAndBankFields).superRefine((body, context) => {
  if (!body.vatId && !body.taxNumber)
    context.addIssue({ code: 'custom', path: ['taxNumber'], message: 'Tax_id_is_required' });
  if (!body.iban)
    context.addIssue({ code: 'custom', path: ['iban'], message: 'Field_is_required' });
  if (!body.accountHolder)
    context.addIssue({ code: 'custom', path: ['accountHolder'], message: 'Field_is_required' });
});
export type BillingDetailsBody = z.input<typeof billingDetailsBodySchema>;
