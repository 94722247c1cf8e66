import type { InvoiceParty } from '#shared/contracts/invoices';

/** The platform as the issuer of commission invoices: the operator's imprint data and its account. */
export type PlatformIssuer = InvoiceParty & { iban: string };

/**
 * A clearly made-up operator for demos and tests: the PLATFORM_* variables replace each value
 * (src/server/env.ts, README's configuration table). The IBAN is a valid-looking sample.
 */
export const DEMO_PLATFORM_ISSUER: PlatformIssuer = {
  name: 'Staffing Marketplace GmbH',
  address: 'Friedrichstraße 100',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE999999999',
  taxNumber: '37/123/45678',
  iban: 'DE02120300000000202051',
};

/** An IBAN without spaces, upper-case; `null` unless its ISO 13616 check digits hold (mod 97 = 1). */
export function normaliseIban(value: string): string | null {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}
