import type { InvoiceParty } from '#shared/contracts/invoices';
import { missingTaxAndBank } from '#shared/tax-and-bank';
import { NotBillable } from './invoices.problems';
import type { BillablePlacement } from './invoices.queries';

/** The parties as an invoice stores them: a snapshot at issue, never changed afterwards. */

export function partyOf(row: InvoiceParty & { id: string }): InvoiceParty {
  return {
    name: row.name,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    vatId: row.vatId,
    taxNumber: row.taxNumber,
  };
}

/**
 * The agency as the issuer: its party with the account clinics pay into. Refused while it lacks
 * the tax number or VAT id (UStG §14 Abs. 4 Nr. 2) or the account: the billing run
 * records the problem and invoices the placement once the agency has entered them.
 */
export function agencyIssuer(agency: NonNullable<BillablePlacement['agency']>): InvoiceParty {
  const missing = missingTaxAndBank(agency);
  if (missing.length) throw new NotBillable('MISSING_TAX_AND_BANK', { missing }, 'agency');
  return {
    ...partyOf(agency),
    iban: agency.iban,
    bic: agency.bic,
    accountHolder: agency.accountHolder,
  };
}
