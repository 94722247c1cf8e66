import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeMail } from '#server/test/smtp';
import { useStack } from './support/stack';
import { signIn } from './support/session';
import { tinyPng } from './support/png';

let logoPath: string;

const stack = useStack();
beforeAll(async () => {
  logoPath = path.join(os.tmpdir(), `logo-${Date.now()}.png`);
  await writeFile(logoPath, tinyPng());
});

async function signInAsAdmin(): Promise<Page> {
  const context = await stack.browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    baseURL: stack.server.url,
  });
  const page = await context.newPage();
  await signIn(page, 'admin@example.com', { landing: '/en/hospital' });
  return page;
}

/** The number on a dashboard tile, read as a person would. */
async function tileValue(page: Page, label: string): Promise<number> {
  await page.goto('/en/admin/dashboard');
  const tiles = page
    .getByRole('region', { name: 'Key figures' })
    .or(page.locator('[aria-label="Key figures"]'))
    .first();
  // The figures load after the page; on a busy machine that takes longer than the poll's 1 s default.
  await expect.poll(() => tiles.getAttribute('aria-busy'), { timeout: 15_000 }).not.toBe('true');
  const card = tiles.locator('.MuiCard-root', { hasText: label });
  const text = (await card.innerText()).replace(label, '');
  return Number(text.replace(/[^\d]/g, ''));
}

async function addAgency(page: Page, name: string, withLogo: boolean) {
  await page.goto('/en/admin/addNewAgencies');
  await page.getByLabel('Agency name', { exact: false }).first().fill(name);
  await page.getByLabel('Address', { exact: false }).first().fill('Hafenstraße 12');
  await page.getByLabel('Postcode', { exact: false }).first().fill('20457');
  await page.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByLabel('Website (URL)', { exact: false }).fill('https://agency.example.com');
  if (withLogo) {
    await page.getByRole('button', { name: /Upload Logo/ }).click();
    await page.locator('input[type="file"]').setInputFiles(logoPath);
    await page.getByRole('button', { name: 'Use picture' }).click();
  }
  await page.getByRole('button', { name: 'Add agency', exact: true }).click();
}

describe('the administrator back office', () => {
  it('creates an agency with a logo, edits one field in place, invites a user who joins, and manages the list', async () => {
    const page = await signInAsAdmin();
    const agenciesBefore = await tileValue(page, 'Total agencies');
    const externalBefore = await tileValue(page, 'Total external users');

    // The add form refuses a missing logo and a bad url with the spec's messages.
    await page.goto('/en/admin/addNewAgencies');
    await page.getByLabel('Website (URL)', { exact: false }).fill('not a url');
    await page.getByRole('button', { name: 'Add agency', exact: true }).click();
    await page.getByText('Incorrect url').first().waitFor();
    await page.getByText('Please upload a logo').first().waitFor();

    await addAgency(page, 'Nordlicht Personal GmbH', true);
    await page.getByText('The agency Nordlicht Personal GmbH was added.').waitFor();
    // The form clears after success.
    expect(await page.getByLabel('Agency name', { exact: false }).first().inputValue()).toBe('');
    await page.getByRole('link', { name: 'Open the agency' }).click();
    await page.getByRole('tab', { name: 'General Info' }).waitFor();
    const agencyUrl = page.url();
    await page.locator('img[src^="/api/files/"]').first().waitFor();

    // Edit in place: the request carries only the changed field.
    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Edit City' }).click();
    await page.getByLabel('City', { exact: false }).first().fill('Hamburg');
    await page.getByRole('button', { name: 'Save City' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => patches.length).toBe(1);
    expect(patches[0]).toEqual({ changes: [{ field: 'city', value: 'Hamburg' }] });

    // Invite an agency user, who receives the e-mail and joins.
    await page.getByRole('tab', { name: 'Agency users' }).click();
    await page
      .getByRole('link', { name: 'Invite agency user' })
      .or(page.getByRole('button', { name: 'Invite agency user' }))
      .first()
      .click();
    await page.getByRole('heading', { name: 'Invite new person' }).waitFor();
    await page.getByLabel('Email', { exact: false }).fill('disponentin@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => stack.smtp.received.some((m) => m.to.includes('disponentin@example.com')), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = decodeMail(
      stack.smtp.received.find((m) => m.to.includes('disponentin@example.com'))!.raw,
    );
    expect(mail).toContain('Nordlicht Personal GmbH');
    const link = mail.match(/https?:\/\/\S+\/auth\/accept-invitation\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();

    const invitee = await stack.browser.newContext({
      locale: 'de-DE',
      viewport: { width: 375, height: 740 },
    });
    const invitedPage = await invitee.newPage();
    // The invitee reads it in German: the same link under /de.
    await invitedPage.goto(link!.replace('/en/auth/', '/de/auth/'));
    await invitedPage.getByLabel(/^Vorname/).fill('Dora');
    await invitedPage.getByLabel(/^Nachname/).fill('Disponentin');
    await invitedPage.getByLabel(/^Passwort\s*\*?$/).fill('Ein-sicheres-Passwort-1');
    await invitedPage.getByLabel(/^Passwort wiederholen/).fill('Ein-sicheres-Passwort-1');
    await invitedPage.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
    await invitedPage.getByRole('button', { name: 'Einladung annehmen' }).click();
    await invitedPage.waitForURL('**/agency/jobs');
    await invitee.close();

    await page.goto(agencyUrl);
    await page.getByRole('tab', { name: 'Agency users' }).click();
    await page.getByText('disponentin@example.com').waitFor();

    // Page, sort and search the list on the server, then delete two rows through the dialog.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth')!) as { accessToken: string }).accessToken,
    );
    const authorization = { authorization: `Bearer ${token}` };
    const [existing] = (
      await (
        await page.request.get('/api/admin/agencies?search=Nordlicht', { headers: authorization })
      ).json()
    ).items;
    for (const suffix of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const response = await page.request.post('/api/admin/agencies', {
        headers: authorization,
        data: {
          agencyName: `Listentest ${suffix}`,
          address: 'Weg 1',
          postcode: '10115',
          country: 'DE',
          url: 'https://list.example.com',
          logoFileId: existing.logoFileId,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/en/admin/agencies');
    const table = page.getByRole('table', { name: 'Agencies List' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('listentest');
    await expect.poll(() => table.getByRole('row').count()).toBe(6); // header + 5 rows
    await page.getByText(/1–5 of 6/).waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await page.getByText(/6–6 of 6/).waitFor();
    await page.getByRole('button', { name: /previous page/i }).click();
    await page.getByRole('button', { name: 'Agency name' }).click(); // ascending is the default: this sorts descending
    await expect
      .poll(async () => (await table.getByRole('row').nth(1).innerText()).includes('Listentest F'))
      .toBe(true);

    await page.getByRole('checkbox', { name: 'Select Listentest F' }).check();
    await page.getByRole('checkbox', { name: 'Select Listentest E' }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await dialog.getByText(/You are deleting/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The dialog fades out; until it is gone its own Delete button is a second match.
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure to delete?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(/1–4 of 4/).waitFor();

    // The dashboard counts from the database: one agency added by hand, six by API, two deleted,
    // and one agency user who joined.
    expect(await tileValue(page, 'Total agencies')).toBe(agenciesBefore + 5);
    expect(await tileValue(page, 'Total external users')).toBe(externalBefore + 1);
    await page.context().close();
  });
});
