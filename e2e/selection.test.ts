import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtpListener } from '#server/test/smtp';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/mail';
import { removeDir, startServer, type RunningServer } from './support/server';
import { signIn, signInToApi } from './support/session';

/**
 * Issue #6 "Done when", in one journey against the real server and a real SMTP listener: an
 * administrator vets a new agency and sets a commission; its dispatcher filters the board, opens
 * a substitute-doctor request and applies with a staff member, a rate and three PDFs, on a
 * phone; the clinic selects that applicant on a phone; the request turns green; the agency sees
 * the application as selected in Applied Jobs; the e-mails arrive; the dashboard's earnings grow
 * by the commission.
 */

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (server) await removeDir(server.dataDir);
});

const PASSWORD = 'Sicheres-Passwort-2026';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A JSON call to the API with a bearer token. */
async function call<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

const mailTo = (to: string, containing: string) => waitForMail(smtp.received, to, containing);

/** A new dispatcher with a confirmed e-mail and an agency that waits for vetting. */
async function newAgency(email: string, name: string): Promise<string> {
  const registered = await fetch(`${server.url}/api/auth/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'de' },
    body: JSON.stringify({
      email,
      firstName: 'Dana',
      lastName: 'Disponentin',
      institution: name,
      position: 'Disposition',
      password: PASSWORD,
      acceptTC: true,
      role: 'agency',
    }),
  });
  expect(registered.status).toBe(201);
  const text = await mailTo(email, 'confirm-email');
  const link = text.match(/https?:\/\/\S+\/api\/auth\/confirm-email\/[\w-]+/)?.[0];
  expect((await fetch(link!, { redirect: 'manual' })).status).toBeLessThan(400);
  const token = await signInToApi(server.url, email, PASSWORD);
  const created = await call(token, 'POST', '/agency', {
    name,
    address: 'Jungfernstieg 7',
    postcode: '20354',
    country: 'DE',
    url: 'https://aerztepool-alster.example.com',
    permitNumber: 'AÜ 2026/0815',
    permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
    permitValidUntil: new Date(Date.now() + 400 * DAY).toISOString().slice(0, 10),
  });
  expect(created.status).toBe(201);
  return token;
}

/** A staff member of the caller's agency with a qualification and skills on the profile. */
async function staffMember(token: string, firstName: string, lastName: string): Promise<string> {
  const created = await call<{ _id?: string; id?: string }>(token, 'POST', '/agency/staff', {
    email: `${firstName}.${lastName}.${Date.now()}@example.com`.toLowerCase(),
    firstName,
    lastName,
  });
  expect(created.status).toBe(201);
  const id = (created.json._id ?? created.json.id)!;
  const changed = await call(token, 'PATCH', `/agency/staff/${id}`, {
    changes: [
      { field: 'qualification.level.type', value: 'Facharzt' },
      { field: 'skills', value: ['Neurologie', 'Notfallmedizin'] },
    ],
  });
  expect(changed.status).toBe(200);
  return id;
}

/** A small PDF for a file input, different each time (files are stored by their hash). */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name} ${Math.random()}\n%%EOF\n`),
});

/** Uploads a PDF (distinct bytes each time) as a private document; answers its file id. */
async function uploadPdf(token: string, name: string): Promise<string> {
  const form = new FormData();
  const bytes = `%PDF-1.7\n% ${name} ${Math.random()}\n`;
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/api/files?purpose=document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apply(token: string, requestId: string, customerId: string, hourlyRate: number) {
  const documents = {
    cv: { fileId: await uploadPdf(token, 'Lebenslauf.pdf') },
    approbation: { fileId: await uploadPdf(token, 'Approbation.pdf') },
    specialist_diploma: { fileId: await uploadPdf(token, 'Facharzturkunde.pdf') },
  };
  const applied = await call<{ state: string }>(token, 'POST', `/agency/jobs/${requestId}/applications`, {
    customerId,
    hourlyRate,
    documents,
  });
  expect(applied.status).toBe(201);
  expect(applied.json.state).toBe('applied');
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** The euro amount of the dashboard's earnings tile ('57,00 €' → 57). */
async function earnings(page: Page): Promise<number> {
  await page.goto('/de/admin/dashboard');
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Gesamteinnahmen' }) });
  const value = tile.getByText(/€/);
  await value.waitFor({ timeout: 60_000 });
  const text = (await value.innerText()).replace(/[^\d,]/g, '').replace(',', '.');
  return Number(text);
}

describe('vetting, applying and selecting an applicant', () => {
  it('a vetted agency applies to a substitute-doctor request; the clinic selects; the request turns green, the agency is told and the platform earns its commission', async () => {
    const stamp = Date.now();
    const agencyName = `Ärztepool Alster ${stamp}`;
    const dispatcherEmail = `dispo.${stamp}@example.com`;
    const dispatcher = await newAgency(dispatcherEmail, agencyName);

    // The administrator, at a desk in German: vets the agency on its General Info tab...
    const desk = await browser.newContext({
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
      baseURL: server.url,
    });
    const admin = await desk.newPage();
    await signIn(admin, 'admin@example.com', { lang: 'de', landing: '/de/hospital' });
    const earningsBefore = await earnings(admin);
    await admin.goto('/de/admin/agencies');
    await admin.getByRole('searchbox', { name: 'Suchen' }).fill(`Alster ${stamp}`);
    // The search reaches the URL after a pause; a click before that would be undone by it.
    await admin.waitForURL((url) => url.searchParams.get('search') === `Alster ${stamp}`);
    await admin.getByRole('link', { name: `Details ansehen: ${agencyName}` }).first().click();
    const card = admin.getByRole('region', { name: 'Prüfung' });
    await card.getByText('Wartet auf Prüfung').waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Agentur freigeben' }).click();
    await admin
      .getByRole('dialog', { name: /freigeben\?/ })
      .getByRole('button', { name: 'Agentur freigeben' })
      .click();
    await card.getByText('Geprüft', { exact: true }).waitFor();

    // ...and sets a commission of 7.5 % in the settings, reached from the back-office menu.
    await admin.getByRole('link', { name: 'Einstellungen' }).click();
    await admin.waitForURL('**/de/admin/settings');
    const rate = admin.getByLabel('Provisionssatz', { exact: false });
    await rate.waitFor({ timeout: 60_000 });
    await rate.fill('101');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByText('Bitte einen Satz zwischen 0 und 100 Prozent eingeben').waitFor();
    await rate.fill('0');
    await admin.getByText('Bei 0 % ist die Plattform kostenlos', { exact: false }).waitFor();
    await rate.fill('7,5');
    await admin.getByText('Beispiel: Bei 7,5', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByRole('status').getByText('Der Provisionssatz beträgt jetzt 7,5', { exact: false }).waitFor();
    const stored = await call<{ commissionRate: number }>(
      await signInToApi(server.url, 'admin@example.com'),
      'GET',
      '/admin/settings/commission',
    );
    expect(stored.json).toEqual({ commissionRate: 7.5 });

    // The clinic (HR of Klinikum Nord) posts a substitute-doctor request: one 8-hour period.
    const hr = await signInToApi(server.url, 'hr@example.com');
    const organisations = await call<{ items: Array<{ _id: string }> }>(hr, 'GET', '/organisation');
    const start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 2, 7);
    const title = `Vertretung Neurologie ${stamp}`;
    const posted = await call<{ _id: string; state: string }>(hr, 'POST', '/job', {
      title,
      subtitle: 'Facharzt/Fachärztin Neurologie',
      desc: 'Vertretung auf der Stroke Unit',
      organisation: organisations.json.items[0]!._id,
      field: 'Neurologie',
      facharzt: true,
      assistenzarzt: false,
      immediate: false,
      accomodation: true,
      salary: [{ activity: 'Aktiv', cost: 90 }],
      dates: [{ startDate: start, endDate: start + 8 * HOUR, activity: 'times', type: 'vertretungsarzt' }],
    });
    expect(posted.status).toBe(201);
    expect(posted.json.state).toBe('external_adv');
    const requestId = posted.json._id;

    // The dispatcher, on a phone in English, filters the board (position, accommodation), opens
    // the request and applies with a staff member (added through the API), 95 € an hour and
    // three PDFs uploaded in the application panel.
    await staffMember(dispatcher, 'Jonas', 'Lindqvist');
    const agencyPhone = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: server.url,
    });
    const dispo = await agencyPhone.newPage();
    await signIn(dispo, dispatcherEmail, { password: PASSWORD, landing: '/en/agency/jobs' });
    await dispo.getByText('Vetted.', { exact: false }).waitFor({ timeout: 60_000 });

    // The filter opens from a button on the phone: residents with accommodation find nothing...
    const filter = dispo.getByRole('search', { name: 'Filter requests' });
    await dispo.getByRole('button', { name: 'Filter' }).click();
    await filter.getByLabel('Search').fill(String(stamp));
    await filter.getByRole('combobox', { name: 'Position' }).click();
    await dispo.getByRole('option', { name: 'Resident (Assistenzarzt)' }).click();
    await filter.getByRole('combobox', { name: 'Accommodation' }).click();
    await dispo.getByRole('option', { name: 'With accommodation' }).click();
    await filter.getByRole('button', { name: 'Search' }).click();
    await dispo.waitForURL(/position=Assistenzarzt/);
    await dispo.getByText('No request matches this filter').waitFor();

    // ...specialists with accommodation find the request, alone.
    await dispo.getByRole('button', { name: 'Filter' }).click();
    await filter.getByRole('combobox', { name: 'Position' }).click();
    await dispo.getByRole('option', { name: 'Specialist (Facharzt)' }).click();
    await filter.getByRole('button', { name: 'Search' }).click();
    await dispo.waitForURL(
      (url) =>
        url.searchParams.get('position') === 'Facharzt' &&
        url.searchParams.get('accommodation') === 'true' &&
        url.searchParams.get('search') === String(stamp),
    );
    const list = dispo.getByRole('list', { name: 'Open requests' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await noHorizontalScroll(dispo);

    // The request's detail: the clinic and the pay.
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await dispo.waitForURL(`**/en/agency/jobs/${requestId}`);
    await dispo.getByRole('heading', { name: 'Institution', exact: true }).waitFor();
    await dispo.getByText('Klinikum Nord').first().waitFor();
    await dispo.getByText('€90 per hour').first().waitFor();

    // The application: the staff member searched by name, the rate, and three PDFs uploaded now
    // (the new staff member has no documents on the profile). The person's profile is held
    // back until the PDFs are chosen, as on a busy machine: its late arrival keeps them chosen.
    const panel = dispo.getByRole('form', { name: 'Upload application' });
    let releaseProfile = () => {};
    const pdfsChosen = new Promise<void>((resolve) => (releaseProfile = resolve));
    const staffProfile = /\/api\/agency\/staff\/[^/?]+$/;
    await dispo.route(staffProfile, async (route) => {
      await pdfsChosen;
      await route.continue();
    });
    await panel.getByLabel(/^Staff member/).fill('Lindqvist');
    await dispo.getByRole('option', { name: /Jonas Lindqvist/ }).click();
    await panel.getByLabel('Curriculum vitae (PDF)').setInputFiles(pdf('Lebenslauf.pdf'));
    await panel.getByLabel('Approbation (PDF)').setInputFiles(pdf('Approbation.pdf'));
    await panel.getByLabel('Specialist diploma (PDF)').setInputFiles(pdf('Facharzturkunde.pdf'));
    await panel.getByLabel(/^Hourly rate/).fill('95');
    releaseProfile();
    await panel
      .getByRole('progressbar', { name: "Loading the person's documents" })
      .waitFor({ state: 'detached' });
    await dispo.unroute(staffProfile);
    for (const name of ['Lebenslauf.pdf', 'Approbation.pdf', 'Facharzturkunde.pdf']) {
      await panel.getByText(name, { exact: false }).waitFor();
    }
    // The panel uploads the three PDFs one after another before it applies: allow a busy machine.
    const applied = dispo.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/agency/jobs/${requestId}/applications`) &&
        response.request().method() === 'POST',
      { timeout: 90_000 },
    );
    await panel.getByRole('button', { name: 'Send application' }).click();
    const response = await applied;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as {
      hourlyRate: number;
      documents: Record<string, { documentId?: string; fileId?: string }>;
    };
    expect(sent.hourlyRate).toBe(95);
    expect(sent.documents.cv!.fileId).toBeTruthy();
    expect(sent.documents.approbation!.fileId).toBeTruthy();
    expect(sent.documents.specialist_diploma!.fileId).toBeTruthy();
    await panel
      .getByText('Application sent: Jonas Lindqvist is offered', { exact: false })
      .waitFor();
    const mine = dispo.getByRole('list', { name: 'My applications (1)' });
    await mine.getByText('Applied', { exact: true }).waitFor();
    await noHorizontalScroll(dispo);

    // A second applicant from the demo agency, who will not be selected.
    const medistaff = await signInToApi(server.url, 'agency@example.com');
    const rival = await staffMember(medistaff, 'Mira', 'Sommer');
    await apply(medistaff, requestId, rival, 88.5);

    // The clinic, on a phone in English, finds the request in the confirmation table with both
    // applicants' qualification and rate, and opens the applicants.
    const phone = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      baseURL: server.url,
      acceptDownloads: true,
    });
    const clinic = await phone.newPage();
    await signIn(clinic, 'hr@example.com', { landing: '/en/hospital' });
    await clinic.goto('/en/organisations/openLayouts');
    const row = clinic.getByRole('listitem').filter({ hasText: title }).first();
    await row.waitFor({ timeout: 60_000 });
    await row.getByText('Jonas Lindqvist').waitFor();
    await row.getByText(/€95\.00\/h/).waitFor();
    await row.getByText(/€88\.50\/h/).waitFor();
    await row.getByRole('link', { name: 'All 2 applicants' }).click();
    await clinic.waitForURL(`**/en/hospital/requests/${requestId}#applicants`);

    const jonas = clinic.getByRole('listitem', { name: 'Jonas Lindqvist' });
    await jonas.waitFor({ timeout: 60_000 });
    await jonas.getByText(agencyName, { exact: false }).waitFor();
    await jonas.getByText('€95.00/h').waitFor();
    await jonas.getByText('Notfallmedizin').waitFor();
    await jonas.getByText('Applied', { exact: true }).waitFor();

    // The documents download through short-lived links.
    const download = clinic.waitForEvent('download');
    await jonas.getByRole('button', { name: 'Download the CV of Jonas Lindqvist' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    for (const name of ['Approbation', 'Specialist diploma']) {
      await jonas.getByRole('button', { name: `Download the ${name} of Jonas Lindqvist` }).waitFor();
    }

    // Selecting asks first, naming the person, the agency and the rate.
    await jonas.getByRole('button', { name: 'Select Jonas Lindqvist' }).click();
    const dialog = clinic.getByRole('dialog', { name: 'Select Jonas Lindqvist?' });
    await dialog.getByText(`Jonas Lindqvist from ${agencyName} at €95.00/h.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await jonas.getByRole('button', { name: 'Select Jonas Lindqvist' }).click();
    await dialog.getByRole('button', { name: 'Select Jonas Lindqvist' }).click();
    await clinic.getByRole('status').getByText('Jonas Lindqvist', { exact: false }).waitFor();

    // The request is filled and green; Jonas is selected, Mira not, and nobody can be selected any more.
    const chip = clinic.getByText('Filled by an agency', { exact: true });
    await chip.waitFor();
    const chipBackground = await chip.evaluate(
      (element) => getComputedStyle(element.closest('.MuiChip-root')!).backgroundColor,
    );
    expect(chipBackground).toBe('rgb(144, 210, 134)');
    await jonas.getByText('Selected', { exact: true }).waitFor();
    await clinic
      .getByRole('listitem', { name: 'Mira Sommer' })
      .getByText('Not selected', { exact: true })
      .waitFor();
    expect(await clinic.getByRole('button', { name: /^Select / }).count()).toBe(0);
    expect(await clinic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The calendar's month view (on a wider screen) shows the period in the filled colour.
    await clinic.setViewportSize({ width: 1280, height: 900 });
    await clinic.goto('/en/organisations/calendar');
    await expect
      .poll(
        () =>
          clinic.evaluate(
            (wanted) =>
              [...document.querySelectorAll<HTMLElement>('.fc-event')]
                .filter((event) => event.textContent?.includes(wanted))
                .map((event) => getComputedStyle(event).backgroundColor),
            title,
          ),
        { timeout: 30_000 },
      )
      .toContain('rgb(144, 210, 134)');
    await phone.close();

    // Selecting again is refused clearly, in the caller's language.
    const applicants = await call<{ items: Array<{ _id: string; state: string; user: { firstName: string } }> }>(
      hr,
      'GET',
      `/job/${requestId}/applicants`,
    );
    const mira = applicants.json.items.find((item) => item.user.firstName === 'Mira')!;
    const again = await call<{ error: { code: string } }>(hr, 'POST', `/job/${requestId}/applicants/${mira._id}/select`);
    expect(again.status).toBe(409);

    // The agency sees the application as selected in Applied Jobs, under the Selected state too;
    // the other agency's is not selected.
    await dispo.goto('/en/agency/applied-jobs');
    const appliedJobs = dispo.getByRole('list', { name: 'Applied Jobs' });
    const application = appliedJobs.getByRole('listitem', { name: `${title}, Jonas Lindqvist` });
    await application.getByText('Selected', { exact: true }).waitFor({ timeout: 60_000 });
    await application.getByText('€95 per hour', { exact: false }).waitFor();
    await dispo
      .getByRole('group', { name: 'Show applications by state' })
      .getByRole('button', { name: 'Selected', exact: true })
      .click();
    await dispo.waitForURL(/state=selected/);
    await application.getByText('Selected', { exact: true }).waitFor();
    await noHorizontalScroll(dispo);
    await agencyPhone.close();
    const theirs = await call<{ items: Array<{ state: string; request: { _id: string } }> }>(
      medistaff,
      'GET',
      '/agency/applications?state=not_selected',
    );
    expect(theirs.json.items.map((item) => item.request._id)).toContain(requestId);

    // The e-mails arrive through the SMTP listener, in each recipient's language (both German).
    const selectedMail = await mailTo(dispatcherEmail, title);
    expect(selectedMail).toContain('Jonas Lindqvist');
    expect(selectedMail).toContain('ausgewählt');
    const notSelectedMail = await mailTo('agency@example.com', title);
    expect(notSelectedMail).toContain('Mira Sommer');
    expect(notSelectedMail).toContain('nicht ausgewählt');

    // The dashboard's earnings grow by the commission: 95 € × 8 h × 7.5 % = 57 €.
    await expect.poll(() => earnings(admin), { timeout: 20_000 }).toBeCloseTo(earningsBefore + 57, 2);
    await desk.close();
  }, 300_000);
});
