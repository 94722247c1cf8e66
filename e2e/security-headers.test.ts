import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForApp } from './support/browser';
import { describeViolations, policyViolations, type PolicyViolation } from './support/csp';
import { removeDir, startServer, type RunningServer } from './support/server';
import { signIn, type Language } from './support/session';

// The built app under its real Content-Security-Policy: the public pages (whose
// inline loader the policy allows by hash), every demo role's main screens and the OpenAPI docs
// in Chromium, with no violation. Needs `npm run build` first (npm run test:e2e does it).

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    await removeDir(server.dataDir);
  }
});

async function newPage(locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width: 1280, height: 900 },
    baseURL: server.url,
  });
  return context.newPage();
}

/** Waits until the app has rendered the screen (its first heading) and lets late reports arrive. */
async function settled(page: Page, ready = page.getByRole('heading').first()): Promise<void> {
  await waitForApp(page);
  await ready.waitFor({ state: 'visible', timeout: 20_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
  );
}

function expectNoViolations(label: string) {
  const found = policyViolations.take();
  expect(found, `${label}:\n${describeViolations(found)}`).toEqual([]);
}

describe('Content-Security-Policy in the browser', () => {
  it('is sent with the prerendered pages, allows their loader by hash and blocks an injected inline script', async () => {
    const page = await newPage();
    const response = await page.goto('/en');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc).toMatch(/'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy).toContain("frame-ancestors 'none'");
    // The loader ran (the app hydrated), so its hash matched.
    await settled(page);
    expectNoViolations('/en');

    // The watch itself works: an inline script the policy does not name is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    const seen: PolicyViolation[] = [];
    await expect
      .poll(() => {
        seen.push(...policyViolations.take());
        return seen.some(
          (v) => v.kind === 'event' && v.text.startsWith('script-src-elem refused inline'),
        );
      })
      .toBe(true);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await page.context().close();
  });

  it('holds on the public pages in en and de', async () => {
    for (const [locale, lang] of [
      ['en-GB', 'en'],
      ['de-DE', 'de'],
    ] as const) {
      const page = await newPage(locale);
      for (const pathname of [
        `/${lang}`,
        `/${lang}/imprint`,
        `/${lang}/auth/sign-in`,
        `/${lang}/agencies`,
      ]) {
        await page.goto(pathname);
        await settled(page);
        expectNoViolations(pathname);
      }
      // Contact: the home page's contact section and its specialist-search request form.
      await page.goto(`/${lang}#contact`);
      await settled(page, page.locator('#contact-title'));
      await page
        .getByRole('button', { name: lang === 'en' ? 'Search' : 'Suchen', exact: true })
        .click();
      await settled(
        page,
        page.getByRole('textbox', { name: lang === 'en' ? 'Hospital' : 'Krankenhaus' }),
      );
      expectNoViolations(`/${lang}#contact`);
      await page.context().close();
    }
  });

  /** Signs in as a demo account and opens its main screens; each must show without a violation. */
  async function screensOf(
    email: string,
    landing: string,
    screens: { path: string; ready?: (page: Page) => ReturnType<Page['locator']> }[],
    lang: Language = 'en',
  ) {
    const page = await newPage(lang === 'de' ? 'de-DE' : 'en-GB');
    await signIn(page, email, { lang, landing });
    await settled(page);
    expectNoViolations(`${email} on ${landing}`);
    for (const screen of screens) {
      await page.goto(screen.path);
      await settled(page, screen.ready?.(page));
      expectNoViolations(`${email} on ${screen.path}`);
    }
    await page.context().close();
  }

  const calendar = (page: Page) => page.locator('.fc-view-harness').first();

  it('holds for HR of the clinic: dashboard, calendar (FullCalendar) and the request form', async () => {
    await screensOf('hr@example.com', '/en/hospital', [
      { path: '/en/organisations/calendar', ready: calendar },
      { path: '/en/hospital/create-job', ready: (page) => page.getByLabel(/^Title/).first() },
      { path: '/en/hospital/staff' },
    ]);
  });

  it('holds for a ward manager, in German', async () => {
    await screensOf(
      'ward@example.com',
      '/de/hospital',
      [
        { path: '/de/organisations/calendar', ready: calendar },
        { path: '/de/organisations/jobUpload' },
      ],
      'de',
    );
  });

  it('holds for an agency dispatcher: the job board', async () => {
    await screensOf('agency@example.com', '/en/agency/jobs', [{ path: '/en/agency/staff' }]);
  });

  it('holds for a pool member: my shifts', async () => {
    await screensOf('nurse@example.com', '/en/my-shifts', [{ path: '/en/account/preferences' }]);
  });

  it('holds for the administrator: the back office', async () => {
    await screensOf('admin@example.com', '/en/hospital', [
      { path: '/en/admin/dashboard' },
      { path: '/en/admin/agencies' },
      { path: '/en/admin/organisation' },
      { path: '/en/admin/outbox' },
    ]);
  });

  it('holds for the OpenAPI docs at /api/docs (Swagger UI)', async () => {
    const page = await newPage();
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 20_000 });
    // Open one operation, which renders its schema and the "Try it out" controls.
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expectNoViolations('/api/docs');
    await page.context().close();
  });
});
