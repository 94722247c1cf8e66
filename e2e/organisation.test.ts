import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contextAt } from './support/clock';
import { useServerAndBrowser } from './support/stack';
import { signIn } from './support/session';

/**
 * The organisation area's "Done when": a ward manager on a phone posts a staff
 * request with three shifts, sees it red in the service calendar and in open shifts and edits
 * it; an HR user deletes another request through the dialog and it leaves the list.
 */

// Server and browser on one clock: New Year's Eve in Berlin, so the shifts days
// ahead lie in the next month and year (the date picker turns the month), whatever today is.
// 22:30, not later: the browser's clock starts when each page does, the server's earlier.
const INSTANT = '2026-12-31T22:30:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });

const OPEN_RED = 'rgb(241, 134, 134)'; // #f18686

async function signedInPage(
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await contextAt(stack.browser, stack.server, INSTANT, { viewport });
  const page = await context.newPage();
  await signIn(page, email, { landing: '/en/hospital' });
  return page;
}

/** Calls the API with the page's own session, as the app does. */
async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${auth.accessToken ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { method, path, body },
  );
}

interface MyOrganisation {
  _id: string;
  departments: Array<{ _id: string; name: string }>;
}

/** `hours` o'clock `days` after the browser's day (its clock: INSTANT) in Europe/Berlin. */
function at(page: Page, days: number, hours: number): Promise<number> {
  return page.evaluate(
    ({ days, hours }) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours).getTime();
    },
    { days, hours },
  );
}

/** DD/MM/YYYY of a shift as the browser shows it. */
function shownDay(page: Page, epochMs: number): Promise<string> {
  return page.evaluate((value) => {
    const date = new Date(value);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }, epochMs);
}

async function postStaffRequest(page: Page, title: string, days: number[]): Promise<string> {
  const { json: organisations } = await callApi<{ items: MyOrganisation[] }>(
    page,
    'GET',
    '/organisation',
  );
  const organisation = organisations.items[0]!;
  const department = organisation.departments.find((entry) => entry.name === 'Kardiologie')!;
  const { status, json } = await callApi<{ _id: string; state: string }>(page, 'POST', '/job', {
    title,
    desc: 'Telemetrie, 12 Betten',
    skills: ['EKG'],
    organisation: organisation._id,
    orig_dept: department._id,
    state: 'internal_adv',
    applicants: [],
    jobType: 'Tagesdienst',
    timeLimit: '0',
    orig_submission: '',
    dates: await Promise.all(
      days.map(async (day) => ({
        startDate: await at(page, day, 6),
        endDate: await at(page, day, 14),
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      })),
    ),
  });
  expect(status).toBe(201);
  expect(json.state).toBe('internal_adv');
  return json._id;
}

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** Taps a day `days` from today in the form's date picker, turning the month when needed. */
async function tapDay(page: Page, days: number) {
  const iso = await page.evaluate((offset) => {
    const now = new Date();
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
  const cell = page.locator(`td[data-day="${iso}"]:not([data-outside]) button`);
  for (let turns = 0; turns < 2 && !(await cell.isVisible()); turns += 1) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await cell.click();
}

/**
 * The window whose shifts the calendar shows, once they are loaded (the calendar marks it on
 * its container; it is absent while the window's shifts are still on their way).
 */
async function loadedWindow(page: Page, previous?: string): Promise<string> {
  const handle = await page.waitForFunction((before) => {
    const value = document
      .querySelector('[data-loaded-window]')
      ?.getAttribute('data-loaded-window');
    return value && value !== before ? value : null;
  }, previous ?? null);
  return (await handle.jsonValue()) as string;
}

/**
 * Turns the calendar forward until the event shows (the shifts may lie in the next week or
 * month), judging each window only once its shifts have loaded: a check before that would
 * turn past the window that holds the event. After a change of view, `shownBefore` is the
 * window of the old view, so that its shifts are not taken for the new one's.
 */
async function findEvent(page: Page, selector: string, title: string, shownBefore?: string) {
  const event = page.locator(selector, { hasText: title }).first();
  let window = await loadedWindow(page, shownBefore);
  for (let turns = 0; turns < 3 && !(await event.isVisible()); turns += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    window = await loadedWindow(page, window);
  }
  await event.waitFor();
  return event;
}

describe('the organisation area', () => {
  it('a ward manager posts a request with three shifts on a phone, sees it red in the calendar and in open shifts, and edits it', async () => {
    const phone = { width: 390, height: 844 };
    const page = await signedInPage('ward@example.com', phone);

    // The top bar has the calendar and post-a-job shortcuts and the exit button.
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Shifts calendar' }).waitFor();
    await banner.getByRole('link', { name: 'Post a job' }).waitFor();
    await banner.getByRole('button', { name: 'Logout' }).waitFor();

    // Post a job from the top bar: three shifts through the form (tomorrow is picked when
    // adding starts; two more days, one time slot for all three).
    await banner.getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL('**/en/organisations/jobUpload');
    const title = `Frühdienst Kardiologie ${Date.now()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Description').fill('Telemetrie, 12 Betten');
    await expect
      .poll(() => page.getByRole('combobox', { name: /Station/ }).innerText())
      .toBe('Kardiologie');
    await page.getByRole('button', { name: 'Add shifts' }).click();
    await tapDay(page, 1);
    await tapDay(page, 2);
    await tapDay(page, 3);
    await page.getByLabel('Start', { exact: true }).fill('06:00');
    await page.getByLabel('End', { exact: true }).fill('14:00');
    await page.getByRole('button', { name: 'Add 3 shifts' }).click();
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Shifts of this request' }).getByRole('listitem').count(),
      )
      .toBe(3);
    await noHorizontalScroll(page, phone.width);
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/job') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Publish request' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { _id: id } = (await response.json()) as { _id: string };
    await page.waitForURL('**/en/hospital');

    // Open shifts on the dashboard: listed with its first shift and the count.
    const openShifts = page.getByRole('list', { name: 'Open shifts' });
    const card = openShifts.getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    const dd = await shownDay(page, await at(page, 1, 6));
    expect(await card.innerText()).toContain(`${dd} 06:00`);
    expect(await card.innerText()).toContain('3 shifts');
    expect(await card.innerText()).toContain('Open in the ward pool');
    await card.getByRole('button', { name: `Show details of ${title}` }).click();
    await card.getByText('Telemetrie, 12 Betten').waitFor();
    await noHorizontalScroll(page, phone.width);

    // The calendar: a phone starts on the week's list; each shift is a red row of its own times.
    await banner.getByRole('link', { name: 'Shifts calendar' }).click();
    await page.waitForURL('**/en/organisations/calendar');
    const listEntry = await findEvent(page, '.fc-list-event', title);
    expect(await listEntry.innerText()).toContain('06:00 - 14:00');
    expect(await listEntry.innerText()).not.toContain('shifts');
    expect(
      await listEntry
        .locator('.fc-list-event-dot')
        .evaluate((dot) => getComputedStyle(dot).borderTopColor),
    ).toBe(OPEN_RED);
    await noHorizontalScroll(page, phone.width);

    // In the month view it is one red event: one bar, or one per week row when the run crosses
    // a Sunday (FullCalendar marks only the first and last piece of an event as start and end).
    const weekWindow = await loadedWindow(page);
    await page.getByRole('button', { name: 'Month' }).click();
    const bar = await findEvent(page, 'a.fc-event', title, weekWindow);
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      OPEN_RED,
    );
    const bars = page.locator('a.fc-event', { hasText: title });
    expect(await bars.count()).toBeLessThanOrEqual(2);
    expect(await bars.and(page.locator('.fc-event-start')).count()).toBe(1);
    expect(await bars.and(page.locator('.fc-event-end')).count()).toBe(1);

    // The filter tabs: red keeps it, green hides it.
    await page.getByRole('tab', { name: /Filled/ }).click();
    await expect.poll(() => page.locator('a.fc-event', { hasText: title }).count()).toBe(0);
    await page.getByRole('tab', { name: /Open/ }).click();
    await page.locator('a.fc-event', { hasText: title }).first().waitFor();

    // Clicking the entry opens the request.
    await page.locator('a.fc-event', { hasText: title }).first().click();
    await page.waitForURL(`**/en/hospital/requests/${id}`);

    // Edit it from the open-shifts table through the form; back on the dashboard it is renamed.
    const renamed = `${title} (neu)`;
    await page.goto('/en/organisations/allApplicants');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`**/en/hospital/create-job/${id}`);
    const titleField = page.getByLabel(/^Title/);
    await expect.poll(() => titleField.inputValue()).toBe(title);
    await titleField.fill(renamed);
    const put = page.waitForResponse(
      (answer) => answer.url().endsWith(`/api/job/${id}`) && answer.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).status()).toBe(200);
    await page.waitForURL('**/en/hospital');
    await page
      .getByRole('list', { name: 'Open shifts' })
      .getByRole('listitem')
      .filter({ hasText: renamed })
      .waitFor();
    await page.context().close();
  });

  it('an HR user deletes another request through the dialog and it leaves the list', async () => {
    const desktop = { width: 1280, height: 900 };
    const page = await signedInPage('hr@example.com', desktop);
    const stamp = Date.now();
    const keep = `Spätdienst bleibt ${stamp}`;
    const doomed = `Nachtdienst entfällt ${stamp}`;
    await postStaffRequest(page, keep, [6]);
    const doomedId = await postStaffRequest(page, doomed, [7]);

    // HR gets the highlighted Post a job button.
    const post = page.getByRole('main').getByRole('link', { name: 'Post a job' });
    expect(await post.getAttribute('class')).toContain('MuiButton-contained');

    await page.reload();
    const table = page.getByRole('table', { name: 'Open shifts' });
    const doomedRow = table.getByRole('row').filter({ hasText: doomed });
    await doomedRow.waitFor();

    // Sorting by title, both ways.
    const titles = () =>
      table
        .locator('tbody tr td:nth-child(3) a')
        .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    await table.getByRole('button', { name: 'Title' }).click();
    await expect
      .poll(async () => (await titles()).filter((text) => text.endsWith(String(stamp))))
      .toEqual([doomed, keep]);
    await table.getByRole('button', { name: 'Title' }).click();
    await expect
      .poll(async () => (await titles()).filter((text) => text.endsWith(String(stamp))))
      .toEqual([keep, doomed]);

    // Show all details opens every row.
    await page.getByLabel('Show all details').check();
    await expect
      .poll(() => table.getByRole('button', { name: /^Hide details of/ }).count())
      .toBeGreaterThanOrEqual(2);
    await page.getByLabel('Show all details').uncheck();

    // Delete asks first; Cancel keeps the request.
    await doomedRow.getByRole('button', { name: `Delete ${doomed}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You are deleting ${doomed}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await doomedRow.waitFor();

    await doomedRow.getByRole('button', { name: `Delete ${doomed}` }).click();
    dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    const deleted = page.waitForResponse(
      (response) => response.url().endsWith('/api/job') && response.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).request().postDataJSON()).toEqual({ ids: [doomedId] });
    await dialog.waitFor({ state: 'hidden' });

    // The list reloads without it; the other stays; the page is still the dashboard.
    await expect.poll(() => table.getByRole('row').filter({ hasText: doomed }).count()).toBe(0);
    await table.getByRole('row').filter({ hasText: keep }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 request deleted.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/hospital');
    expect((await callApi(page, 'GET', `/job/${doomedId}`)).status).toBe(404);
    await page.context().close();
  });
});
