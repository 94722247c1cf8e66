import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#server/demo/seed';
import { gotoApp } from './browser';

export type Language = 'en' | 'de';

const FORM = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  de: { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' },
} as const;

export interface SignInOptions {
  /** The language of the sign-in page (its labels). Default 'en'. */
  lang?: Language;
  /** Default: the demo accounts' password. */
  password?: string;
  /** The path the app must land on afterwards, e.g. '/en/hospital'; not awaited when left out. */
  landing?: string;
  /** How long the landing may take. */
  timeout?: number;
}

/**
 * Signs in through the sign-in form, as a person does (the page needs the server as its
 * baseURL), and waits for the landing page when one is given.
 */
export async function signIn(
  page: Page,
  email: string,
  options: SignInOptions = {},
): Promise<void> {
  const { lang = 'en', password = DEMO_PASSWORD, landing, timeout = 30_000 } = options;
  const form = FORM[lang];
  await gotoApp(page, `/${lang}/auth/sign-in`);
  await page.getByLabel(form.email, { exact: true }).fill(email);
  await page.getByLabel(form.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: form.submit }).click();
  if (landing) await page.waitForURL((url) => url.pathname === landing, { timeout });
}

/** Signs in through the API (POST /api/auth/login) and answers the access token. */
export async function signInToApi(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { accessToken: string }).accessToken;
}
