import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  AUDIT_ROWS,
  NOT_AUDITED,
  signedInRouteKeys,
  type AuditRow,
  type DemoAccount,
} from './a11y-routes';
import { useAuditStack } from './audit-stack';
import { axeViolations, summarise } from './axe';
import { waitForApp } from './browser';
import { contextAt } from './clock';
import { finishedMoving, navigate } from './screens';
import { signIn, type Language } from './session';

// Accessibility (WCAG 2.1 AA): every signed-in screen of every demo role, in German and English, at 375
// and 1280 px, with data on screen and with its dialogs open, passes axe-core's WCAG 2.0/2.1
// A and AA rules over the WHOLE document (the shell included, not only #main). One browser;
// one context per account, signed in once; screens change in the page (pushState), as a
// person's clicks would, rather than by reloading the app for each. One test file per width
// (e2e/a11y-signed-in-*.test.ts), so the two widths run side by side in the browser suite.

const LANGUAGES: Language[] = ['de', 'en'];
// The nurse and the ward manager first: their offer's time limit runs (support/a11y-data.ts).
const ACCOUNT_ORDER: DemoAccount[] = ['nurse', 'ward', 'hr', 'agency', 'admin'];

// Server and browser on a fixed clock, the instant of the reflow audit: the
// screens show the same weeks, months and offers whatever day the suite runs.
const INSTANT = '2027-05-10T09:00:00+02:00';

/** The screen shows a heading (some admin forms start at h2) and nothing still loads (no progress indicator, no busy region). */
async function settled(page: Page) {
  await page
    .locator('#main :is(h1, h2)')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 })
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 400));
      throw new Error(`${page.url()} shows no heading:\n${shown}\n${error.message}`);
    });
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"], [aria-busy="true"]'),
    null,
    {
      timeout: 20_000,
    },
  );
  await finishedMoving(page);
}

/** Declares the audit of every signed-in screen at one viewport, each demo account a test. */
export function auditSignedInScreens(viewport: { width: number; height: number }) {
  const stack = useAuditStack(INSTANT);

  async function audit(page: Page, row: AuditRow, lang: Language, label: string) {
    const url = row.path(lang, stack.data);
    await navigate(page, url);
    await page.waitForURL(
      (current) => current.pathname === url.split('?')[0]! || row.route === 'agencySetup',
    );
    await settled(page);
    if (row.open) {
      await row.open(page, lang);
      await finishedMoving(page);
    }
    const violations = await axeViolations(page);
    expect.soft(violations, `${label}: ${url}\n${summarise(violations)}`).toEqual([]);
    if (row.open) {
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"], [role="menu"]').first().waitFor({ state: 'hidden' });
      // Focus returns to the opener, whose tooltip would then show on the next screen.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(0, 0);
    }
  }

  describe(`signed-in screens at ${viewport.width} px: whole-document WCAG 2.1 A/AA audit`, () => {
    it.each(ACCOUNT_ORDER)(
      '%s',
      async (account) => {
        const context = await contextAt(stack.browser, stack.server, INSTANT, {
          viewport,
          reducedMotion: 'reduce',
        });
        stack.contexts.push(context);
        const page = await context.newPage();
        await signIn(page, ACCOUNTS[account].email);
        await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
        await waitForApp(page);
        // The first Tab of a freshly loaded screen reaches the skip link, which leads to #main.
        await page.reload();
        await waitForApp(page);
        await settled(page);
        await page.keyboard.press('Tab');
        const first = await page.evaluate(() => {
          const link = document.activeElement as HTMLAnchorElement | null;
          return { text: link?.textContent, href: link?.getAttribute('href') };
        });
        expect(first).toEqual({ text: 'Skip to content', href: '#main' });
        // Focused, it shows over the header: moving on hides it again.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const rows = AUDIT_ROWS.filter((row) => row.account === account);
        for (const lang of LANGUAGES) {
          for (const row of rows) {
            await audit(
              page,
              row,
              lang,
              `${account} ${viewport.width}px ${lang} ${row.route}${row.state ? ` (${row.state})` : ''}`,
            );
          }
        }
      },
      240_000,
    );
  });
}

/** The audit's rows cover each signed-in path the router declares, but for the listed exceptions. */
export function auditRowsCoverEveryRoute() {
  const audited = new Set(AUDIT_ROWS.map((row) => row.route));
  return signedInRouteKeys().filter((key) => !audited.has(key) && !(key in NOT_AUDITED));
}
