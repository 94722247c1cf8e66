import { describe, expect, it } from 'vitest';
import { decodeMail } from '#server/test/smtp';
import { gotoApp, waitForApp } from './support/browser';
import { signIn } from './support/session';
import { useStack } from './support/stack';

// The accessibility statement (BGG § 12b), linked from every footer, with its feedback form.
const stack = useStack({ CONTACT_EMAIL: 'barrierefrei@example.com' });

async function newPage(locale: string, width = 1280) {
  const context = await stack.browser.newContext({
    locale,
    viewport: { width, height: 900 },
    baseURL: stack.server.url,
  });
  return { context, page: await context.newPage() };
}

describe('the accessibility statement', () => {
  it('is linked from the public footer and takes feedback in German, focused thanks, mails both sides', async () => {
    const { context, page } = await newPage('de-DE', 375);
    await gotoApp(page, '/de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
    await page.waitForURL((url) => url.pathname === '/de/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    await page.getByRole('heading', { name: '5. Schlichtungsverfahren' }).waitFor();
    expect(await page.title()).toContain('Erklärung zur Barrierefreiheit');

    const form = page.getByRole('form', { name: 'Rückmeldung zur Barrierefreiheit' });
    const send = form.getByRole('button', { name: 'Rückmeldung senden' });
    await send.click();
    await form.getByText('Bitte Ihren Namen angeben').waitFor();
    await form.getByText('Bitte geben Sie Ihre Nachricht ein').waitFor();
    // No phone is asked: nobody should have to call to report a barrier.
    expect(await form.getByRole('textbox', { name: /Telefon/ }).count()).toBe(0);

    await form.getByRole('textbox', { name: 'Ihr Name' }).fill('Jonas Weber');
    await form.getByRole('textbox', { name: 'E-Mail' }).fill('jonas.weber@example.com');
    await form
      .getByRole('textbox', { name: 'Ihre Nachricht' })
      .fill('Die Kalenderpfeile sind ohne Namen.');
    await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await send.click();

    const thanks = form.getByText('Vielen Dank. Wir haben Ihre Rückmeldung erhalten');
    await thanks.waitFor();
    // The thanks take the focus, so a screen reader says them; the form is empty again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Vielen Dank');
    expect(await form.getByRole('textbox', { name: 'Ihre Nachricht' }).inputValue()).toBe('');

    await expect
      .poll(
        () =>
          stack.smtp.received
            .map((m) => m.to.join(','))
            .sort()
            .join(' '),
        { timeout: 20_000 },
      )
      .toBe('barrierefrei@example.com jonas.weber@example.com');
    const operator = decodeMail(
      stack.smtp.received.find((m) => m.to.includes('barrierefrei@example.com'))!.raw,
    );
    expect(operator).toContain('Hallo Team,');
    expect(operator).toContain('Die Kalenderpfeile sind ohne Namen.');
    await context.close();
  });

  it('is linked from the sign-in page and from every signed-in screen, in English', async () => {
    const { context, page } = await newPage('en-GB');
    await gotoApp(page, '/en/auth/sign-in');
    const authLink = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' });
    expect(await authLink.getAttribute('href')).toBe('/en/accessibility');

    await signIn(page, 'nurse@example.com', { landing: '/en/my-shifts' });
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL((url) => url.pathname === '/en/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
    await page.getByRole('heading', { name: 'Tell us about a barrier' }).waitFor();
    await context.close();
  });
});
