import { describe, expect, it } from 'vitest';
import { gotoApp, waitForApp } from './support/browser';
import { useServerAndBrowser } from './support/stack';
import { signIn } from './support/session';
import { signInToApi } from './support/session';

const stack = useServerAndBrowser();

async function pageAt(width: number, locale = 'en-GB') {
  const context = await stack.browser.newContext({
    locale,
    viewport: { width, height: 800 },
    baseURL: stack.server.url,
  });
  return context.newPage();
}

describe('the public site', () => {
  it('fills the header once the page is scrolled more than 5 px', async () => {
    const page = await pageAt(1280);
    await gotoApp(page, '/en');
    const header = page.locator('header[data-filled]').first();
    await expect.poll(() => header.getAttribute('data-filled')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute('data-filled'), { timeout: 10_000 }).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-filled'), { timeout: 10_000 }).toBe('false');
    await page.context().close();
  });

  it('fits a signed-in German header on the narrowest desktop, with My area and a working sign-out', async () => {
    const page = await pageAt(1120, 'de-DE');
    await signIn(page, 'ward@example.com', { lang: 'de', landing: '/de/hospital' });
    await gotoApp(page, '/de');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Mein Bereich' }).waitFor();
    // Nothing in the bar may overlap its neighbour or spill past the window.
    const boxes = await banner.evaluate((header) => {
      const toolbar = header.querySelector('.MuiToolbar-root')!;
      return [...toolbar.children]
        .map((child) => ({
          box: child.getBoundingClientRect(),
          clipped: child.scrollWidth > child.clientWidth + 1,
        }))
        .filter(({ box }) => box.width > 0)
        .map(({ box, clipped }) => ({ left: box.left, right: box.right, clipped }));
    });
    expect(boxes.filter((box) => box.clipped)).toEqual([]);
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(1120);
    await banner.getByRole('button', { name: 'Abmelden' }).click();
    await banner.getByRole('link', { name: 'Anmelden' }).waitFor();
    await page.context().close();
  });

  it('opens the mobile menu, and a link click closes it and scrolls to the top of the new page', async () => {
    const page = await pageAt(375, 'de-DE');
    await gotoApp(page, '/de');
    await page.mouse.wheel(0, 600);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Agenturen' }).first().click();
    await page.waitForURL('**/de/agencies');
    // The new page (a lazy route with the rest of the catalogue) may take a moment on a busy machine.
    await expect
      .poll(() => page.getByRole('button', { name: 'Menü öffnen' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    expect(await page.title()).not.toBe('');
    await page.context().close();
  });

  it('shows the prerendered page before the app runs, and a button pressed meanwhile works once it does', async () => {
    const page = await pageAt(375);
    // Hold the app's entry script back until the button has been pressed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Close menu', expanded: true }).waitFor();
    await page.locator('#public-menu').getByRole('link', { name: 'Agencies' }).waitFor();
    await page.context().close();
  });

  it('counts page views on its own server without setting cookies', async () => {
    const page = await pageAt(1280);
    await gotoApp(page, '/en/partners');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const accessToken = await signInToApi(stack.server.url, 'admin@example.com');
    await expect
      .poll(async () => {
        const response = await fetch(`${stack.server.url}/api/admin/dashboard`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        return ((await response.json()) as { visitors: number }).visitors;
      })
      .toBeGreaterThan(0);
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });
});
