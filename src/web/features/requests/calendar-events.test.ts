import { describe, expect, it } from 'vitest';
import type { CalendarShift } from '#shared/contracts/requests';
import {
  MERGE_GAP_MS,
  countByFilter,
  filterColour,
  matchesFilter,
  mergeShifts,
  visibleIn,
} from './calendar-events';

const HOUR = 60 * 60 * 1000;
// Monday 2030-01-07 00:00 UTC; the merge rule works on instants, so the zone does not matter.
const MONDAY = Date.UTC(2030, 0, 7);

let counter = 0;
function shift(
  patch: Partial<CalendarShift> & Pick<CalendarShift, 'start' | 'end'>,
): CalendarShift {
  counter += 1;
  return {
    shiftId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    requestId: 'request-a',
    title: 'Night nurse',
    state: 'internal_adv',
    departmentName: 'Kardiologie',
    organisationTimeZone: 'Europe/Berlin',
    ...patch,
  };
}

describe('mergeShifts', () => {
  it('merges two shifts of a request when the next starts less than 48 h after one ends', () => {
    // A ends Monday 12:00, B starts Wednesday 11:00: 47 hours apart.
    const a = shift({ start: MONDAY - 24 * HOUR + 12 * HOUR, end: MONDAY + 12 * HOUR });
    const b = shift({
      start: MONDAY + 2 * 24 * HOUR + 11 * HOUR,
      end: MONDAY + 3 * 24 * HOUR + 11 * HOUR,
    });
    const events = mergeShifts([b, a]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      requestId: 'request-a',
      start: a.start,
      end: b.end,
      shiftIds: [a.shiftId, b.shiftId],
      colour: 'open',
    });
  });

  it('keeps them apart at exactly 48 h and beyond (the boundary is exclusive)', () => {
    const a = shift({ start: MONDAY, end: MONDAY + 12 * HOUR });
    const exactly = shift({ start: a.end + MERGE_GAP_MS, end: a.end + MERGE_GAP_MS + 8 * HOUR });
    expect(mergeShifts([a, exactly])).toHaveLength(2);

    const justBelow = shift({
      start: a.end + MERGE_GAP_MS - 60_000,
      end: a.end + MERGE_GAP_MS + HOUR,
    });
    expect(mergeShifts([a, justBelow])).toHaveLength(1);

    const wednesdayNoonPlusOne = shift({
      start: a.end + 48 * HOUR + 60_000,
      end: a.end + 50 * HOUR,
    });
    expect(mergeShifts([a, wednesdayNoonPlusOne])).toHaveLength(2);
  });

  it('chains a run: each shift is measured against the end of the run so far', () => {
    const one = shift({ start: MONDAY, end: MONDAY + 24 * HOUR });
    const two = shift({ start: MONDAY + 60 * HOUR, end: MONDAY + 70 * HOUR });
    const three = shift({ start: MONDAY + 110 * HOUR, end: MONDAY + 120 * HOUR });
    const four = shift({ start: MONDAY + 200 * HOUR, end: MONDAY + 210 * HOUR });
    const events = mergeShifts([four, two, one, three]);
    expect(events.map((event) => [event.start, event.end, event.shiftIds.length])).toEqual([
      [one.start, three.end, 3],
      [four.start, four.end, 1],
    ]);
  });

  it('merges overlapping shifts and keeps the later end', () => {
    const long = shift({ start: MONDAY, end: MONDAY + 30 * HOUR });
    const inside = shift({ start: MONDAY + 2 * HOUR, end: MONDAY + 4 * HOUR });
    expect(mergeShifts([inside, long])).toEqual([
      expect.objectContaining({ start: MONDAY, end: MONDAY + 30 * HOUR }),
    ]);
  });

  it('never merges shifts of different requests, and orders events by start', () => {
    const a = shift({ start: MONDAY + 5 * HOUR, end: MONDAY + 6 * HOUR });
    const b = shift({
      requestId: 'request-b',
      title: 'Day shift',
      state: 'internal_fill',
      start: MONDAY + HOUR,
      end: MONDAY + 2 * HOUR,
    });
    const events = mergeShifts([a, b]);
    expect(events.map((event) => [event.requestId, event.colour])).toEqual([
      ['request-b', 'filled'],
      ['request-a', 'open'],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(2);
  });

  it('gives an empty list for no shifts', () => {
    expect(mergeShifts([])).toEqual([]);
  });
});

describe('visibleIn', () => {
  it('keeps a run that crosses the window edge whole, with all its shifts, and drops runs outside', () => {
    // Sunday, Monday, Tuesday 06:00-14:00: one run of three that starts in the week before.
    const sunday = MONDAY - 24 * HOUR;
    const run = [0, 1, 2].map((day) =>
      shift({
        requestId: 'run',
        start: sunday + day * 24 * HOUR + 6 * HOUR,
        end: sunday + day * 24 * HOUR + 14 * HOUR,
      }),
    );
    const later = shift({
      requestId: 'later',
      start: MONDAY + 9 * 24 * HOUR,
      end: MONDAY + 9 * 24 * HOUR + 8 * HOUR,
    });
    const weekBefore = {
      from: new Date(MONDAY - 7 * 24 * HOUR).toISOString(),
      to: new Date(MONDAY).toISOString(),
    };
    const shown = visibleIn(mergeShifts([...run, later]), weekBefore);
    expect(shown.map((event) => [event.requestId, event.shiftIds.length])).toEqual([['run', 3]]);
    // The week after the run shows neither.
    const weekAfter = {
      from: new Date(MONDAY + 7 * 24 * HOUR).toISOString(),
      to: new Date(MONDAY + 14 * 24 * HOUR).toISOString(),
    };
    expect(
      visibleIn(mergeShifts([...run, later]), weekAfter).map((event) => event.requestId),
    ).toEqual(['later']);
    expect(visibleIn(mergeShifts(run), null)).toHaveLength(1);
  });
});

describe('calendar filters', () => {
  const events = [
    { colour: 'open' as const },
    { colour: 'open' as const },
    { colour: 'filled' as const },
    { colour: 'other' as const },
  ];

  it('maps the tabs to the state colours', () => {
    expect(events.filter((event) => matchesFilter(event, 'all'))).toHaveLength(4);
    expect(events.filter((event) => matchesFilter(event, 'open'))).toHaveLength(2);
    expect(events.filter((event) => matchesFilter(event, 'filled'))).toHaveLength(1);
    expect(events.filter((event) => matchesFilter(event, 'other'))).toHaveLength(1);
    expect(countByFilter(events)).toEqual({ all: 4, open: 2, filled: 1, other: 1 });
  });

  it('uses the spec colours: open red, filled green, other orange', () => {
    expect(filterColour('open')).toBe('#f18686');
    expect(filterColour('filled')).toBe('#90d286');
    expect(filterColour('other')).toBe('#fcb183');
    expect(filterColour('all')).toBeUndefined();
  });

  it('colours every state of the ladder', () => {
    const colours = (
      [
        'internal_adv',
        'external_adv',
        'internal_fill',
        'external_fill',
        'hr_review',
        'pool_adv',
        'cancelled',
      ] as const
    ).map(
      (state) =>
        mergeShifts([shift({ requestId: state, state, start: MONDAY, end: MONDAY + HOUR })])[0]
          ?.colour,
    );
    expect(colours).toEqual(['open', 'open', 'filled', 'filled', 'other', 'other', 'other']);
  });
});
