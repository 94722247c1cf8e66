import type { Page } from 'playwright-core';

/** Another screen in the running app: react-router follows history like a link's click. */
export async function navigate(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * No transition still runs (a dialog fading in, a menu growing, a tab indicator): a screen is
 * judged at rest (axe measures colours as painted; widths change while panels move). Endless
 * animations (spinners) are not waited for.
 */
export async function finishedMoving(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 10_000 },
  );
}
