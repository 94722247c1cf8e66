import { describe, expect, it } from 'vitest';
import {
  changedFieldNames,
  formatListText,
  fromFieldText,
  parseListText,
  toFieldText,
} from './field-text';

describe('list text', () => {
  it('joins with a comma and a space and splits back', () => {
    expect(formatListText(['ICU', 'Surgery', 'Night shifts'])).toBe('ICU, Surgery, Night shifts');
    expect(parseListText('ICU, Surgery, Night shifts')).toEqual(['ICU', 'Surgery', 'Night shifts']);
  });

  it('trims items and drops empty ones', () => {
    expect(parseListText(' a,b ,, c , ')).toEqual(['a', 'b', 'c']);
    expect(parseListText('')).toEqual([]);
    expect(formatListText([])).toBe('');
  });
});

describe('field text', () => {
  it('shows missing values as empty text', () => {
    expect(toFieldText('text', null)).toBe('');
    expect(toFieldText('number', undefined)).toBe('');
    expect(toFieldText('number', 25)).toBe('25');
  });

  it('turns numbers back into numbers, empty into null', () => {
    expect(fromFieldText('number', ' 12,5 ')).toBe(12.5);
    expect(fromFieldText('number', '')).toBeNull();
    expect(fromFieldText('number', 'abc')).toBeNaN();
    expect(fromFieldText('list', 'x, y')).toEqual(['x', 'y']);
    expect(fromFieldText('text', ' keep ')).toBe(' keep ');
  });

  it('keeps a date as its ISO day, and an emptied date as null (cleared, not an invalid text)', () => {
    expect(fromFieldText('date', '2029-12-31')).toBe('2029-12-31');
    expect(fromFieldText('date', '')).toBeNull();
    expect(toFieldText('date', '2029-12-31')).toBe('2029-12-31');
  });
});

describe('changed fields', () => {
  const fields = [
    { name: 'name', kind: 'text' as const },
    { name: 'skills', kind: 'list' as const },
    { name: 'city', kind: 'text' as const },
  ];
  const values = { name: 'Acme', skills: ['a', 'b'], city: null };

  it('is empty when nothing was edited or an edit restored the value', () => {
    expect(changedFieldNames(fields, values, {})).toEqual([]);
    expect(changedFieldNames(fields, values, { name: ' Acme ', skills: 'a,b', city: '' })).toEqual(
      [],
    );
  });

  it('names only the fields that differ, in field order', () => {
    expect(changedFieldNames(fields, values, { city: 'Berlin', name: 'Acme 2' })).toEqual([
      'name',
      'city',
    ]);
    expect(changedFieldNames(fields, values, { skills: 'a, b, c' })).toEqual(['skills']);
  });
});
