import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, summarise } from './support/axe';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/stack';

// Posting a 24-hour on-call duty (ArbZG §7) from the ward manager's form, in both languages on
// a phone and a desktop, with the whole document audited once the duty is in the list.

const INSTANT = '2027-03-10T09:00:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });

const TEXT = {
  en: {
    add: 'Add shifts',
    start: 'Start',
    end: 'End',
    kind: 'Kind of duty',
    onCall: 'On-call duty (Bereitschaftsdienst)',
    share: 'On-call share (%)',
    addOne: 'Add 1 shift',
    list: 'Shifts of this request',
    listed: 'On-call duty (Bereitschaftsdienst), on-call share 70%',
    badShare: 'Please enter the on-call share as a whole per cent',
    publish: 'Publish request',
  },
  de: {
    add: 'Dienste hinzufügen',
    start: 'Beginn',
    end: 'Ende',
    kind: 'Art des Dienstes',
    onCall: 'Bereitschaftsdienst',
    share: 'Bereitschaftsanteil (%)',
    addOne: '1 Dienst hinzufügen',
    list: 'Dienste dieser Anfrage',
    // German writes a no-break space before the per cent sign.
    listed: 'Bereitschaftsdienst, Bereitschaftsanteil 70\u00a0%',
    badShare: 'Bitte den Bereitschaftsanteil als ganze Prozent',
    publish: 'Anfrage veröffentlichen',
  },
} as const;

async function open(lang: 'en' | 'de', width: number): Promise<Page> {
  const phone = width < 600;
  const context = await stack.browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    baseURL: stack.server.url,
    viewport: { width, height: phone ? 812 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  await context.clock.install({ time: new Date(INSTANT) });
  const page = await context.newPage();
  await signIn(page, 'ward@example.com', { lang, landing: `/${lang}/hospital` });
  await page.goto(`/${lang}/hospital/create-job`);
  return page;
}

describe.each([
  ['en', 375],
  ['en', 1280],
  ['de', 375],
  ['de', 1280],
] as const)('posting a 24-hour on-call duty (%s, %i px)', (lang, width) => {
  it('asks for the on-call share, lists the duty with it and sends it', async () => {
    const text = TEXT[lang];
    const page = await open(lang, width);
    await page.getByLabel(/^(Title|Titel)/).fill(`Bereitschaft ${lang} ${width}`);
    await page.getByRole('button', { name: text.add }).click();
    // 12 March 2027, noon to noon.
    await page.locator('td[data-day="2027-03-12"]:not([data-outside]) button').click();
    await page.getByLabel(text.start, { exact: true }).fill('12:00');
    await page.getByLabel(text.end, { exact: true }).fill('12:00');
    await page.getByRole('combobox', { name: text.kind }).click();
    await page.getByRole('option', { name: text.onCall }).click();

    // Without a share the duty is not added, and the form says why.
    await page.getByRole('button', { name: text.addOne }).click();
    await page.getByRole('alert').filter({ hasText: text.badShare }).waitFor();
    await page.getByLabel(text.share).fill('70');
    await page.getByRole('button', { name: text.addOne }).click();
    const shifts = page.getByRole('list', { name: text.list }).getByRole('listitem');
    await expect.poll(() => shifts.count()).toBe(1);
    expect(await shifts.first().innerText()).toContain(text.listed);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const violations = await axeViolations(page);
    expect(violations, summarise(violations)).toEqual([]);

    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/job') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.publish }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as {
      dates: { startDate: number; endDate: number; dutyKind: string; onCallPercent: number }[];
    };
    expect(body.dates).toEqual([
      expect.objectContaining({ dutyKind: 'on_call', onCallPercent: 70 }),
    ]);
    expect(body.dates[0]!.endDate - body.dates[0]!.startDate).toBe(24 * 3_600_000);
    const created = (await response.json()) as { dates: { dutyKind: string }[] };
    expect(created.dates[0]!.dutyKind).toBe('on_call');
    await page.context().close();
  });
});
