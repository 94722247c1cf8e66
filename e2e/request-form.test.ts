import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './support/stack';
import { signIn, signInToApi } from './support/session';

// Server and browser start at one Berlin instant: on the real clock, "tomorrow"
// on the machine and in Berlin differ for the hour or two before Berlin's midnight.
const INSTANT = '2027-03-10T09:00:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });

async function berlinContext(options: Parameters<typeof stack.browser.newContext>[0]) {
  const context = await stack.browser.newContext({
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    baseURL: stack.server.url,
    ...options,
  });
  await context.clock.install({ time: new Date(INSTANT) });
  return context;
}

/** The ward manager of the demo seed (ORG_SUB of Kardiologie), on a phone-sized window. */
async function signInOnPhone(): Promise<Page> {
  const context = await berlinContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, 'ward@example.com', { landing: '/en/hospital' });
  return page;
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** A calendar day `days` after INSTANT's (10 March 2027), as a local date for its numbers. */
const dayAfter = (days: number) => new Date(2027, 2, 10 + days);

/** Taps a day in the shift calendar, turning the month when it lies in the next one. */
async function tapDay(page: Page, date: Date) {
  const cell = page.locator(`td[data-day="${iso(date)}"]:not([data-outside]) button`);
  for (let turns = 0; turns < 2 && !(await cell.isVisible()); turns += 1) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await cell.click();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('posting and editing a request from a phone', () => {
  it('marks missing fields, posts three shifts, shows the request and edits its title', async () => {
    const page = await signInOnPhone();
    await page.getByRole('main').getByRole('link', { name: 'Post a job' }).click();
    await page.waitForURL('**/en/hospital/create-job');
    await page.getByRole('heading', { name: 'General info' }).waitFor();
    await noHorizontalScroll(page);

    // The ward manager's only organisation and station are chosen already.
    await expect
      .poll(() => page.getByRole('combobox', { name: /Organisation/ }).innerText())
      .toBe('Klinikum Nord');
    await expect
      .poll(() => page.getByRole('combobox', { name: /Station/ }).innerText())
      .toBe('Kardiologie');

    // Sent empty, the form says what is missing instead of doing nothing.
    await page.getByRole('button', { name: 'Publish request' }).click();
    await page.getByText('Please enter a title').waitFor();
    await page.getByText('Please add at least one date').waitFor();
    await page.getByText('Please check the marked fields: title, dates.').waitFor();
    expect(await page.getByLabel(/^Title/).getAttribute('aria-invalid')).toBe('true');

    const title = `Frühdienst Kardiologie ${Date.now()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Description').fill('Telemetrie, 12 Betten');
    await page.getByLabel('Skills').fill('EKG, Monitoring,');

    // Add: no day is picked for the user; three days, one time slot for all three.
    await page.getByRole('button', { name: 'Add shifts' }).click();
    await tapDay(page, dayAfter(1));
    await tapDay(page, dayAfter(2));
    await tapDay(page, dayAfter(3));
    await page.getByLabel('Start', { exact: true }).fill('06:00');
    await page.getByLabel('End', { exact: true }).fill('14:00');
    // Publishing with days picked but not added loses nothing: the form says so.
    await page.getByRole('button', { name: 'Publish request' }).click();
    await page
      .getByText('Add the picked days with the button below the calendar')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add 3 shifts' }).click();
    const shifts = page.getByRole('list', { name: 'Shifts of this request' }).getByRole('listitem');
    await expect.poll(() => shifts.count()).toBe(3);
    const first = dayAfter(1);
    const dd = (date: Date) =>
      `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    expect(await shifts.first().innerText()).toContain(`${dd(first)} 06:00 – 14:00`);
    await noHorizontalScroll(page);

    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/job') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Publish request' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      title,
      desc: 'Telemetrie, 12 Betten',
      skills: ['EKG', 'Monitoring'],
      state: 'internal_adv',
      applicants: [],
      jobType: 'Tagesdienst',
      qualification: 'Examine Pflegekraft',
      timeLimit: '0',
      orig_submission: '',
    });
    expect(body.dates).toHaveLength(3);
    expect((body.dates as Array<{ type: string; activity: string }>)[0]).toMatchObject({
      type: 'Neue_Dienstanfrage',
      activity: 'times',
    });
    const created = (await response.json()) as { _id: string; state: string };
    expect(created.state).toBe('internal_adv');
    await page.waitForURL('**/en/hospital');

    // The detail page shows it open, with its three shifts.
    await page.goto(`/en/hospital/requests/${created._id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Open in the ward pool').waitFor();
    await page.getByRole('heading', { name: 'Shifts (3)' }).waitFor();
    await page.getByText('Kardiologie').first().waitFor();
    await noHorizontalScroll(page);

    // Edit: the form arrives filled; only the title changes.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/en/hospital/create-job/${created._id}`);
    const titleField = page.getByLabel(/^Title/);
    await expect.poll(() => titleField.inputValue()).toBe(title);
    await expect.poll(() => shifts.count()).toBe(3);
    const renamed = `${title} (neu)`;
    await titleField.fill(renamed);
    const put = page.waitForResponse(
      (answer) =>
        answer.url().endsWith(`/api/job/${created._id}`) && answer.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const edited = await put;
    expect(edited.status()).toBe(200);
    expect(edited.request().postDataJSON()).toEqual({
      id: created._id,
      title: renamed,
      organisation: body.organisation,
      skills: ['EKG', 'Monitoring'],
      desc: 'Telemetrie, 12 Betten',
    });
    await page.waitForURL('**/en/hospital');

    await page.goto(`/en/hospital/requests/${created._id}`);
    await page.getByRole('heading', { name: renamed }).waitFor();
  });

  it('lets HR delete a request from its page through the confirmation dialog', async () => {
    const accessToken = await signInToApi(stack.server.url, 'hr@example.com');
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const mine = (await (
      await fetch(`${stack.server.url}/api/organisation`, { headers })
    ).json()) as {
      items: Array<{ _id: string; departments: Array<{ _id: string; name: string }> }>;
    };
    const organisation = mine.items[0]!;
    const start = dayAfter(2).getTime() + 12 * 3_600_000;
    const title = `Nachtdienst Intensiv ${Date.now()}`;
    const created = await fetch(`${stack.server.url}/api/job`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title,
        desc: '',
        dates: [
          {
            startDate: start,
            endDate: start + 86_400_000,
            activity: 'times',
            type: 'Neue_Dienstanfrage',
          },
        ],
        skills: [],
        orig_dept: organisation.departments[0]!._id,
        state: 'internal_adv',
        organisation: organisation._id,
        applicants: [],
        jobType: 'Tagesdienst',
        timeLimit: '0',
        orig_submission: '',
      }),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    const context = await berlinContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'hr@example.com', { landing: '/en/hospital' });
    await page.goto(`/en/hospital/requests/${id}`);
    await page.getByRole('heading', { name: title }).waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to delete?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`You are deleting ${title}`);
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/en/hospital');
    expect((await fetch(`${stack.server.url}/api/job/${id}`, { headers })).status).toBe(404);
    await context.close();
  });

  it('says so when a request does not exist', async () => {
    const page = await signInOnPhone();
    await page.goto('/en/hospital/requests/00000000-0000-4000-8000-000000000000');
    await page.getByText('This request does not exist or you may not see it.').waitFor();
  });
});
