import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForMail } from './mail';
import { signInToApi } from './session';
import { useStack, type Stack } from './stack';

/**
 * The steps the marketplace journeys share (the selection journeys): a real server with a real
 * SMTP listener and Chromium for the file, and what the agency, the clinic and the
 * administrator do through the API when a journey is not about that step.
 */

export const PASSWORD = 'Sicheres-Passwort-2026';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type Journey = Stack;

/** A substitute-doctor request of HR (advertised to agencies): one 8-hour period from `start`. */
export function substituteDoctorRequest(title: string, organisation: string, start: number) {
  return {
    title,
    subtitle: 'Facharzt/Fachärztin Neurologie',
    desc: 'Vertretung auf der Stroke Unit',
    organisation,
    field: 'Neurologie',
    facharzt: true,
    assistenzarzt: false,
    immediate: false,
    accomodation: true,
    salary: [{ activity: 'Aktiv', cost: 90 }],
    dates: [
      { startDate: start, endDate: start + 8 * HOUR, activity: 'times', type: 'vertretungsarzt' },
    ],
  };
}

/**
 * Starts the file's SMTP listener, server and browser (and stops them); read them in tests.
 * `instant`: the server's clock starts there (CLOCK_START) and the steps' dates
 * (the permit's validity, a request in two days) count from it instead of today.
 */
export function useMarketplaceJourney(instant?: string) {
  const journey = useStack(instant ? { NODE_ENV: 'test', CLOCK_START: instant } : {});
  return { journey, ...marketplaceSteps(journey, instant) };
}

/** The API steps on the journey's server; its fields are read when a step runs. */
export function marketplaceSteps(journey: Journey, instant?: string) {
  const today = () => (instant ? new Date(instant) : new Date());

  /** A JSON call to the API with a bearer token. */
  async function call<T>(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${journey.server.url}/api${path}`, {
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

  const mailTo = (to: string, containing: string) =>
    waitForMail(journey.smtp.received, to, containing);

  /** A new dispatcher with a confirmed e-mail and an agency that waits for vetting. */
  async function newAgency(email: string, name: string) {
    const registered = await fetch(`${journey.server.url}/api/auth/registration`, {
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
    const token = await signInToApi(journey.server.url, email, PASSWORD);
    const created = await call<{ id: string }>(token, 'POST', '/agency', {
      name,
      address: 'Jungfernstieg 7',
      postcode: '20354',
      country: 'DE',
      url: 'https://aerztepool-alster.example.com',
      permitNumber: 'AÜ 2026/0815',
      permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
      permitValidUntil: new Date(today().getTime() + 400 * DAY).toISOString().slice(0, 10),
    });
    expect(created.status).toBe(201);
    return { token, agencyId: created.json.id };
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
    const response = await fetch(`${journey.server.url}/api/files?purpose=document`, {
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
    const applied = await call<{ state: string }>(
      token,
      'POST',
      `/agency/jobs/${requestId}/applications`,
      {
        customerId,
        hourlyRate,
        documents,
      },
    );
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

  /** HR of Klinikum Nord posts a substitute-doctor request of one 8-hour period, in two days. */
  async function postRequest(hr: string, title: string) {
    const organisations = await call<{ items: Array<{ _id: string }> }>(hr, 'GET', '/organisation');
    const start = Date.UTC(
      today().getUTCFullYear(),
      today().getUTCMonth(),
      today().getUTCDate() + 2,
      7,
    );
    const posted = await call<{ _id: string; state: string }>(
      hr,
      'POST',
      '/job',
      substituteDoctorRequest(title, organisations.json.items[0]!._id, start),
    );
    expect(posted.status).toBe(201);
    expect(posted.json.state).toBe('external_adv');
    return posted.json._id;
  }

  /** The administrator vets the agency (the vetting screen is a journey of its own). */
  async function vetAgency(agencyId: string) {
    const admin = await signInToApi(journey.server.url, 'admin@example.com');
    const vetted = await call(admin, 'POST', `/admin/agencies/${agencyId}/vetting`, {
      decision: 'vetted',
    });
    expect(vetted.status).toBe(200);
  }

  /** The administrator sets the platform's commission rate, in per cent. */
  async function setCommission(commissionRate: number) {
    const admin = await signInToApi(journey.server.url, 'admin@example.com');
    const stored = await call(admin, 'PUT', '/admin/settings/commission', { commissionRate });
    expect(stored.status).toBe(200);
  }

  return {
    call,
    mailTo,
    newAgency,
    staffMember,
    pdf,
    uploadPdf,
    apply,
    postRequest,
    noHorizontalScroll,
    earnings,
    vetAgency,
    setCommission,
  };
}
