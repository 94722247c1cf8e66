import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, summarise } from './support/axe';
import { gotoApp, launchBrowser } from './support/browser';
import { businessClock, contextAt, startServerAt } from './support/clock';
import { withDatabase } from './support/database';
import { finishedMoving } from './support/screens';
import { apiAs } from './support/ladder';
import { removeDir, type RunningServer } from './support/server';
import { signIn, type Language } from './support/session';
import { formatMonth } from '#web/features/reports/format';
import { berlinToday, presetPeriod } from '#web/features/reports/period';

/**
 * The reports in the browser: the ward manager posts two requests through the API;
 * HR and the ward manager see them in the figures, in English and German, at 1280 and 375 px,
 * with no axe violation, and a table's CSV arrives with the byte order mark and its German
 * header intact.
 *
 * Server and browser run from a fixed instant: Monday 1 March 2027, 00:30 in
 * Berlin, which is still 28 February in UTC, so the requests count in March only if months are
 * Berlin's, and "This month" is one day long. A request's posting is its
 * created_at, which the database stamps with its real time: the server is stopped after posting,
 * those stamps are moved onto the business clock, and a second server goes on from there.
 */
const INSTANT = '2027-03-01T00:30:00+01:00';
const today = berlinToday(new Date(INSTANT));
const SHOTS = process.env.REPORT_SHOTS_DIR;
const DAY = 86_400_000;

const T = {
  en: {
    total: 'Total',
    fill: 'Filling requests',
    table: 'Requests by month',
    external: 'No agency staff worked in this period.',
    csv: 'Download Requests by month as CSV',
  },
  de: {
    total: 'Gesamt',
    fill: 'Besetzung der Anfragen',
    table: 'Anfragen nach Monat',
    external: 'In diesem Zeitraum hat kein Agenturpersonal gearbeitet.',
    csv: 'Anfragen nach Monat als CSV herunterladen',
  },
} as const;

const stack = {} as {
  server: RunningServer;
  browser: Browser;
  clock: ReturnType<typeof businessClock>;
};

/** The ward manager posts two night shifts, in 2 and 3 days, on a server at INSTANT; returns its data folder. */
async function postTwoRequests(): Promise<string> {
  const first = await startServerAt(INSTANT);
  try {
    const ward = await apiAs(first.url, 'ward@example.com');
    type Organisations = { items: { _id: string; departments: { _id: string; name: string }[] }[] };
    const organisation = (await ward.call<Organisations>('GET', '/api/organisation')).body
      .items[0]!;
    const kardiologie = organisation.departments.find((entry) => entry.name === 'Kardiologie')!;
    for (const days of [2, 3]) {
      const start = stack.clock.now() + days * DAY;
      const created = await ward.call('POST', '/api/job', {
        title: `Nachtdienst Kardiologie in ${days} Tagen`,
        skills: [],
        organisation: organisation._id,
        orig_dept: kardiologie._id,
        state: 'internal_adv',
        applicants: [],
        jobType: 'Nachtdienst',
        timeLimit: '0',
        orig_submission: '',
        dates: [
          {
            startDate: start,
            endDate: start + 8 * 3_600_000,
            activity: 'times',
            type: 'Neue_Dienstanfrage',
          },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  } finally {
    expect(await first.stop()).toBe(0);
  }
  return first.dataDir;
}

// Two server starts and a database opened in between: on a busy machine more than one hook's time.
beforeAll(async () => {
  stack.clock = businessClock(INSTANT);
  const realStart = Date.now();
  const dataDir = await postTwoRequests();
  // Each posting moves from the real time to the business clock's (the shift since the start);
  // the rollups' trigger follows an update of created_at.
  const shift = realStart - Date.parse(INSTANT);
  await withDatabase(dataDir, (db) =>
    db.execute(
      sql`update requests set created_at = created_at - ${`${shift} milliseconds`}::interval`,
    ),
  );
  stack.server = await startServerAt(new Date(stack.clock.now()).toISOString(), dataDir);
  stack.browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await stack.browser?.close();
  await stack.server?.stop();
  if (stack.server) await removeDir(stack.server.dataDir);
});

async function reportsAs(email: string, lang: Language, width: number, query = ''): Promise<Page> {
  const context = await contextAt(
    stack.browser,
    stack.server,
    new Date(stack.clock.now()).toISOString(),
    {
      viewport: { width, height: 900 },
      locale: lang === 'de' ? 'de-DE' : 'en-GB',
    },
  );
  const page = await context.newPage();
  await signIn(page, email, { lang, landing: `/${lang}/hospital` });
  await gotoApp(page, `/${lang}/reports${query}`);
  await page.getByRole('table', { name: T[lang].table }).waitFor();
  return page;
}

/** The cells of a table's rows, by the table's name. */
async function rows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
}

describe('reports', () => {
  for (const lang of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      it(`shows HR the period's figures in ${lang} at ${width} px, readable and without axe violations`, async () => {
        const page = await reportsAs('hr@example.com', lang, width);
        const fill = page.getByRole('region', { name: T[lang].fill });
        const table = await rows(page, T[lang].table);
        // Posted 2 whose shifts are still ahead: both still open, none unfilled, no fill rate yet.
        expect(table.find((row) => row[0] === T[lang].total)?.slice(1, 9)).toEqual([
          '2',
          '0',
          '0',
          '0',
          '0',
          '2',
          '0',
          '–',
        ]);
        // Posted at 00:30 on 1 March in Berlin (still February in UTC): March's, February has none.
        expect(table.find((row) => row[0] === formatMonth('2027-03', lang))?.[1]).toBe('2');
        expect(table.find((row) => row[0] === formatMonth('2027-02', lang))?.[1]).toBe('0');
        expect(await fill.getByRole('img').count()).toBe(1);
        await page.getByText(T[lang].external).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await finishedMoving(page);
        const violations = await axeViolations(page);
        expect(violations, summarise(violations)).toEqual([]);
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/reports-${lang}-${width}.png`, fullPage: true });
        await page.context().close();
      });
    }
  }

  it('downloads a table as CSV: byte order mark, ; and the German header', async () => {
    const page = await reportsAs('hr@example.com', 'de', 1280);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.de.csv }).click(),
    ]);
    // The default period: the last 12 months up to Berlin's today.
    expect(download.suggestedFilename()).toBe(
      `fill-by-month_${presetPeriod('12m', today).from}_${today}.csv`,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Monat;Veröffentlicht;Eigener Pool');
    expect(text).toContain('\r\nGesamt;2;0;0;0;0;2;0;');
    await page.context().close();
  });

  it('keeps the ward manager’s period in the link and changes it with the picker', async () => {
    const month = presetPeriod('month', today);
    const page = await reportsAs(
      'ward@example.com',
      'en',
      375,
      `?from=${month.from}&to=${month.to}`,
    );
    expect((await rows(page, T.en.table)).find((row) => row[0] === 'Total')?.[1]).toBe('2');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 3 months' }).click();
    const three = presetPeriod('3m', today);
    await page.waitForURL((url) => url.search === `?from=${three.from}&to=${three.to}`);
    await page.getByRole('table', { name: T.en.table }).waitFor();
    // A period with nothing posted says so instead of an empty chart.
    await gotoApp(page, '/en/reports?from=2020-01-01&to=2020-01-31');
    await page.getByText('No requests were posted in this period.').waitFor();
    await page.context().close();
  });

  it('gives the administrator the whole platform with an organisation filter, without axe violations', async () => {
    const page = await reportsAs('admin@example.com', 'en', 1280);
    expect((await rows(page, T.en.table)).find((row) => row[0] === 'Total')?.[1]).toBe('2');
    expect(await page.getByRole('combobox', { name: 'Organisation' }).innerText()).toBe(
      'All organisations',
    );
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().waitFor();
    await finishedMoving(page);
    const violations = await axeViolations(page);
    expect(violations, summarise(violations)).toEqual([]);
    await page.context().close();
  });
});
