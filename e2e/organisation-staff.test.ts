import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeMail } from '#server/test/smtp';
import { useStack } from './support/stack';
import { signIn } from './support/session';

const stack = useStack();

const PHONE = { width: 390, height: 844 };

async function newPage(viewport = PHONE): Promise<Page> {
  const context = await stack.browser.newContext({
    locale: 'en-GB',
    viewport,
    baseURL: stack.server.url,
  });
  return context.newPage();
}

/** The decoded text of the newest mail to `to`. */
async function mailTo(to: string): Promise<string> {
  await expect
    .poll(() => stack.smtp.received.some((m) => m.to.includes(to)), { timeout: 20_000 })
    .toBe(true);
  return decodeMail([...stack.smtp.received].reverse().find((m) => m.to.includes(to))!.raw);
}

/** A confirmed ORG_ADMIN who signed up with an institution but has no organisation yet. */
async function signedUpOrganisationUser(email: string, password: string) {
  const registered = await fetch(`${stack.server.url}/api/auth/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      email,
      firstName: 'Hanna',
      lastName: 'Hoffmann',
      institution: 'Klinikum West',
      position: 'HR',
      password,
      acceptTC: true,
      role: 'organisation',
    }),
  });
  expect(registered.status).toBe(201);
  const link = (await mailTo(email)).match(/https?:\/\/\S+\/api\/auth\/confirm-email\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const confirmed = await fetch(link!, { redirect: 'manual' });
  expect(confirmed.status).toBeLessThan(400);
}

describe('organisation onboarding and Mein Personal on a phone', () => {
  it('a new organisation user is led to create the organisation, invites a ward manager, who accepts and lands in the hospital area', async () => {
    const email = `hr.${Date.now()}@example.com`;
    const password = 'Sicheres-Passwort-2026';
    await signedUpOrganisationUser(email, password);

    const page = await newPage();
    // No organisation yet: the dashboard sends them to create it, the institution prefilled.
    await signIn(page, email, {
      password,
      landing: '/en/hospital/organisation/new',
      timeout: 20_000,
    });
    await page.getByRole('heading', { level: 1, name: 'Create your organisation' }).waitFor();
    const name = page.getByLabel('Name of the organisation');
    expect(await name.inputValue()).toBe('Klinikum West');

    // Missing fields are marked, and nothing is sent.
    await name.fill('');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect
      .poll(() => page.getByText('This field is required').count())
      .toBeGreaterThanOrEqual(4);
    expect(page.url()).toContain('/en/hospital/organisation/new');

    await name.fill('Klinikum West');
    await page.getByLabel('Street and number').fill('Westring 12');
    await page.getByLabel('Postcode').fill('50667');
    await page.getByLabel('City').fill('Köln');
    await page.getByRole('textbox', { name: 'Department 1' }).fill('Kardiologie');
    await page.getByRole('button', { name: 'Add another department' }).click();
    await page.getByRole('textbox', { name: 'Department 2' }).fill('Intensivstation');
    await page.getByRole('button', { name: 'Create organisation' }).click();

    await page.waitForURL('**/en/hospital/staff**');
    await page.getByRole('heading', { level: 1, name: 'My staff' }).waitFor();
    const departments = page.getByRole('list', { name: 'Departments' });
    await departments.getByText('Intensivstation').waitFor();
    await departments.getByRole('button', { name: 'Kardiologie', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Kardiologie' }).waitFor();
    await page.getByRole('tab', { name: 'Ward managers', selected: true }).waitFor();
    await page.getByText('No ward managers yet').waitFor();

    const wardEmail = `ward.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: /^Email/ }).fill(wardEmail);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Invitation sent to ${wardEmail}.`).waitFor();

    const invitation = await mailTo(wardEmail);
    expect(invitation).toContain('Kardiologie · Klinikum West');
    const link = invitation.match(/https?:\/\/\S+\/auth\/accept-invitation\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();

    const invitee = await newPage();
    await invitee.goto(link!.replace(stack.server.url, ''));
    await invitee.getByLabel(/^First name/).fill('Wanda');
    await invitee.getByLabel(/^Last name/).fill('Ward');
    await invitee.getByLabel(/^Password/).fill('Station-Passwort-2026');
    await invitee.getByLabel(/^Repeat password/).fill('Station-Passwort-2026');
    // A new account accepts the terms, as at sign-up; without the tick the form says so.
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.getByText('Please agree to the use of your data').waitFor();
    await invitee.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect
      .poll(() => new URL(invitee.url()).pathname, { timeout: 20_000 })
      .toBe('/en/hospital');
    await invitee.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await invitee.getByText(/Welcome, Wanda/).waitFor();
    // The ward manager sees only their department through the API the hospital area uses.
    const token = await invitee.evaluate(() => localStorage.getItem('auth'));
    const accessToken = (JSON.parse(token!) as { accessToken?: string }).accessToken ?? token;
    const mine = await fetch(`${stack.server.url}/api/organisation`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect((await mine.json()) as unknown).toMatchObject({
      items: [
        { name: 'Klinikum West', access: 'department', departments: [{ name: 'Kardiologie' }] },
      ],
    });

    // Back in Mein Personal, the ward manager is listed under Kardiologie.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Kardiologie' }).waitFor();
    await page.getByRole('cell', { name: /^Wanda Ward/ }).waitFor();
    // Removing them asks first, then empties the list (the account stays).
    await page.getByRole('checkbox', { name: 'Select Wanda Ward' }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await dialog.getByText('Wanda Ward').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No ward managers yet').waitFor();
    await invitee.context().close();
    await page.context().close();
  });
});
