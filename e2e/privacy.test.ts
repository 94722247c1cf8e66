import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeMail } from '#server/test/smtp';
import { signIn } from './support/session';
import { useStack } from './support/stack';

/**
 * GDPR self-service, as the demo pool member: from the account page she downloads
 * everything held about her, then deletes her account with her password; the confirmation mail
 * arrives and signing in again fails.
 */
const stack = useStack();

describe('my data and my account', () => {
  it('a pool member downloads her data, deletes her account, and can no longer sign in', async () => {
    const context = await stack.browser.newContext({
      locale: 'en-GB',
      baseURL: stack.server.url,
      acceptDownloads: true,
      timezoneId: 'Europe/Berlin',
    });
    const page = await context.newPage();
    await signIn(page, 'nurse@example.com', { landing: '/en/my-shifts' });
    // Its own entry in the account menu, not under the notification settings.
    await page.getByRole('button', { name: /^Nina/ }).click();
    await page.getByRole('menuitem', { name: 'Data & account' }).click();
    await page.waitForURL('**/en/account/data');
    await page.getByRole('heading', { name: 'Data & account', level: 1 }).waitFor();
    const card = page.locator('#privacy');
    await card.getByRole('heading', { name: 'Your data' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.zip');
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const exported = JSON.parse(strFromU8(entries['export.json']!)) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.data.profile).toEqual([
      expect.objectContaining({ email: 'nurse@example.com', firstName: 'Nina' }),
    ]);
    expect(exported.data.departmentMemberships).toHaveLength(1);
    expect(strFromU8(entries['summary.html']!)).toContain('Your data at Staffing Marketplace');

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('Your current password is not correct.').waitFor();
    await dialog.getByLabel('Password').fill('Demo-Passwort-2026');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Your account has been deleted', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Go to sign-in' }).click();
    await page.waitForURL('**/en/auth/sign-in');

    await expect
      .poll(() => stack.smtp.received.some((mail) => mail.to.includes('nurse@example.com')), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = decodeMail(
      stack.smtp.received.find((message) => message.to.includes('nurse@example.com'))!.raw,
    );
    expect(mail).toContain('Your account has been deleted');

    await signIn(page, 'nurse@example.com');
    await page.getByText('The e-mail address or password is not correct.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/auth/sign-in');
    await context.close();
  });
});
