import { describe, expect, it } from 'vitest';
import type { JobTitlesResponse } from '#shared/contracts/reference';
import { fieldAfterSpecialistChange, fieldOptions, specialistOptions } from './specialities';

const titles: JobTitlesResponse = {
  en: {
    'Registered nurse': { key: 'Pflegefachkraft', fields: ['Surgery', 'Paediatrics'] },
    Midwife: { key: 'Hebamme', fields: ['Obstetrics'] },
  },
  de: {
    Pflegefachkraft: { key: 'Pflegefachkraft', fields: ['Chirurgie', 'Pädiatrie'] },
    Hebamme: { key: 'Hebamme', fields: ['Geburtshilfe'] },
  },
};

describe('specialities of the search form', () => {
  it('lists the specialities of the current language, sorted', () => {
    expect(specialistOptions(titles, 'en')).toEqual(['Midwife', 'Registered nurse']);
    expect(specialistOptions(titles, 'de')).toEqual(['Hebamme', 'Pflegefachkraft']);
    expect(specialistOptions(undefined, 'de')).toEqual([]);
  });

  it("offers the chosen speciality's fields, also for typed text that matches", () => {
    expect(fieldOptions(titles, 'de', 'Pflegefachkraft')).toEqual(['Chirurgie', 'Pädiatrie']);
    expect(fieldOptions(titles, 'en', '  registered NURSE ')).toEqual(['Paediatrics', 'Surgery']);
    expect(fieldOptions(titles, 'en', 'Pflegefachkraft')).toEqual([]);
    expect(fieldOptions(titles, 'en', '')).toEqual([]);
  });

  it('fills the field when there is only one and drops a field that no longer fits', () => {
    expect(fieldAfterSpecialistChange(['Geburtshilfe'], '')).toBe('Geburtshilfe');
    expect(fieldAfterSpecialistChange(['Geburtshilfe'], 'Chirurgie')).toBe('Geburtshilfe');
    expect(fieldAfterSpecialistChange(['Chirurgie', 'Pädiatrie'], 'Pädiatrie')).toBe('Pädiatrie');
    expect(fieldAfterSpecialistChange(['Chirurgie', 'Pädiatrie'], 'Geburtshilfe')).toBe('');
    // free text without known fields keeps what was typed
    expect(fieldAfterSpecialistChange([], 'Radiologie')).toBe('Radiologie');
  });
});
