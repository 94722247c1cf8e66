import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { berlin } from '#server/test/clock-fixtures';
import { launchBrowser, waitForApp } from './support/browser';
import { contextAt, startServerAt } from './support/clock';
import { removeDir, type RunningServer } from './support/server';
import { signIn, signInToApi } from './support/session';

/**
 * The product at fixed instants: the server's clock (CLOCK_START) and the browser's
 * (Playwright) start at the same moment in Berlin. A Sunday at 23:30 suggests Monday as
 * tomorrow; the night shifts of the spring and autumn clock changes show 22:00–06:00 in the
 * service calendar; New Year's Eve shows the week across the year's end. One data folder: each
 * instant restarts the server on it (the demo accounts are seeded once).
 */
let browser: Browser;
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-clock-'));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await removeDir(dataDir);
});

/** The server at `instant` (restarted on the shared data folder) and a ward manager's page there. */
async function wardAt(
  instant: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  await server?.stop();
  server = await startServerAt(instant, dataDir);
  const context = await contextAt(browser, server, instant, { viewport });
  const page = await context.newPage();
  await signIn(page, 'ward@example.com', { landing: '/en/hospital' });
  return page;
}

async function postNightShift(title: string, start: Date, end: Date) {
  const token = await signInToApi(server!.url, 'ward@example.com');
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server!.url}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const organisations = await call('GET', '/organisation');
  const organisation = (
    organisations.json.items as { _id: string; departments: { _id: string; name: string }[] }[]
  )[0]!;
  const department = organisation.departments.find((entry) => entry.name === 'Kardiologie')!;
  const created = await call('POST', '/job', {
    title,
    skills: [],
    organisation: organisation._id,
    orig_dept: department._id,
    state: 'internal_adv',
    applicants: [],
    jobType: 'Nachtdienst',
    timeLimit: '0',
    orig_submission: '',
    dates: [
      {
        startDate: start.getTime(),
        endDate: end.getTime(),
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
    ],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

async function openCalendar(page: Page) {
  await page.goto('/en/organisations/calendar');
  await waitForApp(page);
  await page.locator('.fc').waitFor();
}

describe('at fixed instants in Berlin', () => {
  it('on a Sunday at 23:30 the request form suggests Monday as tomorrow', async () => {
    const page = await wardAt('2026-11-29T23:30:00+01:00');
    expect(await page.evaluate(() => new Date().toString())).toContain('Sun Nov 29 2026 23:3');
    await page.goto('/en/organisations/jobUpload');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Add shifts' }).click();
    // Nothing is picked for the user; focus rests on the suggested day, Berlin's tomorrow.
    expect(await page.locator('td[data-selected="true"]').count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('td')?.getAttribute('data-day')),
      )
      .toBe('2026-11-30');
    expect(await page.locator('td[data-today="true"]').getAttribute('data-day')).toBe('2026-11-29');
  });

  for (const night of [
    {
      name: 'spring',
      instant: '2027-03-27T20:30:00+01:00',
      start: '2027-03-27T22:00',
      end: '2027-03-28T06:00',
      hours: 7,
    },
    {
      name: 'autumn',
      instant: '2027-10-30T20:30:00+02:00',
      start: '2027-10-30T22:00',
      end: '2027-10-31T06:00',
      hours: 9,
    },
  ]) {
    it(`shows the ${night.name} clock-change night shift from 22:00 to 06:00 (${night.hours} hours)`, async () => {
      const page = await wardAt(night.instant);
      const title = `Nachtdienst ${night.name} ${Date.now().toString(36)}`;
      const start = berlin(night.start);
      const end = berlin(night.end);
      expect(end.getTime() - start.getTime()).toBe(night.hours * 3_600_000);
      await postNightShift(title, start, end);

      await openCalendar(page);
      const startDay = night.start.slice(0, 10);
      const endDay = night.end.slice(0, 10);
      // The week's list: Saturday from 22:00 to midnight, Sunday from midnight to 06:00 (the
      // calendar splits at midnight; the hour lost or gained lies inside Sunday's part).
      await page.getByRole('button', { name: 'List' }).click();
      const entries = page.locator('.fc-list-event', { hasText: title });
      await entries.first().waitFor();
      const listed = await entries.evaluateAll((rows) =>
        rows.map((row) => {
          let previous = row.previousElementSibling;
          while (previous && !previous.classList.contains('fc-list-day'))
            previous = previous.previousElementSibling;
          const time =
            (row.querySelector('.fc-list-event-time') as HTMLElement | null)?.innerText ?? '';
          return `${previous?.getAttribute('data-date') ?? '?'} ${time}`;
        }),
      );
      expect(listed).toEqual([`${startDay} 22:00 - 00:00`, `${endDay} 00:00 - 06:00`]);
      // The week view: the same two parts in the Saturday and Sunday columns.
      await page.getByRole('button', { name: 'Week' }).click();
      const bars = page.locator('.fc-timegrid-event', { hasText: title });
      await bars.first().waitFor();
      const shown = await bars.evaluateAll((elements) =>
        elements.map((element) => {
          const day = element.closest('td.fc-timegrid-col')?.getAttribute('data-date') ?? '?';
          const time =
            (element.querySelector('.fc-event-time') as HTMLElement | null)?.innerText ?? '';
          return `${day} ${time}`;
        }),
      );
      expect(shown).toEqual([`${startDay} 22:00 - 00:00`, `${endDay} 00:00 - 06:00`]);
    });
  }

  it('on New Year’s Eve at 23:30 the week runs from 28 December to 3 January', async () => {
    const page = await wardAt('2026-12-31T23:30:00+01:00');
    await openCalendar(page);
    await page.getByRole('button', { name: 'Week' }).click();
    const days = page.locator('th.fc-col-header-cell');
    await days.first().waitFor();
    expect(
      await days.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date'))),
    ).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(await page.locator('th.fc-day-today').getAttribute('data-date')).toBe('2026-12-31');
    // The request form opens on the month of tomorrow, New Year's Day, with nothing picked;
    // a month back, New Year's Eve is still open and the day before is past.
    await page.goto('/en/organisations/jobUpload');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Add shifts' }).click();
    const day = (iso: string) => page.locator(`td[data-day="${iso}"]:not([data-outside])`);
    await day('2027-01-01').waitFor();
    expect(await day('2027-01-01').getAttribute('data-disabled')).toBeNull();
    expect(await page.locator('td[data-selected="true"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
    await day('2026-12-31').waitFor();
    expect(await day('2026-12-31').getAttribute('data-disabled')).toBeNull();
    expect(await day('2026-12-30').getAttribute('data-disabled')).toBe('true');
  });
});
