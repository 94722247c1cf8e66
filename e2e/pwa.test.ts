import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import type { MyShifts } from '#shared/contracts/engine';
import type { PushPayload } from '#shared/contracts/push';
import { browserKeys, decryptPush, startPushService } from '#server/test/push-service';
import { gotoApp, waitForApp } from './support/browser';
import { contextAt } from './support/clock';
import { useServerAndBrowser } from './support/stack';
import { signIn, signInToApi } from './support/session';

/**
 * The installable app and push in Chromium: the service worker installs; the nurse's device is
 * subscribed (headless Chromium has no push service, so the device's keys are the test's and a
 * local push service receives what the server sends, decrypts it and hands it to the worker
 * through the DevTools protocol); the notification shows Accept and Decline, Accept answers the
 * offer without opening the app and a second tap says it was answered already. My shifts then
 * opens offline with its last data and says so.
 */
// Server and browser on one clock, two evenings before the spring clock change:
// the offer's night shift is the night of the change, whatever day the test runs.
const INSTANT = '2027-03-25T20:00:00+01:00';
// The local push service below listens on 127.0.0.1 over http, which production refuses.
const stack = useServerAndBrowser({
  NODE_ENV: 'test',
  CLOCK_START: INSTANT,
  PUSH_TEST_ENDPOINT_HOSTS: '127.0.0.1',
});
const HOUR = 3_600_000;
const title = `Nachtdienst ${Date.now().toString(36)}`;

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

async function postRequest(ward: string) {
  const organisations = await call<{
    items: { _id: string; departments: { _id: string; name: string }[] }[];
  }>(ward, 'GET', '/organisation');
  const organisation = organisations.json.items[0]!;
  const kardiologie = organisation.departments.find(
    (department) => department.name === 'Kardiologie',
  )!;
  const today = new Date(INSTANT);
  // Two days ahead at 20:00 UTC: 21:00 CET on 27 March to 06:00 CEST on the 28th.
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2, 20);
  const posted = await call(ward, 'POST', '/job', {
    title,
    organisation: organisation._id,
    orig_dept: kardiologie._id,
    jobType: 'Nachtdienst',
    dates: [
      {
        startDate: start,
        endDate: start + 8 * HOUR,
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
    ],
  });
  expect(posted.status).toBe(201);
}

/** The notifications the worker shows, as the page can read them. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((item) => ({
      title: item.title,
      body: item.body,
      actions: (
        (item as unknown as { actions: { action: string; title: string }[] }).actions ?? []
      ).map((action) => action.title),
    }));
  });

/** What a tap on the notification's button does: the worker's notificationclick with that action. */
const tap = (worker: Worker, action: string) =>
  worker.evaluate(async (name) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (
        type: string,
        init: { notification: Notification; action: string },
      ) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    try {
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', {
          notification: notification!,
          action: name,
        }),
      );
    } catch {
      // waitUntil refuses a script-made event; the answer has started all the same.
    }
  }, action);

let context: BrowserContext;
let page: Page;
let worker: Worker;

describe('the installable app with push', () => {
  it('installs the service worker on the first visit and serves the manifest of the page’s language', async () => {
    context = await contextAt(stack.browser, stack.server, INSTANT, {
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
    });
    await context.grantPermissions(['notifications'], { origin: stack.server.url });
    page = await context.newPage();
    const workerStarted = context.waitForEvent('serviceworker');
    await signIn(page, 'nurse@example.com', { landing: '/en/my-shifts' });
    worker = await workerStarted;
    expect(worker.url()).toBe(`${stack.server.url}/sw.js`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/en/manifest.webmanifest',
    );
    const manifest = (await (
      await fetch(`${stack.server.url}/de/manifest.webmanifest`)
    ).json()) as { short_name: string; icons: { purpose: string }[] };
    expect(manifest.short_name).toBe('Dienste');
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    // Chromium's own installability check (what Lighthouse's audit was before Lighthouse 12);
    // a test's browser context is private, which alone never installs.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    await cdp.detach();
  });

  it('shows an offer pushed to the device, and its Accept answers it in one tap', async () => {
    const service = await startPushService();
    try {
      const nurse = await signInToApi(stack.server.url, 'nurse@example.com');
      const ward = await signInToApi(stack.server.url, 'ward@example.com');
      const device = browserKeys();
      const subscribed = await call(nurse, 'POST', '/me/push-subscriptions', {
        endpoint: service.endpoint('nurse'),
        keys: device.keys,
      });
      expect(subscribed.status).toBe(201);
      expect(
        (await call(nurse, 'PUT', '/me/preferences', { channels: ['app', 'push'] })).status,
      ).toBe(200);

      await postRequest(ward);
      await expect.poll(() => service.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const plaintext = decryptPush(service.received[0]!.body, device);
      const payload = JSON.parse(plaintext) as PushPayload;
      expect(payload.answer?.labels).toEqual({ accept: 'Accept', decline: 'Decline' });

      // Deliver it to the worker as the browser's push service would.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const found = registrations.find(
            (registration) =>
              registration.scopeURL === `${stack.server.url}/` && !registration.isDeleted,
          );
          if (found) resolve(found.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: stack.server.url,
        registrationId: await registrationId,
        data: plaintext,
      });
      await expect
        .poll(() => shown(page))
        .toEqual([
          { title: 'Staffing Marketplace', body: payload.body, actions: ['Accept', 'Decline'] },
        ]);
      expect(payload.body).toContain(title);

      await tap(worker, 'accept');
      await expect
        .poll(async () =>
          (await call<MyShifts>(nurse, 'GET', '/me/shifts')).json.accepted.map(
            (offer) => offer.request.title,
          ),
        )
        .toContain(title);
      await expect
        .poll(async () => (await shown(page)).map((item) => item.body))
        .toEqual([`You accepted "${title}". The ward will tell you whether you take it.`]);

      // A second tap (the first notification again): the server's answer says so.
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: stack.server.url,
        registrationId: await registrationId,
        data: plaintext,
      });
      await expect.poll(async () => (await shown(page))[0]?.actions).toEqual(['Accept', 'Decline']);
      await tap(worker, 'accept');
      await expect
        .poll(async () => (await shown(page)).map((item) => item.body))
        .toEqual(['You have already answered this request. Your first answer counts.']);
    } finally {
      await service.close();
    }
  });

  it('opens My shifts offline with the last loaded data and says so', async () => {
    // Online once more under the worker's control, so the route's chunks are in its cache.
    await gotoApp(page, '/en/my-shifts');
    await page.getByRole('heading', { level: 1, name: 'My shifts' }).waitFor();
    await page.getByRole('heading', { name: title }).first().waitFor();
    // The persisted cache is written shortly after an answer arrives.
    await expect
      .poll(() =>
        page.evaluate(
          (wanted) =>
            Object.keys(localStorage).some(
              (key) =>
                key.startsWith('query-cache:') && localStorage.getItem(key)!.includes(wanted),
            ),
          title,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    // The worker answers with the prerendered shell it kept on the online visit.
    const offline = await page.goto('/en/my-shifts');
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await offline?.text()).toContain('<div id="root" data-shell>');
    await waitForApp(page);
    await page
      .getByRole('status')
      .getByText(/You are offline — showing what was loaded on/)
      .waitFor();
    await page.getByRole('heading', { name: title }).first().waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
