import { describe, expect, it } from 'vitest';
import {
  MESSAGE_KEYS,
  hasControlCharacters,
  optionalText,
  passwordStrength,
  requiredText,
  timeZoneSchema,
} from './validation';
import { pickLanguage } from './languages';
import { registrationBodySchema } from './contracts/auth';

describe('passwordStrength', () => {
  it('uses the thresholds 6 and 10', () => {
    expect(passwordStrength('abcdef')).toBe('weak');
    expect(passwordStrength('abcdefg')).toBe('medium');
    expect(passwordStrength('abcdefghij')).toBe('medium');
    expect(passwordStrength('abcdefghijk')).toBe('strong');
  });
});

describe('pickLanguage', () => {
  it('follows quality order and falls back to en', () => {
    expect(pickLanguage('fr-FR,de;q=0.8,en;q=0.5')).toBe('de');
    expect(pickLanguage('en-GB,de;q=0.9')).toBe('en');
    expect(pickLanguage('de;q=0.2,en;q=0.9')).toBe('en');
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage('fr')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});

describe('registrationBodySchema', () => {
  const valid = {
    email: 'x@example.com',
    firstName: 'A',
    lastName: 'B',
    institution: 'C',
    position: 'D',
    password: 'long-enough',
    acceptTC: true,
  };
  it('accepts a minimal valid body with no phone', () => {
    expect(registrationBodySchema.safeParse(valid).success).toBe(true);
  });
  it('reports the spec message keys', () => {
    const result = registrationBodySchema.safeParse({
      ...valid,
      email: 'bad',
      lastName: '  ',
      acceptTC: false,
    });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toEqual({
      email: 'Email_is_not_valid',
      lastName: 'LastName_is_not_valid',
      acceptTC: 'AcceptTC_is_required',
    });
  });
});

describe('timeZoneSchema', () => {
  it('takes IANA zone names the runtime knows and refuses anything else with one key', () => {
    expect(timeZoneSchema.parse('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(timeZoneSchema.parse(' America/New_York ')).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', 'europe/berlin', 'CET+1', '', 42, null]) {
      const result = timeZoneSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Time_zone_is_not_valid');
    }
  });
});

describe('names, titles and address lines', () => {
  it('refuse control characters, non-characters and unpaired surrogates, and keep every printable text', () => {
    for (const text of [
      'a\u0000b',
      'tab\there',
      'line\nbreak',
      'c\rr',
      'bell\u0007',
      'del\u007f',
      'nel\u0085',
      'x\uFFFE',
      'x\uFFFF',
      'lone \uD800',
      'lone \uDC00 x',
    ]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(
        requiredText()
          .safeParse(text)
          .error?.issues.map((issue) => issue.message),
      ).toEqual([MESSAGE_KEYS.controlCharacters]);
      expect(optionalText().safeParse(text).success).toBe(false);
    }
    for (const text of [
      'Ent &foo; &#0; &#x41; &lt;b&gt;',
      '&amp; "q" \'a\' <b>',
      'Zoë Größ',
      '😀👩‍⚕️',
      'שלום \u200F',
      'مستشفى',
      '中文',
      '\uFFFD',
    ]) {
      expect(hasControlCharacters(text), text).toBe(false);
      expect(requiredText().parse(text)).toBe(text);
    }
    // White space around a name is trimmed before the check, as before.
    expect(requiredText().parse('\tNora\n')).toBe('Nora');
  });
});
