import { describe, expect, it } from 'vitest';
import { axeViolations, summarise } from './support/axe';
import { waitForApp } from './support/browser';
import { contextAt } from './support/clock';
import { apiAs } from './support/ladder';
import { signIn } from './support/session';
import { useServerAndBrowser } from './support/stack';

/**
 * An agency dispatcher's job alert, on a phone: the demo dispatcher (MediStaff, vetted) opens
 * it from the job board, asks for specialist neurology in postcode area 22 and saves it. Then
 * Klinikum Nord (postcode 22417) posts two substitute-doctor requests, open to agencies at once:
 * neurology reaches the dispatcher's bell live, urology does not.
 */
// Server and browser on one clock: New Year's Eve at 23:30 in Berlin, so the
// requests' days and the agency's permit year do not depend on the day the test runs.
const INSTANT = '2026-12-31T23:30:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });

const HOUR = 3_600_000;

async function postDoctorRequest(title: string, field: string) {
  const hr = await apiAs(stack.server.url, 'hr@example.com');
  const organisations = await hr.call<{ items: { _id: string }[] }>('GET', '/api/organisation');
  const now = new Date(INSTANT);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 6, 7);
  const posted = await hr.call<{ state: string }>('POST', '/api/job', {
    title,
    organisation: organisations.body.items[0]!._id,
    field,
    facharzt: true,
    assistenzarzt: false,
    salary: [{ activity: 'Aktiv', cost: 95 }],
    dates: [
      { startDate: start, endDate: start + 8 * HOUR, activity: 'times', type: 'vertretungsarzt' },
    ],
  });
  expect(posted.status).toBe(201);
  expect(posted.body.state).toBe('external_adv');
}

describe('job alerts', () => {
  it('a dispatcher sets an alert on a phone; a matching new request reaches the bell, another does not', async () => {
    const phone = await contextAt(stack.browser, stack.server, INSTANT, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await signIn(page, 'agency@example.com', { landing: '/en/agency/jobs' });

    // From the job board to the alert, in the notification settings.
    await page.getByRole('link', { name: 'Job alert' }).click();
    await page.waitForURL('**/en/account/preferences#job-alerts');
    const alert = page.getByRole('region', { name: 'Job alert' });
    await alert.getByText('You hear about every new request your agency may serve.').waitFor();
    // Dispatchers are never asked for shifts themselves: no days off, no absences.
    expect(await page.getByRole('group', { name: 'Days off' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Unavailable' }).count()).toBe(0);

    await alert.getByRole('combobox', { name: 'Qualifications and positions' }).click();
    await page.getByRole('option', { name: 'Specialist physician' }).click();
    await page.keyboard.press('Escape');
    await alert.getByRole('combobox', { name: 'Medical fields' }).click();
    await page.getByRole('option', { name: 'Neurology' }).click();
    await page.keyboard.press('Escape');
    const postcodes = alert.getByRole('combobox', { name: 'Postcode areas' });
    await postcodes.fill('22');
    await postcodes.press('Enter');
    await alert.getByRole('button', { name: '22' }).waitFor();
    await alert
      .getByText('You hear about the new requests that fit every field you filled in.')
      .waitFor();
    await alert.getByRole('button', { name: 'Save job alert' }).click();
    await alert.getByText('Your job alert is saved.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const violations = await axeViolations(page, '#job-alerts');
    expect(violations, summarise(violations)).toEqual([]);

    // Kept: after a reload the alert shows what was saved.
    await page.reload();
    await waitForApp(page);
    const reloaded = page.getByRole('region', { name: 'Job alert' });
    await reloaded.getByRole('button', { name: 'Specialist physician' }).waitFor();
    await reloaded.getByRole('button', { name: 'Neurology' }).waitFor();
    await reloaded.getByRole('button', { name: '22' }).waitFor();

    const bell = page.getByRole('button', { name: /^Notifications/ }).first();
    await bell.waitFor();
    const unreadBefore = Number(
      /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );

    const stamp = Date.now();
    const matching = `Vertretung Stroke Unit ${stamp}`;
    const other = `Vertretung Urologie ${stamp}`;
    await postDoctorRequest(other, 'Urologie');
    await postDoctorRequest(matching, 'Neurologie');

    // Live, without a reload: one more unread, and it is the neurology request.
    await page
      .getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })
      .first()
      .waitFor({ timeout: 20_000 });
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByText(`New request from Klinikum Nord: “${matching}”`).waitFor();
    expect(await list.getByText(other, { exact: false }).count()).toBe(0);

    // The notification leads to the request on the job board.
    await list.getByText(matching, { exact: false }).click();
    await page.waitForURL(/\/en\/agency\/jobs\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: matching }).waitFor();
    await phone.close();
  });
});
