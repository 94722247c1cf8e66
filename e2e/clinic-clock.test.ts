import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForApp } from './support/browser';
import { waitForMail } from './support/mail';
import { useStack } from './support/stack';
import { signIn, signInToApi } from './support/session';

/**
 * The clinic's clock: a shift is shown on Berlin's clock whatever the
 * device's zone, as the e-mail states it, with the zone named where the device runs on another.
 * The server and the browsers start on the evening of the spring clock change; the shift is the
 * next morning, 06:00–14:00 (+02:00), which a device in UTC would show as 04:00 and one in New
 * York as 00:00.
 * Last, a platform admin moves the clinic to Lisbon: a request open to agencies at once is on
 * Lisbon's clock in the dispatcher's job-alert e-mail and on the agency's job board, in UTC and
 * New York alike, named "(Lisbon)".
 */
const INSTANT = '2027-03-27T20:30:00+01:00';
const START = Date.parse('2027-03-28T06:00:00+02:00');
const END = Date.parse('2027-03-28T14:00:00+02:00');
const SHOWN = { en: '28/03/2027 06:00 – 14:00', de: '28.03.2027 06:00 – 14:00' } as const;

// The day after the clock change: Lisbon is on +01:00, Berlin on +02:00 (Berlin would say 08:00).
const LISBON_START = Date.parse('2027-03-29T07:00:00+01:00');
const LISBON_SHOWN = { en: '29/03/2027 07:00 – 15:00', de: '29.03.2027 07:00 – 15:00' } as const;

const stack = useStack({ NODE_ENV: 'test', CLOCK_START: INSTANT });
const title = `Frühdienst Uhr ${Date.now().toString(36)}`;

async function postShift() {
  const ward = await signInToApi(stack.server.url, 'ward@example.com');
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${stack.server.url}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${ward}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const organisations = await call('GET', '/organisation');
  const organisation = (
    organisations.json.items as { _id: string; departments: { _id: string; name: string }[] }[]
  )[0]!;
  const department = organisation.departments.find((entry) => entry.name === 'Kardiologie')!;
  const created = await call('POST', '/job', {
    title,
    organisation: organisation._id,
    orig_dept: department._id,
    jobType: 'Tagesdienst',
    dates: [{ startDate: START, endDate: END, activity: 'times', type: 'Neue_Dienstanfrage' }],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json._id as string;
}

/** A page whose browser runs in `timezoneId`, its clock at the server's instant. */
async function pageIn(timezoneId: string): Promise<Page> {
  const context = await stack.browser.newContext({
    baseURL: stack.server.url,
    locale: 'en-GB',
    timezoneId,
    viewport: { width: 1280, height: 900 },
  });
  await context.clock.install({ time: new Date(INSTANT) });
  return context.newPage();
}

/** The dates My shifts lists for the offer of `title`. */
async function offerDates(page: Page, lang: 'en' | 'de'): Promise<string[]> {
  await page.goto(`/${lang}/my-shifts`);
  await waitForApp(page);
  const card = page.getByRole('article', { name: title });
  const dates = card.getByRole('list', { name: lang === 'en' ? 'Dates' : 'Termine' });
  await dates.first().waitFor();
  return dates.first().getByRole('listitem').allInnerTexts();
}

let requestId: string;

describe("the clinic's clock", () => {
  it('the offer e-mail states the shift on Berlin’s clock', async () => {
    requestId = await postShift();
    const text = await waitForMail(stack.smtp.received, 'nurse@example.com', title, 30_000);
    // The nurse's language decides the format; either way 06:00 – 14:00 on 28 March.
    expect(
      [SHOWN.en, SHOWN.de].some((line) => text.includes(line)),
      text,
    ).toBe(true);
  });

  for (const timezoneId of ['UTC', 'America/New_York']) {
    it(`a browser in ${timezoneId} shows the same 06:00 – 14:00, naming Berlin`, async () => {
      const nurse = await pageIn(timezoneId);
      expect(await nurse.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      await signIn(nurse, 'nurse@example.com', { landing: '/en/my-shifts', timeout: 15_000 });
      expect(await offerDates(nurse, 'en')).toEqual([`${SHOWN.en} (Berlin)`]);
      expect(await offerDates(nurse, 'de')).toEqual([`${SHOWN.de} (Berlin)`]);

      // The ward manager's request page says the same.
      const ward = await pageIn(timezoneId);
      await signIn(ward, 'ward@example.com', { landing: '/en/hospital' });
      await ward.goto(`/en/hospital/requests/${requestId}`);
      await waitForApp(ward);
      await ward.getByText(`${SHOWN.en} (Berlin)`).first().waitFor();
      await nurse.context().close();
      await ward.context().close();
    });
  }

  it('a browser in Berlin shows the time without naming the zone', async () => {
    const nurse = await pageIn('Europe/Berlin');
    await signIn(nurse, 'nurse@example.com', { landing: '/en/my-shifts', timeout: 15_000 });
    expect(await offerDates(nurse, 'en')).toEqual([SHOWN.en]);
    await nurse.context().close();
  });

  describe('an organisation in Lisbon', () => {
    const lisbonTitle = `Vertretung Lissabon ${Date.now().toString(36)}`;
    let lisbonId: string;

    it('the job-alert e-mail states the shift on Lisbon’s clock', async () => {
      const admin = await signInToApi(stack.server.url, 'admin@example.com');
      const hr = await signInToApi(stack.server.url, 'hr@example.com');
      const api = async (token: string, method: string, url: string, body?: unknown) => {
        const response = await fetch(`${stack.server.url}/api${url}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'accept-language': 'en',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          json: (await response.json()) as Record<string, unknown>,
        };
      };
      const organisation = (
        (await api(hr, 'GET', '/organisation')).json.items as { _id: string }[]
      )[0]!;
      const moved = await api(admin, 'PATCH', `/admin/organisations/${organisation._id}`, {
        changes: [{ field: 'timeZone', value: 'Europe/Lisbon' }],
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      // A substitute doctor posted by HR goes to the agencies at once.
      const posted = await api(hr, 'POST', '/job', {
        title: lisbonTitle,
        subtitle: 'Vertretung Neurologie',
        desc: 'Stroke Unit.',
        organisation: organisation._id,
        field: 'Neurologie',
        facharzt: true,
        assistenzarzt: false,
        immediate: true,
        accomodation: false,
        salary: [{ activity: 'Aktiv', cost: 90 }],
        dates: [
          {
            startDate: LISBON_START,
            endDate: LISBON_START + 8 * 3_600_000,
            activity: 'times',
            type: 'vertretungsarzt',
          },
        ],
      });
      expect(posted.status, JSON.stringify(posted.json)).toBe(201);
      expect(posted.json.state).toBe('external_adv');
      lisbonId = posted.json._id as string;
      const text = await waitForMail(
        stack.smtp.received,
        'agency@example.com',
        lisbonTitle,
        30_000,
      );
      expect(
        [LISBON_SHOWN.en, LISBON_SHOWN.de].some((line) => text.includes(line)),
        text,
      ).toBe(true);
    });

    for (const timezoneId of ['UTC', 'America/New_York']) {
      it(`the agency's job board in ${timezoneId} shows the same time, naming Lisbon`, async () => {
        const dispatcher = await pageIn(timezoneId);
        await signIn(dispatcher, 'agency@example.com', {
          landing: '/en/agency/jobs',
          timeout: 15_000,
        });
        await dispatcher.goto('/en/agency/jobs');
        await waitForApp(dispatcher);
        await dispatcher.getByText(lisbonTitle).first().waitFor();
        await dispatcher.getByText('29/03/2027 07:00 (Lisbon)').first().waitFor();
        await dispatcher.goto(`/en/agency/jobs/${lisbonId}`);
        await waitForApp(dispatcher);
        await dispatcher.getByText(`${LISBON_SHOWN.en} (Lisbon)`).first().waitFor();
        await dispatcher.goto(`/de/agency/jobs/${lisbonId}`);
        await waitForApp(dispatcher);
        await dispatcher.getByText(`${LISBON_SHOWN.de} (Lisbon)`).first().waitFor();
        await dispatcher.context().close();
      });
    }
  });
});
