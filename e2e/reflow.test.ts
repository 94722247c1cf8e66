import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, AUDIT_ROWS, type DemoAccount } from './support/a11y-routes';
import { useAuditStack } from './support/audit-stack';
import { waitForApp } from './support/browser';
import { contextAt } from './support/clock';
import { PUBLIC_PAGES } from './support/public-pages';
import { finishedMoving, navigate } from './support/screens';
import { signIn } from './support/session';

// WCAG 1.4.10 Reflow: at 320 CSS px (1280 px at 400 % zoom) no screen
// scrolls sideways. Every signed-in screen of the audit's list (support/a11y-routes.ts) and
// every public page, once each, in German (the longer words). Tables scroll inside their own
// box, which is allowed; the page itself must not.

const INSTANT = '2027-05-10T09:00:00+02:00';
const NARROW = { width: 320, height: 640 };
const ACCOUNT_ORDER: DemoAccount[] = ['nurse', 'ward', 'hr', 'agency', 'admin'];

const stack = useAuditStack(INSTANT);

async function narrowPage(viewport = NARROW): Promise<Page> {
  const context = await contextAt(stack.browser, stack.server, INSTANT, {
    viewport,
    locale: 'de-DE',
  });
  stack.contexts.push(context);
  return context.newPage();
}

/** A heading shows and nothing loads any more: the screen has its final width. */
async function settled(page: Page) {
  await page.locator('#main :is(h1, h2)').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"], [aria-busy="true"]'),
    null,
    {
      timeout: 20_000,
    },
  );
}

/** The page's sideways overflow in px (0 when none) and the innermost elements that cause it. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return { excess: 0, culprits: [] as string[] };
    // Inside a box that scrolls or clips sideways, width does not reach the page.
    const contained = (element: Element) => {
      // An absolutely placed element escapes a scrolling box that is not its containing block.
      if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Wider than the page, or text running out of its own box (a long word in a heading).
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        (element.getBoundingClientRect().right > root.clientWidth + 1 ||
          (element.scrollWidth > element.clientWidth + 1 &&
            element.clientWidth > 1 &&
            getComputedStyle(element).overflowX === 'visible')) &&
        !contained(element),
    );
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    const culprits = innermost.slice(0, 6).map((element) => {
      const classes = [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)}) "${text}"`;
    });
    return { excess, culprits };
  });
}

async function checkReflow(page: Page, label: string) {
  await finishedMoving(page);
  let found = await overflow(page);
  // A screen that swaps its loading state in settles within moments; a real overflow stays.
  await expect
    .poll(async () => (found = await overflow(page)).excess, { timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined);
  expect
    .soft(
      found.excess,
      `${label} scrolls sideways by ${found.excess}px:\n  ${found.culprits.join('\n  ')}`,
    )
    .toBe(0);
}

describe('reflow at 320 px: no screen scrolls sideways', () => {
  it.each(ACCOUNT_ORDER)(
    'every signed-in screen of %s',
    async (account) => {
      const page = await narrowPage();
      await signIn(page, ACCOUNTS[account].email, { lang: 'de' });
      await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });
      await waitForApp(page);
      // Dialogs and menus are overlays within the viewport; the screens below them are checked.
      const rows = AUDIT_ROWS.filter((row) => row.account === account && !row.open);
      for (const row of rows) {
        const url = row.path('de', stack.data);
        await navigate(page, url);
        await page.waitForURL(
          (current) => current.pathname === url.split('?')[0]! || row.route === 'agencySetup',
        );
        await settled(page);
        await checkReflow(
          page,
          `${account} ${row.route}${row.state ? ` (${row.state})` : ''} ${url}`,
        );
      }
      expect(rows.length).toBeGreaterThan(0);
    },
    240_000,
  );

  // At 320 px the public header shows only the brand's mark; at a phone's 375 px the brand's
  // name shows too and must give way to Sign in and the menu (it once pushed them out by 55 px).
  it.each([NARROW, { width: 375, height: 740 }])(
    'every public page at $width px',
    async (viewport) => {
      const page = await narrowPage(viewport);
      for (const segment of PUBLIC_PAGES) {
        await page.goto(`/de/${segment}`);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await checkReflow(page, `public /de/${segment} at ${viewport.width} px`);
      }
    },
    120_000,
  );
});
