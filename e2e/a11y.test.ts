import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, summarise } from './support/axe';
import { launchBrowser, waitForApp } from './support/browser';
import { removeDir, startServer, type RunningServer } from './support/server';

// Accessibility of the public pages (WCAG 2.1 A and AA rules of axe-core) in the built app,
// in both languages, plus the document metadata every public page needs: a title, <html lang>
// and hreflang alternates. Needs `npm run build` first (npm run test:e2e does it).

const LANGUAGES = ['en', 'de'] as const;
type Lang = (typeof LANGUAGES)[number];

/** Segments below /{lang}; '' is the home page. */
const PUBLIC_PAGES = [
  '',
  'agencies',
  'howItWorks',
  'innovation',
  'partners',
  'about-us',
  'terms',
  'imprint',
  'privacy',
  'accessibility',
  'auth/sign-in',
  'auth/sign-up/organisation',
  'auth/forgot-password',
];
const NOT_FOUND = 'no-such-page';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

let server: RunningServer;
let browser: Browser;
const contexts = new Map<string, BrowserContext>();
/** The 404 page's heading per language, to tell a real page from the catch-all. */
const notFoundHeading = new Map<Lang, string>();
/** document.title of the home page per language. */
const homeTitle = new Map<Lang, string>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const lang of LANGUAGES) {
    const page = await open(`/${lang}/${NOT_FOUND}`, DESKTOP);
    notFoundHeading.set(lang, (await mainHeading(page).innerText()).trim());
    await page.close();
  }
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    await removeDir(server.dataDir);
  }
});

async function context(viewport: { width: number; height: number }) {
  const key = `${viewport.width}x${viewport.height}`;
  let found = contexts.get(key);
  if (!found) {
    found = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    contexts.set(key, found);
  }
  return found;
}

function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 }).first();
}

/** Loads a page and waits until the app runs and has rendered its main heading. */
async function open(pathname: string, viewport: { width: number; height: number }) {
  const page = await (await context(viewport)).newPage();
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'load' });
  await waitForApp(page);
  await mainHeading(page).waitFor({ state: 'visible', timeout: 15_000 });
  return page;
}

async function metadata(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    alternates: Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
    ).map((link) => ({
      hreflang: link.hreflang,
      path: new URL(link.href, location.href).pathname,
    })),
  }));
}

const cases = LANGUAGES.flatMap((lang) => [
  ...PUBLIC_PAGES.map((segment) => ({ lang, segment, viewport: DESKTOP })),
  { lang, segment: NOT_FOUND, viewport: DESKTOP },
]);
cases.push(
  { lang: 'en', segment: '', viewport: MOBILE },
  { lang: 'de', segment: '', viewport: MOBILE },
);

describe('public pages: accessibility and document metadata', () => {
  it.each(
    cases.map((c) => ({
      ...c,
      name: `/${c.lang}${c.segment ? `/${c.segment}` : ''} at ${c.viewport.width}x${c.viewport.height}`,
    })),
  )('$name', async ({ lang, segment, viewport }) => {
    const pathname = segment ? `/${lang}/${segment}` : `/${lang}`;
    const label = viewport === DESKTOP ? pathname : `${pathname} at ${viewport.width}px`;
    const page = await open(pathname, viewport);
    try {
      const heading = (await mainHeading(page).innerText()).trim();
      if (segment !== NOT_FOUND) {
        // An unknown path renders the 404 page with its own h1: that is not the page we test.
        expect.soft(heading, `${label} shows the 404 page`).not.toBe(notFoundHeading.get(lang));
      }

      const violations = await axeViolations(page);
      expect
        .soft(violations.length, `axe violations on ${label}:\n${summarise(violations)}`)
        .toBe(0);

      // Read after axe has run: title and alternates are set by effects after the first paint.
      const meta = await metadata(page);
      expect.soft(meta.title.trim(), `${label}: document.title`).not.toBe('');
      expect.soft(meta.lang, `${label}: <html lang>`).toBe(lang);
      if (segment === '' && viewport === DESKTOP) homeTitle.set(lang, meta.title);
      if (segment !== NOT_FOUND) {
        // Each language version names the other (and itself) as an alternate of the same page.
        for (const other of LANGUAGES) {
          const expected = segment ? `/${other}/${segment}` : `/${other}`;
          const link = meta.alternates.find((a) => a.hreflang === other);
          expect
            .soft(link?.path, `${label}: <link rel="alternate" hreflang="${other}">`)
            .toBe(expected);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('the home page title differs between en and de', async () => {
    for (const lang of LANGUAGES) {
      if (!homeTitle.has(lang)) {
        const page = await open(`/${lang}`, DESKTOP);
        homeTitle.set(lang, await page.title());
        await page.close();
      }
    }
    expect(homeTitle.get('en')).not.toBe('');
    expect(homeTitle.get('de')).not.toBe(homeTitle.get('en'));
  });
});
