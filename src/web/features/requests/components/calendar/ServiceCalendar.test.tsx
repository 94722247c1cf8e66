// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarShift } from '#shared/contracts/requests';
import { renderWithApp, stubApi } from '#web/test/render';
import ServiceCalendar from './ServiceCalendar';

// A phone opens on the week's list; a request with two early shifts on consecutive days is one
// merged run in the grids, but each list row must show its own shift's times.
const berlin = (day: number, hour: number) => Date.UTC(2026, 11, day, hour - 1);
const shift = (id: string, day: number): CalendarShift => ({
  shiftId: `00000000-0000-4000-8000-00000000000${id}`,
  requestId: '00000000-0000-4000-8000-0000000000aa',
  title: 'Frühdienst Kardiologie',
  state: 'internal_adv',
  departmentName: null,
  organisationTimeZone: 'Europe/Berlin',
  start: berlin(day, 6),
  end: berlin(day, 14),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-08T09:00:00Z'));
  // A 390 px phone: every media query that asks for a narrow screen matches.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});
afterEach(() => vi.useRealTimers());

describe('ServiceCalendar on a phone', () => {
  it('lists each shift of a merged run with its own times', async () => {
    stubApi({ 'GET /job/calendar': { items: [shift('1', 8), shift('2', 9)] } });
    const { container } = renderWithApp(<ServiceCalendar />);
    await waitFor(() => expect(container.querySelectorAll('.fc-list-event').length).toBe(2));
    const times = [...container.querySelectorAll('.fc-list-event-time')].map(
      (cell) => cell.textContent,
    );
    expect(times).toEqual(['06:00 - 14:00', '06:00 - 14:00']);
    expect(screen.queryByText(/00:00/)).toBeNull();
  });
});
