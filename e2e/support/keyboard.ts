import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#server/demo/seed';
import { gotoApp } from './browser';

/**
 * Keyboard-only steps for the journeys of e2e/keyboard*.test.ts: focus moves
 * with Tab and Shift+Tab only, and every stop must show that it has focus.
 */

/** The focused element in a few words, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '<body>';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.trim().slice(0, 50)}"`;
  });
}

/** Any element `target` matches has focus (no waiting: the caller presses keys in between). */
const hasFocus = (target: Locator) =>
  target.evaluateAll((elements) =>
    (elements as Element[]).includes(document.activeElement as Element),
  );

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has focus, at most `max` times, and
 * checks that each element passed on the way shows its focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  options: { max?: number; back?: boolean } = {},
) {
  const { max = 40, back = false } = options;
  await target.waitFor({ state: 'attached' });
  const passed: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) {
      await expectFocusVisible(page, what);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    passed.push(await describeFocus(page));
  }
  if (await hasFocus(target)) return expectFocusVisible(page, what);
  throw new Error(
    `${what} got no focus after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus passed:\n  ${passed.join('\n  ')}`,
  );
}

/** `target` has focus now (after a dialog closed, a panel opened...). */
export async function expectFocusOn(page: Page, target: Locator, what: string) {
  await expect
    .poll(() => hasFocus(target), {
      message: `focus on ${what}, not on ${await describeFocus(page)}`,
    })
    .toBe(true);
  await expectFocusVisible(page, what);
}

/**
 * The focused element shows it: an outline or a box shadow of its own; a text field's frame
 * (MUI draws the focus as the field's thicker outline); a file input hidden behind its label
 * button shows it on that label.
 */
export async function expectFocusVisible(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { shown: false, how: 'nothing has focus' };
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const field = focused.closest('.MuiInputBase-root.Mui-focused');
    if (field) {
      const frame = field.querySelector('.MuiOutlinedInput-notchedOutline');
      const width = frame ? parseFloat(getComputedStyle(frame).borderTopWidth) : 0;
      return { shown: width >= 2 || shows(field), how: `text field frame ${width}px` };
    }
    const box = focused.getBoundingClientRect();
    const hidden = box.width < 4 || box.height < 4 || getComputedStyle(focused).opacity === '0';
    const label = (focused as HTMLInputElement).labels?.[0];
    const drawn = hidden && label ? label : focused;
    const style = getComputedStyle(drawn);
    return {
      shown: shows(drawn),
      how: `${drawn === label ? 'label ' : ''}outline ${style.outlineStyle} ${style.outlineWidth}, shadow ${style.boxShadow}`,
    };
  });
  expect(
    found.shown,
    `${what} has focus but does not show it (${found.how}): ${await describeFocus(page)}`,
  ).toBe(true);
}

/**
 * The first Tab of a fresh page reaches "Skip to content", whose Enter moves focus to <main>;
 * the following Tab stops are then inside main.
 */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to content' });
  await expectFocusOn(page, link, 'the skip link');
  await page.keyboard.press('Enter');
  // <main tabIndex={-1}> takes focus to start the Tab order there; it draws no ring of its own.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id), { message: 'focus on main' })
    .toBe('main');
}

/** Signs in with the keyboard only and waits for the landing page. */
export async function signInByKeyboard(
  page: Page,
  email: string,
  landing: string,
  password = DEMO_PASSWORD,
) {
  await gotoApp(page, '/en/auth/sign-in');
  // The sign-in form may start with focus on its e-mail field; its skip link is tested elsewhere.
  await tabTo(page, page.getByLabel('Email', { exact: true }), 'the e-mail field');
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 'the password field', { max: 3 });
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
}
