/** The messages of an issuer's tax number, VAT id and account (src/shared/tax-and-bank.ts). */
export const taxAndBankValidationEn = {
  Tax_number_is_not_valid:
    'Please enter the tax number as the tax office gave it, such as 22/815/08150 (10, 11 or 13 digits)',
  Tax_id_is_required:
    'Please enter the tax number or the VAT ID: an invoice must name one of them (§14 UStG)',
  Iban_is_not_valid: 'Please enter a valid IBAN, such as DE89 3704 0044 0532 0130 00',
  Bic_is_not_valid: 'Please enter a valid BIC of 8 or 11 characters, such as COBADEFFXXX',
};

export const taxAndBankValidationDe: typeof taxAndBankValidationEn = {
  Tax_number_is_not_valid:
    'Bitte die Steuernummer wie vom Finanzamt vergeben eingeben, z. B. 22/815/08150 (10, 11 oder 13 Ziffern)',
  Tax_id_is_required:
    'Bitte die Steuernummer oder die USt-IdNr. eingeben: Eine Rechnung muss eine davon nennen (§ 14 UStG)',
  Iban_is_not_valid: 'Bitte eine gültige IBAN eingeben, z. B. DE89 3704 0044 0532 0130 00',
  Bic_is_not_valid: 'Bitte eine gültige BIC mit 8 oder 11 Zeichen eingeben, z. B. COBADEFFXXX',
};
