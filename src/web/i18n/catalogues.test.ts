import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/errors';
import { MESSAGE_KEYS } from '#shared/validation';
import en from './en.json';
import de from './de.json';

/** Every leaf of a catalogue as [dotted key, value]; array items are indexed. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const catalogues = { en, de } as const;

describe('translation catalogues', () => {
  it('have the same keys in en and de', () => {
    const enKeys = leaves(en)
      .map(([key]) => key)
      .sort();
    const deKeys = leaves(de)
      .map(([key]) => key)
      .sort();
    expect(deKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !deKeys.includes(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty or non-text values', (_, catalogue) => {
    const bad = leaves(catalogue).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s translates every zod message key', (_, catalogue) => {
    const keys = Object.keys(catalogue.validation);
    expect(Object.values(MESSAGE_KEYS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s translates every server error code', (_, catalogue) => {
    const keys = Object.keys(catalogue.errors);
    expect(ERROR_CODES.filter((code) => !keys.includes(code))).toEqual([]);
  });

  it('uses the spec messages in German, with E-Mail spelt as German writes it', () => {
    expect(de.validation.Email_is_not_valid).toBe('E-Mail ist ungültig');
    expect(de.auth.passwordStrength).toEqual({
      weak: 'Ihr Passwort ist zu schwach',
      medium: 'Ihr Passwort ist nicht gut genug',
      strong: 'Ihr Passwort ist stark',
    });
    expect(en.pages.notFound.text).toBe(
      'Page not found. The page you are looking for might have been removed.',
    );
  });

  it('keeps the interpolation variables of each text in both languages', () => {
    const vars = (text: unknown) =>
      typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort() : [];
    const deMap = new Map(leaves(de));
    const mismatched = leaves(en)
      .filter(([key, text]) => JSON.stringify(vars(text)) !== JSON.stringify(vars(deMap.get(key))))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('writes E-Mail in German and names each thing in the language of the screen', () => {
    const germanEmail = leaves(de).filter(
      ([, text]) =>
        typeof text === 'string' && /\bE-?mail\b|\bEmail/.test(text.replace(/E-Mail/g, '')),
    );
    expect(germanEmail).toEqual([]);
    expect([en.legal.imprint, en.legal.terms]).toEqual(['Imprint', 'Terms']);
    expect([de.legal.imprint, de.legal.terms]).toEqual(['Impressum', 'AGB']);
    expect(de.nav.invoices).toBe('Rechnungen');
    // A ward's pool are its staff, not its customers.
    const customer = (catalogue: unknown) =>
      leaves(catalogue).filter(
        ([key, text]) =>
          /department_?customer|adminOrganisations\.department\.(tabs\.)?customers/i.test(key) &&
          /customer|kunde/i.test(String(text)),
      );
    expect([...customer(en), ...customer(de)]).toEqual([]);
  });
});
