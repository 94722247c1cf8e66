import { describe, expect, it } from 'vitest';
import { TVOED_SURCHARGES, type SurchargeRules } from '#shared/surcharges';
import { noBands, surchargeMinutes } from './surcharges.rules';

const span = (start: string, end: string, breakMinutes = 0) => ({
  start: new Date(start),
  end: new Date(end),
  breakMinutes,
});
const hours = (bands: Partial<ReturnType<typeof noBands>>) => {
  const all = { ...noBands(), ...bands };
  return Object.fromEntries(Object.entries(all).map(([band, h]) => [band, h * 60]));
};

describe('surcharge bands in Berlin wall time (TVöD default, only the highest day surcharge)', () => {
  it('splits 20–8 h over 24/25 December: from 6 h on the 24th, the holiday from midnight', () => {
    // Thursday 24 December 2026, 20:00 CET, to Friday 25 December, 08:00.
    const bands = surchargeMinutes(
      span('2026-12-24T19:00:00Z', '2026-12-25T07:00:00Z'),
      'BE',
      TVOED_SURCHARGES,
    );
    expect(bands).toEqual(hours({ night: 9, dec24And31: 4, holiday: 8 }));
  });

  it('a Sunday night into Easter Monday: Sunday in Berlin, Easter Sunday a holiday in Brandenburg', () => {
    const night = span('2026-04-05T18:00:00Z', '2026-04-06T06:00:00Z');
    expect(surchargeMinutes(night, 'BE', TVOED_SURCHARGES)).toEqual(
      hours({ night: 9, sunday: 4, holiday: 8 }),
    );
    expect(surchargeMinutes(night, 'BB', TVOED_SURCHARGES)).toEqual(
      hours({ night: 9, holiday: 12 }),
    );
  });

  it('counts a state day only in its state: Reformationstag in Saxony, not in Bavaria', () => {
    // Saturday 31 October 2026, 13:00 to 21:00.
    const day = span('2026-10-31T12:00:00Z', '2026-10-31T20:00:00Z');
    expect(surchargeMinutes(day, 'SN', TVOED_SURCHARGES)).toEqual(hours({ holiday: 8 }));
    expect(surchargeMinutes(day, 'BY', TVOED_SURCHARGES)).toEqual(hours({ saturday: 8 }));
    expect(surchargeMinutes(day, null, TVOED_SURCHARGES)).toEqual(hours({ saturday: 8 }));
  });

  it('a night of the change to summer time has 7 hours, of the change back 9', () => {
    // Saturday 22:00 to Sunday 06:00 on 28/29 March and 24/25 October 2026.
    expect(
      surchargeMinutes(
        span('2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z'),
        'NW',
        TVOED_SURCHARGES,
      ),
    ).toEqual(hours({ night: 7, sunday: 5 }));
    expect(
      surchargeMinutes(
        span('2026-10-24T20:00:00Z', '2026-10-25T05:00:00Z'),
        'NW',
        TVOED_SURCHARGES,
      ),
    ).toEqual(hours({ night: 9, sunday: 7 }));
  });

  it('lays the break in the middle of the span, so the bands hold the billed minutes', () => {
    // Saturday 26 February 2028, 12:00 to 22:00 with 60 minutes of break.
    const bands = surchargeMinutes(
      span('2028-02-26T11:00:00Z', '2028-02-26T21:00:00Z', 60),
      'HE',
      TVOED_SURCHARGES,
    );
    // Worked 12:00–16:30 and 17:30–22:00: Saturday 13–16:30 and 17:30–21, night 21–22.
    expect(bands).toEqual({ ...noBands(), saturday: 420, night: 60 });
  });

  it('adds every day surcharge when the organisation says so, and skips one set to 0', () => {
    const all: SurchargeRules = { ...TVOED_SURCHARGES, combination: 'all', nightPercent: 0 };
    // Thursday 31 December 2026, 18:00 to Friday 1 January 2027, 02:00.
    const bands = surchargeMinutes(span('2026-12-31T17:00:00Z', '2027-01-01T01:00:00Z'), 'BE', all);
    expect(bands).toEqual(hours({ dec24And31: 6, holiday: 2 }));
    // 24 December on a Sunday (2028): both the Sunday and the 24th count.
    expect(
      surchargeMinutes(span('2028-12-24T09:00:00Z', '2028-12-24T11:00:00Z'), 'BE', all),
    ).toEqual(hours({ sunday: 2, dec24And31: 2 }));
    expect(
      surchargeMinutes(
        span('2028-12-24T09:00:00Z', '2028-12-24T11:00:00Z'),
        'BE',
        TVOED_SURCHARGES,
      ),
    ).toEqual(hours({ dec24And31: 2 }));
  });

  it('gives no minutes to an empty or reversed span', () => {
    expect(
      surchargeMinutes(
        span('2026-12-25T08:00:00Z', '2026-12-25T08:00:00Z'),
        'BE',
        TVOED_SURCHARGES,
      ),
    ).toEqual(noBands());
    expect(
      surchargeMinutes(
        span('2026-12-25T09:00:00Z', '2026-12-25T08:00:00Z'),
        'BE',
        TVOED_SURCHARGES,
      ),
    ).toEqual(noBands());
  });
});
