import { describe, expect, it } from 'vitest';
import { decodeMail } from '#server/test/smtp';
import { useStack } from './support/stack';

const stack = useStack({ CONTACT_EMAIL: 'vermittlung@example.com' });

describe('the specialist search on the home page', () => {
  it('shows the spec messages in German, then sends the request to the operator and the sender', async () => {
    const context = await stack.browser.newContext({
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
      baseURL: stack.server.url,
    });
    const page = await context.newPage();
    await page.goto('/de');

    const search = page.getByRole('button', { name: 'Suchen', exact: true });
    await search.click();
    // Empty specialist and field: the panel opens and says what is missing.
    await page.getByText('Bitte Ihre Suche eingeben').waitFor();
    await page.getByText('Bitte den Bereich angeben').waitFor();

    await page.getByRole('combobox', { name: 'Wir suchen' }).fill('Hebamme');
    await page.getByRole('option', { name: 'Hebamme' }).click();
    // A speciality with one field fills it in.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'In unserem Bereich' }).inputValue())
      .toBe('Geburtshilfe');

    const send = page.getByRole('button', { name: 'Anfrage senden' });
    await send.click();
    await page.getByText('Bitte Ihr Krankenhaus eintragen').waitFor();
    await page.getByText('Bitte Ihren Namen angeben').waitFor();
    await page.getByText('Bitte Ihre Telefonnummer angeben').waitFor();

    await page.getByRole('textbox', { name: 'E-Mail' }).fill('kaputt');
    await send.click();
    await page.getByText('E-Mail ist ungültig').waitFor();

    await page.getByRole('textbox', { name: 'Krankenhaus' }).fill('Klinikum am See');
    await page.getByRole('textbox', { name: 'Ihr Name' }).fill('Dr. Paula Sommer');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('paula.sommer@example.com');
    await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 30 555 123');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await send.click();

    await page.getByRole('dialog', { name: 'Vielen Dank für Ihre Anfrage' }).waitFor();
    await expect
      .poll(
        () =>
          stack.smtp.received
            .map((m) => m.to.join(','))
            .sort()
            .join(' '),
        { timeout: 20_000 },
      )
      .toBe('paula.sommer@example.com vermittlung@example.com');
    const operator = decodeMail(
      stack.smtp.received.find((m) => m.to.includes('vermittlung@example.com'))!.raw,
    );
    expect(operator).toContain('Klinikum am See');
    expect(operator).toContain('Hebamme');
    expect(operator).toContain('Geburtshilfe');
    const confirmation = decodeMail(
      stack.smtp.received.find((m) => m.to.includes('paula.sommer@example.com'))!.raw,
    );
    // The sender's copy is our fixed text only: nothing they typed comes back.
    expect(confirmation).toContain('Wir haben Ihre Anfrage erhalten');
    expect(confirmation).not.toContain('Klinikum am See');
    expect(confirmation).not.toContain('Hebamme');

    // Closing the confirmation closes the panel.
    await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Anfrage senden' }).isVisible())
      .toBe(false);
    await context.close();
  });
});
