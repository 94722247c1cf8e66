import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_KEYS } from '#shared/contracts/contact';
import en from '#web/i18n/en.json';
import de from '#web/i18n/de.json';

describe('contact form messages', () => {
  it.each([
    ['en', en.validation],
    ['de', de.validation],
  ])('%s translates every contact message key', (_, validation) => {
    const keys = Object.keys(validation);
    expect(Object.values(CONTACT_MESSAGE_KEYS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('uses the German texts of spec 001 section 5, E-Mail spelt as German writes it', () => {
    expect(de.validation).toMatchObject({
      Specialist_required: 'Bitte Ihre Suche eingeben',
      Field_of_work_required: 'Bitte den Bereich angeben',
      Date_required: 'Bitte das Datum eingeben',
      Hospital_required: 'Bitte Ihr Krankenhaus eintragen',
      // The spec's 'Bitten' is a typo.
      Name_required: 'Bitte Ihren Namen angeben',
      Email_required: 'Bitte Ihre E-Mail angeben',
      Phone_required: 'Bitte Ihre Telefonnummer angeben',
      Email_is_not_valid: 'E-Mail ist ungültig',
      Agreement_required: 'Bitte stimmen Sie der Datenschutzerklärung zu',
    });
    expect(en.validation.Agreement_required).toBe('Please agree to the privacy policy to continue');
  });
});
