import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contextAt } from './support/clock';
import { substituteDoctorRequest } from './support/marketplace';
import { expectFocusOn, signInByKeyboard, skipToContent, tabTo } from './support/keyboard';
import { signInToApi } from './support/session';
import { useServerAndBrowser } from './support/stack';

/**
 * Keyboard access (WCAG 2.1.1): the four main journeys finished with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, arrows, Escape and typing; no click, no fill), every stop showing its focus,
 * the skip link first, and focus back on the opener when a dialog closes. Server and browser
 * run on a fixed clock: the shifts lie days after INSTANT, whatever today is.
 */

const INSTANT = '2027-05-10T09:00:00+02:00';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });
const stamp = Date.now().toString(36);

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${stack.server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return (text ? JSON.parse(text) : null) as T;
}

/** 06:00 Berlin summer time, `days` after INSTANT's day. */
const morning = (days: number) => Date.parse('2027-05-10T06:00:00+02:00') + days * DAY;

async function deskPage(): Promise<Page> {
  const context = await contextAt(stack.browser, stack.server, INSTANT);
  return context.newPage();
}

/** Signed in by keyboard as `email` (landing on `landing`), then opens `path`. */
async function signedInAt(email: string, landing: string, path: string): Promise<Page> {
  const page = await deskPage();
  await signInByKeyboard(page, email, landing);
  await page.goto(path);
  return page;
}

async function kardiologie(token: string) {
  const organisations = await call<{
    items: Array<{ _id: string; departments: Array<{ _id: string; name: string }> }>;
  }>(token, 'GET', '/organisation');
  const organisation = organisations.items[0]!;
  return {
    organisation: organisation._id,
    department: organisation.departments.find((d) => d.name === 'Kardiologie')!._id,
  };
}

/** HR of Klinikum Nord advertises a substitute-doctor period to the agencies. */
async function doctorRequest(title: string) {
  const hr = await signInToApi(stack.server.url, 'hr@example.com');
  const { organisation } = await kardiologie(hr);
  const posted = await call<{ _id: string; state: string }>(
    hr,
    'POST',
    '/job',
    substituteDoctorRequest(title, organisation, morning(3) + HOUR),
  );
  expect(posted.state).toBe('external_adv');
  return posted._id;
}

/** A staff member of the demo agency with a qualification, and no documents yet. */
async function staffMember(agency: string, firstName: string, lastName: string) {
  const created = await call<{ _id?: string; id?: string }>(agency, 'POST', '/agency/staff', {
    email: `${firstName}.${lastName}.${stamp}@example.com`.toLowerCase(),
    firstName,
    lastName,
  });
  const id = (created._id ?? created.id)!;
  await call(agency, 'PATCH', `/agency/staff/${id}`, {
    changes: [
      { field: 'qualification.level.type', value: 'Facharzt' },
      { field: 'skills', value: ['Neurologie'] },
    ],
  });
  return id;
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${stamp}\n%%EOF\n`),
});

describe('keyboard only', () => {
  it('a ward manager posts a request', async () => {
    const page = await deskPage();
    await signInByKeyboard(page, 'ward@example.com', '/en/hospital');
    await page.reload();
    // The app, not its prerendered shell, which has the same heading.
    await page
      .locator('html[data-hydrated="true"] #main:not([aria-busy="true"]) h1')
      .first()
      .waitFor();
    await skipToContent(page);
    await tabTo(
      page,
      page.getByRole('main').getByRole('link', { name: 'Post a job' }),
      'Post a job',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/hospital/create-job');
    await page.getByRole('heading', { name: 'General info' }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: /Station/ }).innerText())
      .toBe('Kardiologie');

    const title = `Frühdienst Tastatur ${stamp}`;
    await tabTo(page, page.getByLabel(/^Title/), 'the title');
    await page.keyboard.type(title);
    // Skills become chips at Enter; Backspace in the empty field removes the last one.
    await tabTo(page, page.getByLabel('Skills'), 'the skills', { max: 10 });
    await page.keyboard.type('EKG');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Monitoring');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Telemetrie');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Backspace');
    await expect
      .poll(() => page.locator('.MuiChip-root').allInnerTexts())
      .toEqual(['EKG', 'Monitoring']);

    // Add opens the calendar with no day picked and focus on the suggested day; arrows move,
    // Enter picks.
    const add = page.getByRole('button', { name: 'Add shifts' });
    await tabTo(page, add, 'Add shifts');
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('group', { name: /calendar/i });
    await expect
      .poll(() => calendar.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Tuesday, 11 May 2027',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // Our own time field: 24 hours whatever the browser's locale, typed as digits.
    const start = page.getByLabel('Start', { exact: true });
    await tabTo(page, start, 'the start time');
    await page.keyboard.type('0600');
    expect(await start.inputValue()).toBe('0600');
    const end = page.getByLabel('End', { exact: true });
    await tabTo(page, end, 'the end time', { max: 6 });
    await page.keyboard.type('1400');
    await page.keyboard.press('Tab');
    expect(await end.inputValue()).toBe('14:00');
    const save = page.getByRole('button', { name: 'Add 3 shifts' });
    await tabTo(page, save, 'Add 3 shifts');
    await page.keyboard.press('Enter');
    const shifts = page.getByRole('list', { name: 'Shifts of this request' }).getByRole('listitem');
    await expect.poll(() => shifts.count()).toBe(3);
    expect(await shifts.first().innerText()).toContain('11/05/2027 06:00 – 14:00');
    // The calendar closed: focus is back on the button that opened it.
    await expectFocusOn(page, add, 'Add shifts after adding');

    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/job') && response.request().method() === 'POST',
    );
    await tabTo(page, page.getByRole('button', { name: 'Publish request' }), 'Publish request');
    await page.keyboard.press('Enter');
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      title,
      skills: ['EKG', 'Monitoring'],
    });
    await page.waitForURL('**/en/hospital');
    await page.context().close();
  });

  it('a pool nurse answers an offer on My shifts', async () => {
    const ward = await signInToApi(stack.server.url, 'ward@example.com');
    const { organisation, department } = await kardiologie(ward);
    const title = `Spätdienst Tastatur ${stamp}`;
    await call(ward, 'POST', '/job', {
      title,
      organisation,
      orig_dept: department,
      jobType: 'Tagesdienst',
      dates: [
        {
          startDate: morning(2),
          endDate: morning(2) + 8 * HOUR,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
    });

    const page = await deskPage();
    await signInByKeyboard(page, 'nurse@example.com', '/en/my-shifts');
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await page.reload();
    await card.waitFor();
    await skipToContent(page);

    // The notification list is a dialog: Escape closes it and focus returns to the bell.
    const bell = page.getByRole('button', { name: /^Notifications/ }).first();
    await tabTo(page, bell, 'the bell', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
    await expectFocusOn(page, bell, 'the bell after its list closed');

    await tabTo(page, card.getByRole('button', { name: 'Accept' }), 'Accept', { max: 60 });
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').getByText(`You accepted “${title}”`);
    await notice.waitFor();
    // The card left the list with the focused button: focus goes to the notice, not to <body>.
    await expectFocusOn(page, page.getByRole('status').locator('.MuiAlert-root'), 'the notice');
    await page.context().close();
  });

  it('an agency dispatcher applies with a rate and documents', async () => {
    const title = `Vertretung Tastatur ${stamp}`;
    const requestId = await doctorRequest(title);
    const agency = await signInToApi(stack.server.url, 'agency@example.com');
    await staffMember(agency, 'Jonas', 'Lindqvist');

    const page = await signedInAt(
      'agency@example.com',
      '/en/agency/jobs',
      `/en/agency/jobs/${requestId}`,
    );
    const panel = page.getByRole('form', { name: 'Upload application' });
    await panel.waitFor();
    await skipToContent(page);

    // The staff member: typed, then chosen from the list with the arrow keys.
    await tabTo(page, panel.getByRole('combobox', { name: /^Staff member/ }), 'the staff member', {
      max: 60,
    });
    await page.keyboard.type('Lindqvist');
    await page.getByRole('option', { name: /Jonas Lindqvist/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => panel.getByRole('combobox', { name: /^Staff member/ }).inputValue())
      .toContain('Jonas Lindqvist');
    await panel.getByRole('progressbar').waitFor({ state: 'detached' });

    await tabTo(page, panel.getByLabel(/^Hourly rate/), 'the hourly rate');
    await page.keyboard.type('95');

    // Each PDF: Space on the file input opens the system's file chooser, answered here.
    for (const [label, name] of [
      ['Curriculum vitae (PDF)', 'Lebenslauf.pdf'],
      ['Approbation (PDF)', 'Approbation.pdf'],
      ['Specialist diploma (PDF)', 'Facharzturkunde.pdf'],
    ] as const) {
      const input = panel.getByLabel(label, { exact: true });
      await tabTo(page, input, label);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(pdf(name));
      await panel.getByText(name, { exact: false }).waitFor();
      await expectFocusOn(page, input, `${label} after choosing`);
    }

    const applied = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/agency/jobs/${requestId}/applications`) &&
        response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    await tabTo(page, panel.getByRole('button', { name: 'Send application' }), 'Send application');
    await page.keyboard.press('Enter');
    expect((await applied).status()).toBe(201);
    await panel
      .getByText('Application sent: Jonas Lindqvist is offered', { exact: false })
      .waitFor();
    await page.context().close();
  });

  it('the manager picks an applicant in the selection dialog', async () => {
    const title = `Vertretung Auswahl ${stamp}`;
    const requestId = await doctorRequest(title);
    const agency = await signInToApi(stack.server.url, 'agency@example.com');
    const mira = await staffMember(agency, 'Mira', 'Sommer');
    const documents: Record<string, { fileId: string }> = {};
    for (const kind of ['cv', 'approbation', 'specialist_diploma']) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([`%PDF-1.7\n% ${kind} ${stamp}\n`], { type: 'application/pdf' }),
        `${kind}.pdf`,
      );
      documents[kind] = await call<{ id: string }>(
        agency,
        'POST',
        '/files?purpose=document',
        form,
      ).then(({ id }) => ({ fileId: id }));
    }
    await call(agency, 'POST', `/agency/jobs/${requestId}/applications`, {
      customerId: mira,
      hourlyRate: 88.5,
      documents,
    });

    const page = await signedInAt(
      'hr@example.com',
      '/en/hospital',
      `/en/hospital/requests/${requestId}`,
    );
    const opener = page.getByRole('button', { name: 'Select Mira Sommer' });
    await opener.waitFor();
    await skipToContent(page);
    await tabTo(page, opener, 'Select Mira Sommer', { max: 60 });

    // Escape cancels: focus is back on the applicant's button.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select Mira Sommer?' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, opener, 'Select Mira Sommer after Escape');

    // Confirmed, the button goes away with the choice: focus lands on the confirmation.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(
      page,
      dialog.getByRole('button', { name: 'Select Mira Sommer' }),
      'the confirming button',
      { max: 5 },
    );
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const confirmation = page.getByRole('status').filter({ hasText: 'Mira Sommer' });
    await confirmation.waitFor();
    await expectFocusOn(page, confirmation, 'the confirmation');
    await page.getByText('Filled by an agency', { exact: true }).waitFor();
    await page.context().close();
  });
});
