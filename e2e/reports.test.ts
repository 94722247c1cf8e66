import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, summarise } from './support/axe';
import { gotoApp } from './support/browser';
import { contextAt } from './support/clock';
import { finishedMoving } from './support/screens';
import { signIn, signInToApi, type Language } from './support/session';
import { useServerAndBrowser } from './support/stack';

/**
 * The reports (issue #12) in the browser at a fixed Berlin instant: the ward manager posts two
 * requests through the API on 10 March 2027; HR and the ward manager see them in the figures,
 * in English and German, at 1280 and 375 px, with no axe violation, and a table's CSV arrives
 * with the byte order mark and its German header intact.
 */
const INSTANT = '2027-03-10T09:00:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });
const SHOTS = process.env.REPORT_SHOTS_DIR;

const T = {
  en: { fill: 'Filling requests', table: 'Requests by month', month: 'March 2027', rate: '0%', external: 'No agency staff worked in this period.', csv: 'Download Requests by month as CSV' },
  de: { fill: 'Besetzung der Anfragen', table: 'Anfragen nach Monat', month: 'März 2027', rate: '0\u00a0%', external: 'In diesem Zeitraum hat kein Agenturpersonal gearbeitet.', csv: 'Anfragen nach Monat als CSV herunterladen' },
} as const;

beforeAll(async () => {
  const token = await signInToApi(stack.server.url, 'ward@example.com');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const organisations = await call('GET', '/organisation');
  const organisation = (organisations.json.items as { _id: string; departments: { _id: string; name: string }[] }[])[0]!;
  const ward = organisation.departments.find((entry) => entry.name === 'Kardiologie')!;
  for (const day of [12, 13]) {
    const start = new Date(`2027-03-${day}T06:00:00+01:00`).getTime();
    const created = await call('POST', '/job', {
      title: `Frühdienst Kardiologie ${day}. März`,
      skills: [],
      organisation: organisation._id,
      orig_dept: ward._id,
      state: 'internal_adv',
      applicants: [],
      jobType: 'Frühdienst',
      timeLimit: '0',
      orig_submission: '',
      dates: [{ startDate: start, endDate: start + 8 * 3_600_000, activity: 'times', type: 'Neue_Dienstanfrage' }],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
  }
});

async function reportsAs(email: string, lang: Language, width: number, query = ''): Promise<Page> {
  const context = await contextAt(stack.browser, stack.server, INSTANT, {
    viewport: { width, height: 900 },
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
  });
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
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
}

describe('reports', () => {
  for (const lang of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      it(`shows HR the month's figures in ${lang} at ${width} px, readable and without axe violations`, async () => {
        const page = await reportsAs('hr@example.com', lang, width);
        const fill = page.getByRole('region', { name: T[lang].fill });
        const table = await rows(page, T[lang].table);
        // Posted 2, none filled: both unfilled, a fill rate of 0.
        expect(table.find((row) => row[0] === T[lang].month)?.slice(1, 8)).toEqual(['2', '0', '0', '0', '2', '0', T[lang].rate]);
        expect(await fill.getByRole('img').count()).toBe(1);
        await page.getByText(T[lang].external).waitFor();
        // The default period is the last 12 months up to Berlin's today.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await finishedMoving(page);
        const violations = await axeViolations(page);
        expect(violations, summarise(violations)).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${lang}-${width}.png`, fullPage: true });
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
    expect(download.suggestedFilename()).toBe('fill-by-month_2026-04-01_2027-03-10.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Monat;Veröffentlicht;Eigener Pool');
    expect(text).toContain('\r\n2027-03;2;0;0;0;2;0;0;');
    await page.context().close();
  });

  it('keeps the ward manager’s period in the link and changes it with the picker', async () => {
    const page = await reportsAs('ward@example.com', 'en', 375, '?from=2027-03-01&to=2027-03-31');
    expect((await rows(page, T.en.table)).find((row) => row[0] === 'March 2027')?.[1]).toBe('2');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 3 months' }).click();
    await page.waitForURL((url) => url.search === '?from=2027-01-01&to=2027-03-10');
    await page.getByRole('table', { name: T.en.table }).waitFor();
    // A period with nothing posted says so instead of an empty chart.
    await gotoApp(page, '/en/reports?from=2026-01-01&to=2026-01-31');
    await page.getByText('No requests were posted in this period.').waitFor();
    await page.context().close();
  });
});
