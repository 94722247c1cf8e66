import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contextAt } from './support/clock';
import { useServerAndBrowser } from './support/stack';
import { signIn, signInToApi } from './support/session';

/**
 * The agency side of the job board in the browser: the demo agency's dispatcher (MediStaff, vetted)
 * adds a staff member with a document, filters the board, opens a substitute-doctor request,
 * applies with the staff member, a rate and three PDFs, is refused a second application for
 * the same person, and follows and withdraws applications in Applied Jobs. Mostly on a phone.
 */

// Server and browser on one clock: 29 February of a leap year, so the requests'
// days (into March) and the document's expiry do not depend on the day the test runs.
const INSTANT = '2028-02-29T12:00:00+01:00';
const stack = useServerAndBrowser({ NODE_ENV: 'test', CLOCK_START: INSTANT });

const HOUR = 3_600_000;

/** A small PDF, different each time (files are stored by their hash). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${Math.random()}\n%%EOF\n`),
});

async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

async function uploadPdf(token: string, name: string): Promise<string> {
  const form = new FormData();
  const file = pdf(name);
  form.append('file', new Blob([file.buffer], { type: file.mimeType }), name);
  const response = await fetch(`${stack.server.url}/api/files?purpose=document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A substitute-doctor request of Klinikum Nord (HR), open to agencies at once. */
async function postRequest(
  title: string,
  options: { facharzt: boolean; accomodation: boolean; days: number },
) {
  const hr = await signInToApi(stack.server.url, 'hr@example.com');
  const organisations = await call<{ items: Array<{ _id: string }> }>(hr, 'GET', '/organisation');
  const now = new Date(INSTANT);
  const start = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate() + options.days,
    7,
  );
  const posted = await call<{ _id: string; state: string }>(hr, 'POST', '/job', {
    title,
    subtitle: 'Vertretung Neurologie',
    desc: 'Stroke Unit, 24 Betten.\nÜbergabe um 07:00.',
    organisation: organisations.json.items[0]!._id,
    field: 'Neurologie',
    facharzt: options.facharzt,
    assistenzarzt: !options.facharzt,
    immediate: true,
    accomodation: options.accomodation,
    salary: [{ activity: 'Aktiv', cost: 90 }],
    dates: [
      { startDate: start, endDate: start + 8 * HOUR, activity: 'times', type: 'vertretungsarzt' },
    ],
  });
  expect(posted.status).toBe(201);
  expect(posted.json.state).toBe('external_adv');
  return posted.json._id;
}

async function signInAsDispatcher(page: Page, lang: 'en' | 'de') {
  await signIn(page, 'agency@example.com', { lang, landing: `/${lang}/agency/jobs` });
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

describe('the job board of a vetted agency', () => {
  it('adds staff, filters the board, applies with three PDFs, is refused a second application and withdraws another', async () => {
    const stamp = Date.now();
    const wanted = await postRequest(`Vertretung Stroke Unit ${stamp}`, {
      facharzt: true,
      accomodation: true,
      days: 3,
    });
    await postRequest(`Assistenz Neurologie ${stamp}`, {
      facharzt: false,
      accomodation: false,
      days: 5,
    });

    const phone = await contextAt(stack.browser, stack.server, INSTANT, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await signInAsDispatcher(page, 'en');
    await page.getByText('Vetted.', { exact: false }).waitFor();

    // My staff, from the menu: add a person; their profile opens.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'My staff' }).click();
    await page.waitForURL('**/en/agency/staff');
    const doctor = { firstName: 'Jonas', lastName: `Lindqvist${stamp}` };
    const form = page.getByRole('region', { name: 'Add a staff member' });
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await form.getByText('Email is not valid').waitFor();
    await form.getByLabel(/^First name/).fill(doctor.firstName);
    await form.getByLabel(/^Last name/).fill(doctor.lastName);
    await form.getByLabel(/^Email/).fill(`jonas.${stamp}@example.com`);
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await page.waitForURL(/\/en\/agency\/staff\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: `Jonas ${doctor.lastName}` }).waitFor();
    await noHorizontalScroll(page);

    // Documents: a renamed image and an oversized file are refused before anything is sent;
    // a CV with an expiry date is uploaded and listed.
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByText('No documents yet.').waitFor();
    const cvInput = documents.getByLabel('Curriculum vitae (PDF)');
    await cvInput.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await documents.getByText('PDF only: please choose a PDF file').waitFor();
    await cvInput.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await documents.getByText('The file is larger than 5 MB').waitFor();
    await cvInput.setInputFiles(pdf('Lebenslauf-Lindqvist.pdf'));
    await documents.getByRole('textbox', { name: 'Valid until (optional)' }).fill('2030-12-31');
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await documents.getByText('Lebenslauf-Lindqvist.pdf was added to the profile.').waitFor();
    await documents.getByText('valid until 31/12/2030').waitFor();
    await documents
      .getByRole('button', { name: 'Download Curriculum vitae (Lebenslauf-Lindqvist.pdf)' })
      .waitFor();

    // The board: the filter opens from a button on the phone; position Facharzt with
    // accommodation leaves only the wanted request of the two.
    await page.goto('/en/agency/jobs');
    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = page.getByRole('search', { name: 'Filter requests' });
    await filter.getByLabel('Search').fill(String(stamp));
    await filter.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: 'Specialist (Facharzt)' }).click();
    await filter.getByRole('combobox', { name: 'Accommodation' }).click();
    await page.getByRole('option', { name: 'With accommodation' }).click();
    await filter.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/position=Facharzt/);
    const list = page.getByRole('list', { name: 'Open requests' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText(`Vertretung Stroke Unit ${stamp}`).waitFor();
    await noHorizontalScroll(page);

    // Nothing matches the Assistenzarzt filter with accommodation: an empty state, and reset.
    await page.goto(`/en/agency/jobs?search=${stamp}&position=Assistenzarzt&accommodation=true`);
    await page.getByText('No request matches this filter').waitFor();

    // The detail: the spec's sections and the application panel.
    await page.goto(`/en/agency/jobs?search=${stamp}&position=Facharzt`);
    await page.getByRole('link', { name: new RegExp(`Vertretung Stroke Unit ${stamp}`) }).click();
    await page.waitForURL(`**/en/agency/jobs/${wanted}`);
    for (const section of [
      'Institution',
      'Location',
      'Qualification',
      'Position',
      'Contract type',
      'Details',
      'Description',
      'Contact',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.getByText('Klinikum Nord').first().waitFor();
    await page.getByText('€90.00/h').first().waitFor();
    await noHorizontalScroll(page);

    // Applying: sent empty, every field says what is missing.
    const panel = page.getByRole('form', { name: 'Upload application' });
    await panel.getByRole('button', { name: 'Send application' }).click();
    await panel.getByText('Please choose the staff member you offer').waitFor();
    await panel.getByText('Please enter an hourly rate above 0 and at most 10,000 euros').waitFor();
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Please upload all the required files' })
      .first()
      .waitFor();

    await panel.getByLabel(/^Staff member/).fill(doctor.lastName);
    await page.getByRole('option', { name: new RegExp(doctor.lastName) }).click();
    // The CV on the profile is chosen already; the other two are uploaded now.
    const cvGroup = panel.getByRole('group', { name: /Curriculum vitae/ });
    await expect
      .poll(() => cvGroup.getByRole('radio', { name: /Lebenslauf-Lindqvist\.pdf/ }).isChecked())
      .toBe(true);
    await panel.getByLabel('Approbation (PDF)').setInputFiles(pdf('Approbation.pdf'));
    await panel.getByLabel('Specialist diploma (PDF)').setInputFiles(pdf('Facharzturkunde.pdf'));
    await panel.getByLabel(/^Hourly rate/).fill('-5');
    await panel.getByRole('button', { name: 'Send application' }).click();
    await panel.getByText('Please enter an hourly rate above 0 and at most 10,000 euros').waitFor();
    await panel.getByLabel(/^Hourly rate/).fill('95,50');
    const applied = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/agency/jobs/${wanted}/applications`) &&
        response.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Send application' }).click();
    const response = await applied;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as {
      hourlyRate: number;
      documents: Record<string, { documentId?: string; fileId?: string }>;
    };
    expect(body.hourlyRate).toBe(95.5);
    expect(body.documents.cv!.documentId).toBeTruthy();
    expect(body.documents.approbation!.fileId).toBeTruthy();
    expect(body.documents.specialist_diploma!.fileId).toBeTruthy();
    await panel
      .getByText(`Application sent: Jonas ${doctor.lastName} is offered`, { exact: false })
      .waitFor();
    const mine = page.getByRole('list', { name: 'My applications (1)' });
    await mine.getByText(`Jonas ${doctor.lastName}`, { exact: false }).waitFor();
    await mine.getByText('Applied', { exact: true }).waitFor();

    // A second application for the same person: the server's clear error on the name.
    await panel.getByLabel(/^Staff member/).fill(doctor.lastName);
    await page.getByRole('option', { name: new RegExp(doctor.lastName) }).click();
    // All three documents are on the profile now and chosen by themselves.
    await expect
      .poll(() =>
        panel
          .getByRole('group', { name: /Specialist diploma/ })
          .getByRole('radio', { name: /Facharzturkunde\.pdf/ })
          .isChecked(),
      )
      .toBe(true);
    await panel.getByLabel(/^Hourly rate/).fill('90');
    await panel.getByRole('button', { name: 'Send application' }).click();
    await panel.getByText('This person has already applied for this request').waitFor();

    // Another staff member applies through the API; Applied Jobs lists both, newest first.
    const dispatcher = await signInToApi(stack.server.url, 'agency@example.com');
    const rival = await call<{ id: string }>(dispatcher, 'POST', '/agency/staff', {
      email: `mira.${stamp}@example.com`,
      firstName: 'Mira',
      lastName: `Sommer${stamp}`,
    });
    expect(rival.status).toBe(201);
    const second = await call<{ state: string }>(
      dispatcher,
      'POST',
      `/agency/jobs/${wanted}/applications`,
      {
        customerId: rival.json.id,
        hourlyRate: 88,
        documents: {
          cv: { fileId: await uploadPdf(dispatcher, 'cv.pdf') },
          approbation: { fileId: await uploadPdf(dispatcher, 'approbation.pdf') },
          specialist_diploma: { fileId: await uploadPdf(dispatcher, 'diploma.pdf') },
        },
      },
    );
    expect(second.status).toBe(201);

    await page.goto('/en/agency/applied-jobs');
    const applications = page.getByRole('list', { name: 'Applied Jobs' });
    const mira = applications.getByRole('listitem', {
      name: `Vertretung Stroke Unit ${stamp}, Mira Sommer${stamp}`,
    });
    const jonas = applications.getByRole('listitem', {
      name: `Vertretung Stroke Unit ${stamp}, Jonas ${doctor.lastName}`,
    });
    await mira.waitFor();
    await jonas.getByText('Applied', { exact: true }).waitFor();
    await noHorizontalScroll(page);

    // Withdraw Mira after the confirmation; the filter by state finds her there.
    await mira.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog
      .getByText(`Mira Sommer${stamp} will no longer be offered`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText(`The application of Mira Sommer${stamp} was withdrawn.`).waitFor();
    await mira.getByText('Withdrawn', { exact: true }).waitFor();
    expect(await mira.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await page
      .getByRole('group', { name: 'Show applications by state' })
      .getByRole('button', { name: 'Withdrawn' })
      .click();
    await page.waitForURL(/state=withdrawn/);
    await expect.poll(() => jonas.count()).toBe(0);
    await mira.getByText('Withdrawn', { exact: true }).waitFor();
    await phone.close();
  });

  it('shows the board as a table on a desk in German', async () => {
    const stamp = Date.now();
    await postRequest(`Neurologie Tagdienst ${stamp}`, {
      facharzt: true,
      accomodation: false,
      days: 4,
    });
    const desk = await contextAt(stack.browser, stack.server, INSTANT, { locale: 'de-DE' });
    const page = await desk.newPage();
    await signInAsDispatcher(page, 'de');
    await page
      .getByRole('search', { name: 'Anfragen filtern' })
      .getByLabel('Suche')
      .fill(String(stamp));
    await page.getByRole('button', { name: 'Suchen' }).click();
    const table = page.getByRole('table', { name: 'Offene Anfragen' });
    for (const column of ['ID', 'Beginn', 'PLZ', 'Details']) {
      await table.getByRole('columnheader', { name: column }).waitFor();
    }
    await table.getByRole('link', { name: `Neurologie Tagdienst ${stamp}` }).click();
    await page.getByRole('heading', { name: 'Bewerbung hochladen' }).waitFor();
    await page.getByRole('heading', { name: 'Einrichtung', exact: true }).waitFor();
    await page.getByText('90,00\u00a0€/h').first().waitFor();
    await page.getByRole('link', { name: 'Zurück zu Neue Stellen' }).click();
    await page.waitForURL(new RegExp(`/de/agency/jobs\\?search=${stamp}$`));
    await desk.close();
  });
});
