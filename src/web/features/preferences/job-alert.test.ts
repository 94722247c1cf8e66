import { describe, expect, it } from 'vitest';
import { addPostcodes, isEverything } from './job-alert';

const any = {
  enabled: true,
  fields: [],
  qualifications: [],
  contractTypes: [],
  postcodes: [],
  accommodationOnly: false,
};

describe('job alert helpers', () => {
  it('adds typed or pasted postcode prefixes once each, in order, dropping what is not one', () => {
    expect(addPostcodes([], '80331')).toEqual(['80331']);
    expect(addPostcodes(['80331'], '10, 12;2 10')).toEqual(['10', '12', '2', '80331']);
    expect(addPostcodes(['10'], '123456 abc ')).toEqual(['10']);
    expect(addPostcodes(['10'], '')).toEqual(['10']);
  });

  it('knows an alert that lets every request through', () => {
    expect(isEverything(any)).toBe(true);
    expect(isEverything({ ...any, enabled: false })).toBe(true);
    expect(isEverything({ ...any, postcodes: ['2'] })).toBe(false);
    expect(isEverything({ ...any, accommodationOnly: true })).toBe(false);
    expect(isEverything({ ...any, qualifications: ['Facharzt'] })).toBe(false);
  });
});
