import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, toICalendar } from './ical';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** Undoes folding (RFC 5545 3.1): a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('formatUtc', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(formatUtc(new Date('2026-03-14T06:30:00.000Z'))).toBe('20260314T063000Z');
    // A time given with an offset comes out in UTC.
    expect(formatUtc(new Date('2026-07-01T00:15:09.999+02:00'))).toBe('20260630T221509Z');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Kardiologie: 3. OG')).toBe('Kardiologie: 3. OG');
  });

  it('escapes the backslash first, so an escape is never escaped twice', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, the leading space included', () => {
    const folded = foldLine(`SUMMARY:${'Nachtdienst '.repeat(30)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(`SUMMARY:${'Nachtdienst '.repeat(30)}`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `LOCATION:${'Süd ü€ '.repeat(20)}`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      // A split character would come out as U+FFFD when the bytes are read back.
      expect(Buffer.from(physical, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
    // 'ü' is two octets: a line of 74 ASCII octets plus 'ü' must break before it.
    expect(foldLine(`${'x'.repeat(74)}ü`)).toBe(`${'x'.repeat(74)}\r\n ü`);
  });
});

describe('toICalendar', () => {
  const calendar = toICalendar({
    productId: '-//Staffing Marketplace//My shifts//EN',
    name: 'My shifts',
    events: [
      {
        uid: 'shift-1@example.com',
        start: new Date('2026-03-14T06:00:00Z'),
        end: new Date('2026-03-14T14:00:00Z'),
        stamp: new Date('2026-03-01T10:00:00Z'),
        summary: 'Frühdienst, Station 3; Klinikum Nord',
        location: 'Kardiologie, Klinikum Nord',
      },
      {
        uid: 'shift-2@example.com',
        start: new Date('2026-03-15T20:00:00Z'),
        end: new Date('2026-03-16T06:00:00Z'),
        stamp: new Date('2026-03-01T10:00:00Z'),
        summary: 'Nachtdienst',
      },
    ],
  });

  it('is one VCALENDAR with CRLF line endings and no bare LF', () => {
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes each event with UID, DTSTAMP, UTC start and end, escaped summary and location', () => {
    const events = unfold(calendar).split('BEGIN:VEVENT\r\n').slice(1);
    expect(events).toHaveLength(2);
    const lines = events[0]!.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:shift-1@example.com',
        'DTSTAMP:20260301T100000Z',
        'DTSTART:20260314T060000Z',
        'DTEND:20260314T140000Z',
        'SUMMARY:Frühdienst\\, Station 3\\; Klinikum Nord',
        'LOCATION:Kardiologie\\, Klinikum Nord',
        'END:VEVENT',
      ]),
    );
    // An event without a location has no empty LOCATION line.
    expect(events[1]).not.toContain('LOCATION');
    expect(events[1]).toContain('DTSTART:20260315T200000Z\r\nDTEND:20260316T060000Z');
  });

  it('is a valid calendar without events', () => {
    const empty = toICalendar({ productId: '-//x//EN', name: 'Empty', events: [] });
    expect(empty).not.toContain('VEVENT');
    expect(empty).toContain('X-WR-CALNAME:Empty\r\n');
  });
});
