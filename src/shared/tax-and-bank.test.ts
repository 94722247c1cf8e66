import { describe, expect, it } from 'vitest';
import {
  billingDetailsBodySchema,
  missingTaxAndBank,
  normaliseBic,
  normaliseIban,
  normaliseTaxNumber,
  normaliseVatId,
} from './tax-and-bank';

describe('the issuer’s tax ids and account', () => {
  it('takes an IBAN only with its check digits, a German one of 22 characters', () => {
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(normaliseIban('DE8937040044053201300')).toBeNull();
    expect(normaliseIban('AT611904300234573201')).toBe('AT611904300234573201');
  });

  it('takes a German USt-IdNr. as DE and nine digits, other EU ids by their general form', () => {
    expect(normaliseVatId('de 123 456 789')).toBe('DE123456789');
    expect(normaliseVatId('DE12345678')).toBeNull();
    expect(normaliseVatId('DE1234567890')).toBeNull();
    expect(normaliseVatId('ATU12345678')).toBe('ATU12345678');
  });

  it('takes a Steuernummer of 10, 11 or 13 digits in the tax office’s forms', () => {
    expect(normaliseTaxNumber('22/815/08150')).toBe('22/815/08150');
    expect(normaliseTaxNumber('181/815/08155')).toBe('181/815/08155');
    expect(normaliseTaxNumber('2181508150 ')).toBe('2181508150');
    expect(normaliseTaxNumber('9181081508155')).toBe('9181081508155');
    expect(normaliseTaxNumber('12/345')).toBeNull();
    expect(normaliseTaxNumber('22/815/O8150')).toBeNull();
  });

  it('takes a BIC of 8 or 11 characters', () => {
    expect(normaliseBic('cobadeffxxx')).toBe('COBADEFFXXX');
    expect(normaliseBic('COBADEFF')).toBe('COBADEFF');
    expect(normaliseBic('COBA')).toBeNull();
  });

  it('names what an agency still lacks, and the body requires a tax id, the IBAN and its holder', () => {
    expect(missingTaxAndBank({ vatId: null, taxNumber: null })).toEqual([
      'taxId',
      'iban',
      'accountHolder',
    ]);
    expect(
      missingTaxAndBank({
        vatId: 'DE123456789',
        taxNumber: null,
        iban: 'DE89370400440532013000',
        accountHolder: 'X GmbH',
      }),
    ).toEqual([]);
    const empty = billingDetailsBodySchema.safeParse({
      vatId: '',
      taxNumber: '',
      iban: '',
      bic: '',
      accountHolder: '',
    });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['taxNumber', 'Tax_id_is_required'],
      ['iban', 'Field_is_required'],
      ['accountHolder', 'Field_is_required'],
    ]);
  });
});
