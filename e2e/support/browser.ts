import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchPolicies } from './csp';

/** The system Chromium (never a downloaded one: this machine has no network for that). */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. The browser tests drive the system Chromium: ` +
        'install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return candidate;
}

/**
 * Chromium for a browser test. Its pages' Content-Security-Policy violations are recorded
 * (support/csp.ts) and fail the test they happen in (support/policy-check.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return watchPolicies(browser);
}

/**
 * Waits until the app runs on the page (<html data-hydrated>, set by src/web/main.tsx). The
 * prerendered public pages are complete and visible before their JavaScript loads (it starts
 * after the first paint, scripts/prerender.mjs), so `load` does not mean interactive there: a
 * test that scrolls, types or expects a reaction right after navigating waits for this first.
 */
export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout,
  });
}

/** page.goto, then waitForApp. */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}
