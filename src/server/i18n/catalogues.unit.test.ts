import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/errors';
import { MESSAGE_KEYS } from '#shared/validation';
import { catalogues, translate } from './index';

function keys(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('server catalogues', () => {
  it('have the same keys in English and German, none empty', () => {
    expect(keys(catalogues.de).sort()).toEqual(keys(catalogues.en).sort());
    for (const language of ['en', 'de'] as const) {
      for (const key of keys(catalogues[language]))
        expect(translate(language, key).trim()).not.toBe('');
    }
  });

  it('translate every error code and every validation key', () => {
    for (const code of ERROR_CODES)
      expect(translate('de', `errors.${code}`)).not.toBe(`errors.${code}`);
    for (const key of Object.values(MESSAGE_KEYS)) {
      expect(translate('en', `validation.${key}`)).not.toBe(`validation.${key}`);
    }
  });

  it('fills placeholders', () => {
    expect(translate('de', 'mail.greeting', { firstName: 'Jana' })).toBe('Hallo Jana,');
  });
});
