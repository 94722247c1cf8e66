import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { Language } from '#shared/language-codes';
import { renderWithApp, stubApi } from './render';

/** An API answer that never comes, for stubApi: the screen stays loading. */
export const never = () => new Promise<never>(() => {});

/** An API answer for stubApi that is `error` until `recover()` is called, then `data`. */
export function failingUntilRecovered<T>(error: object, data: T) {
  let failing = true;
  const answer = () => (failing ? error : data);
  return Object.assign(answer, {
    recover: () => {
      failing = false;
    },
  });
}

/**
 * A screen's failed load: waits for the alert saying `text`, lets the server recover and
 * presses the alert's "Try again".
 */
export async function retryAfterError(user: UserEvent, text: string, recover: () => void) {
  expect((await screen.findByRole('alert')).textContent).toContain(text);
  recover();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
}

/** Renders `ui` in English, then in German, and finds the screen's text in each. */
export async function findInBothLanguages(ui: ReactElement, texts: Record<Language, string>) {
  for (const language of ['en', 'de'] as const) {
    const rendered = renderWithApp(ui, { language });
    expect(await screen.findByText(texts[language])).toBeTruthy();
    rendered.unmount();
  }
}

/** An API answer for stubApi that waits until `release(data)`: the screen's loading state. */
export function held<T>() {
  let release: (value: T) => void = () => {};
  const answer = () => new Promise<T>((resolve) => (release = resolve));
  return Object.assign(answer, { release: (value: T) => release(value) });
}

/** The busy region QueryState shows while loading, by its name; or that none is left. */
export function expectBusy(name: string | null) {
  if (name === null) expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  else expect(screen.getByRole('status', { name }).getAttribute('aria-busy')).toBe('true');
}

/**
 * A screen's first load: while `route` has not answered, the screen is the busy region named
 * `busy`; once it answers `data`, `text` is shown and nothing is busy any more.
 */
export async function loadsAfterBusy(
  ui: ReactElement,
  route: string,
  { busy, data, text }: { busy: string; data: unknown; text: string },
) {
  const answer = held();
  stubApi({ [route]: answer });
  renderWithApp(ui);
  expectBusy(busy);
  answer.release(data);
  expect(await screen.findByText(text)).toBeTruthy();
  expectBusy(null);
}
