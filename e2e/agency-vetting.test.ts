import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { calendarDay } from '#shared/format';
import { contextAt } from './support/clock';
import { waitForMail } from './support/mail';
import { useStack } from './support/stack';
import { signIn, signInToApi } from './support/session';

/**
 * Server and browser run from a fixed instant: 29 February 2028, 23:30 in Berlin
 * (22:30 UTC), so the permit dates typed below count from a leap day late in the evening.
 */
const INSTANT = '2028-02-29T23:30:00+01:00';
const stack = useStack({ NODE_ENV: 'test', CLOCK_START: INSTANT });

/** A browser context at INSTANT (the server's clock has run on a little: a few seconds apart is fine). */
const contextAtInstant = (options: BrowserContextOptions) =>
  contextAt(stack.browser, stack.server, INSTANT, options);

const PASSWORD = 'Sicheres-Passwort-2026';

const mailTo = (to: string, containing: string) => waitForMail(stack.smtp.received, to, containing);

/** A dispatcher who signed up for an agency (with no agency yet) and confirmed the e-mail. */
async function signedUpDispatcher(email: string, institution: string) {
  const response = await fetch(`${stack.server.url}/api/auth/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'de' },
    body: JSON.stringify({
      email,
      firstName: 'Dana',
      lastName: 'Disponentin',
      institution,
      position: 'Disposition',
      password: PASSWORD,
      acceptTC: true,
      role: 'agency',
    }),
  });
  expect(response.status).toBe(201);
  const text = await mailTo(email, 'confirm-email');
  const link = text.match(/https?:\/\/\S+\/api\/auth\/confirm-email\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  expect((await fetch(link!, { redirect: 'manual' })).status).toBeLessThan(400);
}

/** The Berlin calendar day `days` after INSTANT's, as YYYY-MM-DD. */
function inDays(days: number): string {
  return calendarDay(new Date(Date.parse(INSTANT) + days * 86_400_000));
}

describe('agency onboarding and vetting', () => {
  it('a new dispatcher creates the agency with its permit and waits; an administrator vets it; the dispatcher sees it vetted and gets the e-mail', async () => {
    const email = `dispo.${Date.now()}@example.com`;
    await signedUpDispatcher(email, 'Pflegeteam Elbe GmbH');

    // The dispatcher signs in on a phone, in English, and is led from the job board to setup.
    const phone = await contextAtInstant({
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    const dispatcher = await phone.newPage();
    await signIn(dispatcher, email, { password: PASSWORD, landing: '/en/agency/setup' });
    await dispatcher
      .getByRole('heading', { name: 'Set up your agency' })
      .waitFor({ timeout: 60_000 });
    // The applied-jobs page leads there too.
    await dispatcher.goto('/en/agency/applied-jobs');
    await dispatcher.waitForURL('**/en/agency/setup');

    // The name comes from the sign-up's institution; required fields are checked in the stack.browser.
    const name = dispatcher.getByLabel('Agency name', { exact: false });
    expect(await name.inputValue()).toBe('Pflegeteam Elbe GmbH');
    await dispatcher.getByRole('button', { name: 'Create agency' }).click();
    await dispatcher.getByText('Incorrect url').first().waitFor();

    await dispatcher.getByLabel('Street and number', { exact: false }).fill('Elbchaussee 1');
    await dispatcher.getByLabel('Postcode', { exact: false }).fill('22763');
    await dispatcher.getByLabel('City', { exact: false }).fill('Hamburg');
    // Germany is preselected; the country list is the back office's.
    await expect
      .poll(() => dispatcher.getByRole('combobox', { name: /Country/ }).innerText())
      .toContain('Germany');
    await dispatcher
      .getByLabel('Website', { exact: false })
      .fill('https://pflegeteam-elbe.example.com');
    await dispatcher.getByLabel('Permit number', { exact: false }).fill('AÜ 2026/4711');
    await dispatcher
      .getByLabel('Issuing authority', { exact: false })
      .fill('Bundesagentur für Arbeit, Regionaldirektion Nord');
    await dispatcher.getByRole('textbox', { name: 'Valid until' }).fill(inDays(400));
    await dispatcher.getByRole('button', { name: 'Create agency' }).click();

    // Back on the job board, waiting for vetting.
    await dispatcher.waitForURL('**/en/agency/jobs');
    await dispatcher.getByText('We are checking your permit').waitFor();
    await dispatcher.getByText(/AÜ 2026\/4711/).waitFor();
    // The setup page now leads back: the agency exists.
    await dispatcher.goto('/en/agency/setup');
    await dispatcher.waitForURL('**/en/agency/jobs');

    // The administrator finds the agency in the back office, in German.
    const desk = await contextAtInstant({
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
    });
    const admin = await desk.newPage();
    await signIn(admin, 'admin@example.com', { lang: 'de', landing: '/de/hospital' });
    await admin.goto('/de/admin/agencies');
    await admin.getByRole('searchbox', { name: 'Suchen' }).fill('Pflegeteam Elbe');
    await admin
      .getByRole('link', { name: 'Details ansehen: Pflegeteam Elbe GmbH' })
      .first()
      .click();
    // The machine may be busy: the back office's chunks load on first use.
    const card = admin.getByRole('region', { name: 'Prüfung' });
    await card.getByText('Wartet auf Prüfung').waitFor({ timeout: 60_000 });
    await admin.getByRole('tab', { name: 'Allgemeine Informationen', selected: true }).waitFor();
    await card.getByText(/AÜ 2026\/4711/).waitFor();
    // The permit is editable in place like the other fields.
    expect(
      await admin.getByRole('textbox', { name: 'Erlaubnisnummer', exact: true }).inputValue(),
    ).toBe('AÜ 2026/4711');

    // A rejection needs a reason.
    await card.getByRole('button', { name: 'Ablehnen' }).click();
    const rejectDialog = admin.getByRole('dialog', { name: /ablehnen\?/ });
    await rejectDialog.getByRole('button', { name: 'Ablehnen' }).click();
    await rejectDialog.getByText('Bitte nennen Sie der Agentur einen Grund').waitFor();
    await rejectDialog.getByRole('button', { name: 'Abbrechen' }).click();

    // Vet after confirming.
    await card.getByRole('button', { name: 'Agentur freigeben' }).click();
    const vetDialog = admin.getByRole('dialog', { name: /freigeben\?/ });
    await vetDialog.getByText(/AÜ 2026\/4711/).waitFor();
    await vetDialog.getByRole('button', { name: 'Agentur freigeben' }).click();
    await card.getByText('Geprüft', { exact: true }).waitFor();
    await card.getByText('Geprüft am').waitFor();
    // German: DIN 5008.
    await card.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).waitFor();
    await desk.close();

    // The dispatcher is told by e-mail, with a link to the agency area.
    const mail = await mailTo(email, 'Pflegeteam Elbe GmbH');
    expect(mail).toMatch(/agency\/jobs/);

    // ...and sees it on reloading the job board.
    await dispatcher.reload();
    await dispatcher.getByText('Your agency is vetted').waitFor();
    expect(await dispatcher.getByText('We are checking your permit').count()).toBe(0);
    await phone.close();
  }, 240_000);

  it('a rejected agency reads the reason and sends a corrected permit, which goes back to pending', async () => {
    const email = `dispo.rejected.${Date.now()}@example.com`;
    await signedUpDispatcher(email, 'Springer Nord');
    const context = await contextAtInstant({
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signIn(page, email, { lang: 'de', password: PASSWORD, landing: '/de/agency/setup' });
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth')!) as { accessToken: string }).accessToken,
    );
    const created = await page.request.post('/api/agency', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Springer Nord',
        address: 'Am Markt 2',
        postcode: '24103',
        country: 'DE',
        url: 'https://springer-nord.example.com',
        permitNumber: 'AÜ 1',
        permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
        permitValidUntil: inDays(20),
      },
    });
    expect(created.status()).toBe(201);
    const agency = (await created.json()) as { id: string };

    // An administrator rejects it with a reason (through the API; the screen is tested above).
    const accessToken = await signInToApi(stack.server.url, 'admin@example.com');
    const rejected = await fetch(`${stack.server.url}/api/admin/agencies/${agency.id}/vetting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        decision: 'rejected',
        note: 'Die Erlaubnisnummer ist unvollständig.',
      }),
    });
    expect(rejected.status).toBe(200);

    await page.goto('/de/agency/jobs');
    await page.getByText('Ihre Agentur wurde nicht freigegeben').waitFor({ timeout: 60_000 });
    await page.getByText('Die Erlaubnisnummer ist unvollständig.').waitFor();
    await page.getByRole('button', { name: 'Erlaubnis aktualisieren' }).click();
    const number = page.getByLabel('Erlaubnisnummer', { exact: false });
    expect(await number.inputValue()).toBe('AÜ 1');
    // The button that opened the form is gone: keyboard focus goes on in the form.
    await expect
      .poll(() => number.evaluate((input) => input === document.activeElement))
      .toBe(true);
    // The same permit again is not sent: the form says that nothing has changed.
    await page.getByRole('button', { name: 'Erlaubnis senden' }).click();
    await page.getByText('An Ihrer Erlaubnis hat sich nichts geändert', { exact: false }).waitFor();
    await number.fill('AÜ 2026/0042');
    await page.getByRole('textbox', { name: 'Gültig bis' }).fill(inDays(700));
    await page.getByRole('button', { name: 'Erlaubnis senden' }).click();
    await page.getByText('Wir prüfen Ihre Erlaubnis').waitFor();
    await page.getByText('Vielen Dank! Ihre Erlaubnis wird geprüft.').waitFor();
    await context.close();
  }, 120_000);
});
