import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeMail } from '#server/test/smtp';
import { useStack } from './support/stack';
import { signIn } from './support/session';

const stack = useStack();

async function newPage(locale: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await stack.browser.newContext({ locale, viewport, baseURL: stack.server.url });
  return context.newPage();
}

/** The confirmation link of the newest mail to `to`. */
async function confirmationLinkFor(to: string): Promise<string> {
  await expect
    .poll(() => stack.smtp.received.some((m) => m.to.includes(to)), { timeout: 20_000 })
    .toBe(true);
  const mail = [...stack.smtp.received].reverse().find((m) => m.to.includes(to))!;
  const text = decodeMail(mail.raw);
  expect(text).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = text.match(/https?:\/\/\S+\/api\/auth\/confirm-email\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

describe('accounts in the browser', () => {
  it('an organisation signs up in German, confirms from the e-mail, signs in, lands, switches language and signs out', async () => {
    const page = await newPage('de-DE');
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de');

    await page.goto('/de/auth/sign-up/organisation');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Errors appear after a submit attempt, in German.
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('E-Mail ist ungültig').waitFor();

    // A long top-level domain, refused by the spec's old 2-3 letter pattern.
    const email = `klinik.${Date.now()}@klinikum-sued.berlin`;
    await page.getByLabel('Vorname', { exact: true }).fill('Greta');
    await page.getByLabel('Nachname', { exact: true }).fill('Gruber');
    await page.getByLabel('Einrichtung', { exact: true }).fill('Klinikum Süd');
    await page.getByLabel('Position', { exact: true }).fill('Pflegedienstleitung');
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Telefonnummer', { exact: true }).fill('+49 30 1234567');
    await page.getByLabel('Passwort', { exact: true }).fill('Sicheres-Passwort-2026');
    await page.getByText('Ihr Passwort ist stark').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL('**/de/auth/email-confirmation**');
    // The account is created just after the answer; its mail shows it exists.
    const link = await confirmationLinkFor(email);

    // Signing in before confirming is refused with its own message and a resend action.
    await signIn(page, email, { lang: 'de', password: 'Sicheres-Passwort-2026' });
    await page
      .getByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Bestätigung erneut senden' }).waitFor();

    await page.goto(link);
    await page.waitForURL('**/de/auth/email-confirmed');

    // An organisation user without an organisation is led from the dashboard to create it.
    await signIn(page, email, {
      lang: 'de',
      password: 'Sicheres-Passwort-2026',
      landing: '/de/hospital/organisation/new',
    });
    await page.getByText('Greta Gruber').first().waitFor();

    // The session survives a reload.
    await page.reload();
    await page.waitForURL('**/de/hospital/organisation/new');
    await page.getByText('Greta Gruber').first().waitFor();

    // The language menu shows only the other language and keeps the path.
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'English' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Deutsch' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL('**/en/hospital/organisation/new');

    const token = await page.evaluate(() => localStorage.getItem('auth'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    // The old token no longer works on the stack.server.
    const accessToken = (JSON.parse(token!) as { accessToken?: string }).accessToken ?? token;
    const me = await fetch(`${stack.server.url}/api/user/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(401);
    // Signed-out visitors of a dashboard page go to the language home.
    await page.goto('/en/hospital');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
  });

  it.each([
    ['agency@example.com', '/en/agency/jobs'],
    ['admin@example.com', '/en/hospital'],
    ['ward@example.com', '/en/hospital'],
    ['nurse@example.com', '/en/my-shifts'],
  ])('%s lands on %s after sign-in', async (email, destination) => {
    const page = await newPage('en-GB', { width: 375, height: 740 });
    await signIn(page, email, { landing: destination, timeout: 15_000 });
    await page.context().close();
  });

  it('a person at an internationalised domain confirms and signs in through the form', async () => {
    // Chromium's e-mail field hands the domain over as punycode; the account is stored in
    // Unicode: one stored form per mailbox lets the sign-in find it.
    const email = `pflege.${Date.now()}@krankenhaus-münchen.de`;
    const response = await fetch(`${stack.server.url}/api/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({
        email,
        firstName: 'Paula',
        lastName: 'Pflege',
        institution: 'Krankenhaus München',
        position: 'Pflegefachkraft',
        password: 'Sicheres-Passwort-2026',
        acceptTC: true,
      }),
    });
    expect(response.status).toBe(201);
    const page = await newPage('de-DE');
    await page.goto(await confirmationLinkFor(email));
    await page.waitForURL('**/de/auth/email-confirmed');
    await signIn(page, email, {
      lang: 'de',
      password: 'Sicheres-Passwort-2026',
      landing: '/de/my-shifts',
    });
    await page.context().close();
  });

  it('remembers the chosen theme across a reload', async () => {
    const page = await newPage('de-DE');
    await page.goto('/de/auth/sign-in');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Design' }).click();
    await page.getByRole('menuitem', { name: 'Dunkel' }).waitFor();
    for (const name of ['Dunkel', 'Hell', 'Blau', 'Grün', 'Indigo']) {
      expect(await page.getByRole('menuitem', { name }).count()).toBe(1);
    }
    await page.getByRole('menuitem', { name: 'Dunkel' }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await background()).toBe(dark);
    await page.context().close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await newPage('en-GB');
    await page.goto('/en/auth/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('nurse@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/en/auth/reset-password-confirmed');
    await expect
      .poll(() => stack.smtp.received.some((m) => m.to.includes('nurse@example.com')), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = [...stack.smtp.received]
      .reverse()
      .find((m) => m.to.includes('nurse@example.com'))!;
    const link = decodeMail(mail.raw).match(/https?:\/\/\S+\/auth\/create-new-password\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!.replace(/&amp;/g, '&'));
    await page.getByLabel('New password', { exact: true }).fill('A-new-and-long-password');
    await page.getByLabel('Repeat new password', { exact: true }).fill('A-new-and-long-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/en/auth/password-updated');
    // The page counts down and moves on to sign-in by itself.
    await page.waitForURL('**/en/auth/sign-in', { timeout: 15_000 });
    await page.getByLabel('Email', { exact: true }).fill('nurse@example.com');
    await page.getByLabel('Password', { exact: true }).fill('A-new-and-long-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/en/my-shifts');
    await page.context().close();
  });
});
