/**
 * A small iCalendar (RFC 5545) writer for the private shift feed. Written here rather than taken
 * from ical-generator (MIT, no dependencies, would install cleanly): the feed needs one calendar
 * of plain timed events, and these few functions, pinned by ical.unit.test.ts, are less to keep
 * than another dependency's API.
 */

export interface CalendarEvent {
  /** Stable across fetches, so a phone updates the event instead of adding a copy. */
  uid: string;
  start: Date;
  end: Date;
  /** When the event was last changed (DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
}

export interface Calendar {
  /** PRODID: who wrote the calendar. */
  productId: string;
  /** Shown by calendar apps as the subscription's name. */
  name: string;
  events: CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A UTC DATE-TIME, e.g. 20260314T063000Z (form #2 of RFC 5545 3.3.5). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1): continuation lines start
 * with one space, which counts towards their 75. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    property('UID', escapeText(event.uid)),
    property('DTSTAMP', formatUtc(event.stamp)),
    property('DTSTART', formatUtc(event.start)),
    property('DTEND', formatUtc(event.end)),
    property('SUMMARY', escapeText(event.summary)),
    ...(event.location ? [property('LOCATION', escapeText(event.location))] : []),
    ...(event.description ? [property('DESCRIPTION', escapeText(event.description))] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line endings throughout (also after the last line). */
export function toICalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', calendar.productId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(calendar.name)),
    // Hints for subscribing apps (RFC 7986 and Apple/Google): look again every hour.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
