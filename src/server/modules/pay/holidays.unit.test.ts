import { describe, expect, it } from 'vitest';
import type { FederalState } from '#shared/surcharges';
import { holidaysOf } from './holidays';

// Written by hand from the states' holiday laws and the Easter dates (31 March 2024,
// 20 April 2025, 5 April 2026), not from the library.
const EVERYWHERE: Record<number, string[]> = {
  2024: ['01-01', '03-29', '04-01', '05-01', '05-09', '05-20', '10-03', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-01', '05-29', '06-09', '10-03', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-01', '05-14', '05-25', '10-03', '12-25', '12-26'],
};

const STATE_DAYS: Record<string, Record<number, string[]>> = {
  // Frauentag since 2019; Tag der Befreiung once in 2025.
  BE: { 2024: ['03-08'], 2025: ['03-08', '05-08'], 2026: ['03-08'] },
  // Easter Sunday and Whit Sunday are holidays by Brandenburg's law; Reformationstag.
  BB: {
    2024: ['03-31', '05-19', '10-31'],
    2025: ['04-20', '06-08', '10-31'],
    2026: ['04-05', '05-24', '10-31'],
  },
  // Heilige Drei Könige, Fronleichnam, Allerheiligen; Mariä Himmelfahrt only in some municipalities.
  BY: {
    2024: ['01-06', '05-30', '11-01'],
    2025: ['01-06', '06-19', '11-01'],
    2026: ['01-06', '06-04', '11-01'],
  },
  // Reformationstag, Buß- und Bettag (the Wednesday before 23 November).
  SN: { 2024: ['10-31', '11-20'], 2025: ['10-31', '11-19'], 2026: ['10-31', '11-18'] },
  // Weltkindertag since 2019, Reformationstag.
  TH: { 2024: ['09-20', '10-31'], 2025: ['09-20', '10-31'], 2026: ['09-20', '10-31'] },
  NW: { 2024: ['05-30', '11-01'], 2025: ['06-19', '11-01'], 2026: ['06-04', '11-01'] },
  // Mariä Himmelfahrt is the whole Saarland's.
  SL: {
    2024: ['05-30', '08-15', '11-01'],
    2025: ['06-19', '08-15', '11-01'],
    2026: ['06-04', '08-15', '11-01'],
  },
  // Frauentag since 2023, Reformationstag.
  MV: { 2024: ['03-08', '10-31'], 2025: ['03-08', '10-31'], 2026: ['03-08', '10-31'] },
  HE: { 2024: ['05-30'], 2025: ['06-19'], 2026: ['06-04'] },
};

function expected(year: number, state: string | null) {
  const days = [...EVERYWHERE[year]!, ...(state ? STATE_DAYS[state]![year]! : [])];
  return days.map((day) => `${year}-${day}`).sort();
}

describe('public holidays per federal state', () => {
  for (const year of [2024, 2025, 2026]) {
    for (const state of Object.keys(STATE_DAYS)) {
      it(`${state} ${year} has exactly its days`, () => {
        expect([...holidaysOf(year, state as FederalState).keys()]).toEqual(expected(year, state));
      });
    }
    it(`without a state ${year} has the days every state keeps`, () => {
      expect([...holidaysOf(year, null).keys()]).toEqual(expected(year, null));
    });
  }

  it('knows the days a state added or kept once', () => {
    expect(holidaysOf(2018, 'BE').has('2018-03-08')).toBe(false);
    expect(holidaysOf(2019, 'BE').has('2019-03-08')).toBe(true);
    expect(holidaysOf(2020, 'BE').has('2020-05-08')).toBe(true);
    expect(holidaysOf(2022, 'MV').has('2022-03-08')).toBe(false);
    expect(holidaysOf(2018, 'TH').has('2018-09-20')).toBe(false);
    // The Reformation's 500th year was a holiday everywhere.
    expect(holidaysOf(2017, 'BW').has('2017-10-31')).toBe(true);
    expect(holidaysOf(2018, 'BW').has('2018-10-31')).toBe(false);
  });
});
