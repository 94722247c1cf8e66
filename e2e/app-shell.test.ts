import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AUTH_STORAGE_KEY } from '#web/lib/auth-token';
import { SHELL_SCREENS } from '#web/lib/shell-paths';
import { axeViolations, summarise } from './support/axe';
import { waitForApp } from './support/browser';
import { text } from './support/a11y-routes';
import { signInToApi, type Language } from './support/session';
import { useServerAndBrowser } from './support/stack';

/**
 * The signed-in screens people land on are served as a prerendered app shell
 * (frame and the route's heading, no person, no data), which the client replaces without the
 * heading changing; a signed-out visitor still goes to the language home.
 */

const stack = useServerAndBrowser();
const LANGUAGES: Language[] = ['en', 'de'];
const PHONE = { width: 390, height: 844 };

async function phone(lang: Language, token?: string): Promise<BrowserContext> {
  const context = await stack.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    baseURL: stack.server.url,
    // The service worker would answer repeat visits from its cache; these are first visits.
    serviceWorkers: 'block',
  });
  if (token) {
    const stored = JSON.stringify({
      accessToken: token,
      tokenType: 'Bearer',
      expiresAt: Date.now() + 3_600_000,
    });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [AUTH_STORAGE_KEY, stored],
    );
  }
  // Every change of the page's <h1> texts, frame by frame, from the first frame on; a frame
  // showing a loading spinner instead is recorded as such.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    const sample = () => {
      const spinner = document.querySelector('[role="progressbar"]') ? 'spinner' : '';
      const now =
        [...document.querySelectorAll('h1')].map((h1) => h1.textContent ?? '').join(' | ') ||
        spinner;
      if (seen[seen.length - 1] !== now) seen.push(now);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return context;
}

function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(error.message));
  return found;
}

describe('prerendered app shell of the signed-in screens', () => {
  it.each(LANGUAGES)('serves each shell screen as HTML with its heading in %s', async (lang) => {
    for (const { segment, titleKey } of SHELL_SCREENS) {
      const response = await fetch(`${stack.server.url}/${lang}/${segment}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<div id="root" data-shell>');
      const headings = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
      expect(headings, `/${lang}/${segment}`).toEqual([text(lang, titleKey)]);
      // The entry is fetched with the document (the screen needs its code at once) and runs
      // after the first paint (the loader script).
      expect(html).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/index-[^"]+\.js" \/>/,
      );
      expect(html).not.toMatch(/<script type="module"/);
    }
  });

  it('hashed assets are cached for a year, the shell documents revalidated', async () => {
    const html = await (await fetch(`${stack.server.url}/de/my-shifts`)).text();
    const entry = /href="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    const response = await fetch(`${stack.server.url}${entry}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(LANGUAGES)('the shell alone (no script ran) is accessible in %s', async (lang) => {
    const context = await phone(lang);
    try {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`/${lang}/${SHELL_SCREENS[0].segment}`);
      const violations = await axeViolations(page);
      expect(violations, summarise(violations)).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        text(lang, SHELL_SCREENS[0].titleKey),
      );
    } finally {
      await context.close();
    }
  });

  it('a signed-out visitor of a shell screen still goes to the language home', async () => {
    const context = await phone('de');
    try {
      const page = await context.newPage();
      const errors = problems(page);
      await page.goto('/de/my-shifts');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/de');
      await waitForApp(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(LANGUAGES)(
    'the app replaces the shell without the heading changing (%s)',
    async (lang) => {
      const token = await signInToApi(stack.server.url, 'nurse@example.com');
      const context = await phone(lang, token);
      try {
        const page = await context.newPage();
        const errors = problems(page);
        await page.goto(`/${lang}/my-shifts`);
        await waitForApp(page);
        // The real page: the person's menu in the app bar, the shell's placeholders gone.
        await page.getByRole('button', { name: 'Nina Neumann' }).waitFor();
        await page.locator('main[aria-busy="true"]').waitFor({ state: 'detached' });
        const title = text(lang, 'myShifts.title');
        const headings = await page.evaluate(
          () => (window as unknown as { __headings: string[] }).__headings,
        );
        // Before the document is parsed there is nothing; from then on that one heading, never
        // another, never none, never a spinner in its place.
        expect(headings.filter((entry) => entry !== '')).toEqual([title]);
        expect(headings.slice(headings.indexOf(title))).toEqual([title]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
