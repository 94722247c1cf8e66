import type { CalendarShift } from '#shared/contracts/requests';
import { DEFAULT_TIME_ZONE, wallClock, zonedInstant } from '#shared/format';
import { REQUEST_STATE_COLOURS, colourOfState } from '#shared/request-states';
import type { RequestColour, RequestState } from '#shared/request-states';

/**
 * The service calendar's events: the shifts of one request whose dates are less than two days
 * apart are shown as one event (spec 001 section 9). Pure, so the rule is tested on its own.
 */

/** Two shifts of a request merge when the gap from one's end to the next's start is below this. */
export const MERGE_GAP_MS = 48 * 60 * 60 * 1000;

export interface MergedEvent {
  /** Stable across refetches: the request and the first shift of the run. */
  id: string;
  requestId: string;
  title: string;
  state: RequestState;
  colour: RequestColour;
  departmentName: string | null;
  /** The organisation's zone the event is placed on. */
  timeZone: string;
  start: number;
  end: number;
  shiftIds: string[];
}

/**
 * Merges each request's shifts into runs: sorted by start, a shift joins the run before it when
 * it starts less than 48 hours after the run ends (overlaps included); exactly 48 hours apart
 * starts a new run. Events come out ordered by start, then title.
 */
export function mergeShifts(shifts: readonly CalendarShift[]): MergedEvent[] {
  const byRequest = new Map<string, CalendarShift[]>();
  for (const shift of shifts) {
    const list = byRequest.get(shift.requestId);
    if (list) list.push(shift);
    else byRequest.set(shift.requestId, [shift]);
  }
  const events: MergedEvent[] = [];
  for (const list of byRequest.values()) {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    let current: MergedEvent | undefined;
    for (const shift of list) {
      if (current && shift.start - current.end < MERGE_GAP_MS) {
        current.end = Math.max(current.end, shift.end);
        current.shiftIds.push(shift.shiftId);
        continue;
      }
      current = {
        id: `${shift.requestId}:${shift.shiftId}`,
        requestId: shift.requestId,
        title: shift.title,
        state: shift.state,
        colour: colourOfState(shift.state),
        departmentName: shift.departmentName,
        timeZone: shift.organisationTimeZone,
        start: shift.start,
        end: shift.end,
        shiftIds: [shift.shiftId],
      };
      events.push(current);
    }
  }
  return events.sort((a, b) => a.start - b.start || a.title.localeCompare(b.title));
}

/**
 * One event per shift, for the list views: a list row shows its event's times, and a merged run
 * of two early shifts would read "06:00 - 00:00" on its first day (each shift keeps its own).
 */
export function singleShifts(shifts: readonly CalendarShift[]): MergedEvent[] {
  return shifts
    .map((shift) => ({
      id: `${shift.requestId}:${shift.shiftId}`,
      requestId: shift.requestId,
      title: shift.title,
      state: shift.state,
      colour: colourOfState(shift.state),
      departmentName: shift.departmentName,
      timeZone: shift.organisationTimeZone,
      start: shift.start,
      end: shift.end,
      shiftIds: [shift.shiftId],
    }))
    .sort((a, b) => a.start - b.start || a.title.localeCompare(b.title));
}

/** The runs that overlap a window (ISO instants); all of them while the window is unknown. */
export function visibleIn(
  events: MergedEvent[],
  window: { from: string; to: string } | null,
): MergedEvent[] {
  if (!window) return events;
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  return events.filter((event) => event.end > from && event.start < to);
}

/** The calendar's filter tabs: all, red (open), green (filled), yellow (everything else). */
export const CALENDAR_FILTERS = ['all', 'open', 'filled', 'other'] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number];

export function matchesFilter(event: Pick<MergedEvent, 'colour'>, filter: CalendarFilter): boolean {
  return filter === 'all' || event.colour === filter;
}

/** How many events each tab would show, for the counts beside the tab labels. */
export function countByFilter(
  events: readonly Pick<MergedEvent, 'colour'>[],
): Record<CalendarFilter, number> {
  const counts: Record<CalendarFilter, number> = {
    all: events.length,
    open: 0,
    filled: 0,
    other: 0,
  };
  for (const event of events) counts[event.colour] += 1;
  return counts;
}

/** The hex colour of a filter's dot; 'all' has none. */
export function filterColour(filter: CalendarFilter): string | undefined {
  return filter === 'all' ? undefined : REQUEST_STATE_COLOURS[filter];
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as the organisation's wall clock without an offset ('2027-03-27T22:00:00'): the
 * calendar places such "floating" times as they read, so a 06:00 shift in Berlin sits at 06:00
 * on a device in any zone (FullCalendar names zones only through a time-zone plugin).
 */
export function floatingTime(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const c = wallClock(epochMs, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** The instant the organisation's day begins on the calendar's local day (the window's edges). */
export function zonedDayStart(localDay: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return zonedInstant(
    { year: localDay.getFullYear(), month: localDay.getMonth() + 1, day: localDay.getDate() },
    { hour: 0, minute: 0 },
    timeZone,
  );
}
