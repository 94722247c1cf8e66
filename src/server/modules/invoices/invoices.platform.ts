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
  // The account's holder is the operator itself: the invoices name its name there.
  iban: 'DE02120300000000202051',
};

export { normaliseIban } from '#shared/tax-and-bank';
