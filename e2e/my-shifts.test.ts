import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MyShifts, OfferLinkInfo } from '#shared/contracts/engine';
import { axeViolations, summarise } from './support/axe';
import { contextAt } from './support/clock';
import { waitForMail } from './support/mail';
import { useStack } from './support/stack';
import { signIn, signInToApi } from './support/session';
import { callJson } from '#server/test/http-json';

/**
 * The pool member's side on a phone (390 px): the ward manager posts two requests and
 * the engine asks the Kardiologie pool; the demo nurse signs in, lands on My shifts and accepts
 * one; the other is declined through the one-tap link of the offer e-mail, which answers only
 * when tapped (mail scanners open links), never on load.
 */

// Server and browser on one clock, at a Sunday 23:30 in Berlin on a month's last
// day: the shifts lie days after it and the four-week figures count on it, whatever today is.
const INSTANT = '2027-01-31T23:30:00+01:00';
const stack = useStack({ NODE_ENV: 'test', CLOCK_START: INSTANT });

const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const early = `Frühdienst ${stamp}`;
const late = `Spätdienst ${stamp}`;

async function call<T>(token: string | null, method: string, path: string, body?: unknown) {
  const { status, body: json } = await callJson<T>(
    stack.server.url,
    method,
    `/api${path}`,
    token,
    body,
  );
  return { status, json };
}

const mailTo = (to: string, containing: string) =>
  waitForMail(stack.smtp.received, to, containing, 30_000);

async function newPhonePage(): Promise<Page> {
  const context = await contextAt(stack.browser, stack.server, INSTANT, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** WCAG 2.1 A and AA (axe-core) of the page's own content; the layouts are audited elsewhere. */
async function accessible(page: Page) {
  const violations = await axeViolations(page, '#main');
  expect(violations, summarise(violations)).toEqual([]);
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

let ward: string;
let nurse: string;

/** A Kardiologie staff request of one early shift `days` after INSTANT's day, posted by the ward manager. */
async function postRequest(title: string, days: number) {
  const organisations = await call<{
    items: Array<{ _id: string; departments: Array<{ _id: string; name: string }> }>;
  }>(ward, 'GET', '/organisation');
  const organisation = organisations.json.items[0]!;
  const kardiologie = organisation.departments.find(
    (department) => department.name === 'Kardiologie',
  )!;
  const today = new Date(INSTANT);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 6);
  const posted = await call<{ state: string }>(ward, 'POST', '/job', {
    title,
    organisation: organisation._id,
    orig_dept: kardiologie._id,
    jobType: 'Tagesdienst',
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
  expect(posted.json.state).toBe('internal_adv');
}

describe('My shifts on a phone', () => {
  it('the ward manager asks the pool: two open offers for the demo nurse', async () => {
    ward = await signInToApi(stack.server.url, 'ward@example.com');
    nurse = await signInToApi(stack.server.url, 'nurse@example.com');
    await postRequest(early, 2);
    await postRequest(late, 3);
    const mine = await call<MyShifts>(nurse, 'GET', '/me/shifts');
    expect(mine.json.offers.map((offer) => offer.request.title)).toEqual(
      expect.arrayContaining([early, late]),
    );
  });

  it('the nurse signs in, lands on My shifts and accepts one offer', async () => {
    const page = await newPhonePage();
    await signIn(page, 'nurse@example.com', { landing: '/en/my-shifts', timeout: 15_000 });

    await page.getByRole('heading', { level: 1, name: 'My shifts' }).waitFor();
    const offers = page.getByRole('region', { name: /Open offers/ });
    const card = offers.getByRole('article', { name: early });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toMatch(/Answer within \d+ h \d+ min/);
    await expect.poll(() => card.textContent()).toContain('Kardiologie, Klinikum Nord');
    await noSideScroll(page);
    await accessible(page);
    // Channels and days off are set on the preferences page.
    expect(
      await page.getByRole('link', { name: 'How and when I am asked' }).getAttribute('href'),
    ).toBe('/en/account/preferences');

    await card.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('status').getByText(`You accepted “${early}”`).waitFor();
    const waiting = page.getByRole('region', { name: 'Accepted, waiting for the ward manager' });
    await waiting.getByRole('heading', { name: early }).waitFor();
    expect(await offers.getByRole('article', { name: early }).count()).toBe(0);
    // The counts: asked twice (at least), accepted once.
    await expect.poll(() => page.getByText(/So far: asked \d+ times, accepted 1,/).count()).toBe(1);

    // The private calendar link: made on request, copyable, its feed answers as iCalendar.
    await page.getByRole('button', { name: 'Create calendar link' }).click();
    const field = page.getByRole('textbox', { name: 'Your private calendar link' });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    expect(await page.getByRole('link', { name: 'Add to calendar app' }).getAttribute('href')).toBe(
      url.replace(/^https?:\/\//, 'webcal://'),
    );
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // The feed's token is a secret: the access log shows the path without it.
    await expect
      .poll(() => stack.server.output(), { timeout: 5_000 })
      .toContain('/api/calendar/[redacted].ics');
    expect(stack.server.output()).not.toContain(url.split('/').pop()!.replace('.ics', ''));
    await noSideScroll(page);

    // A new request while the page is open: the offer appears without a reload (the bell's stream).
    const night = `Nachtdienst ${stamp}`;
    await postRequest(night, 4);
    await offers.getByRole('article', { name: night }).waitFor({ timeout: 15_000 });

    // The preferences behind that link: usable on the phone, and every control named by its text.
    await page.getByRole('link', { name: 'How and when I am asked' }).click();
    await page
      .getByRole('group', { name: 'Days off' })
      .getByRole('button', { name: /^Mon/ })
      .waitFor();
    await noSideScroll(page);
    await accessible(page);
    await page.context().close();
  });

  it('the one-tap decline link of the e-mail answers on the tap, not on load', async () => {
    const text = await mailTo('nurse@example.com', late);
    const link = text
      .match(/https?:\/\/\S+\/en\/offer\?token=[\w%-]+&(?:amp;)?answer=declined/)?.[0]
      ?.replace(/&amp;/g, '&');
    expect(link, text).toBeTruthy();
    const token = new URL(link!).searchParams.get('token')!;

    // Not signed in: a fresh phone context.
    const page = await newPhonePage();
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Decline this shift?' }).waitFor();
    await page.getByRole('heading', { name: late }).waitFor();
    await noSideScroll(page);
    await accessible(page);
    // Loading the page (as a mail scanner would) answered nothing.
    await page.waitForTimeout(1_000);
    const before = await call<OfferLinkInfo>(
      null,
      'GET',
      `/offers/by-token?token=${encodeURIComponent(token)}`,
    );
    expect(before.json).toMatchObject({ status: 'open', answer: null });

    await page.getByRole('button', { name: 'No, I cannot take it' }).click();
    await page.getByRole('heading', { level: 1, name: 'You declined' }).waitFor();
    const after = await call<OfferLinkInfo>(
      null,
      'GET',
      `/offers/by-token?token=${encodeURIComponent(token)}`,
    );
    expect(after.json).toMatchObject({ status: 'answered', answer: 'declined' });
    expect(stack.server.output()).not.toContain(token);

    // Opening the link again explains that it was answered, and offers no button to answer.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Already answered' }).waitFor();
    await page.getByText('You declined this request before.').waitFor();
    expect(
      await page.getByRole('button', { name: /No, I cannot take it|Yes, I will take it/ }).count(),
    ).toBe(0);
    await page.context().close();

    const mine = await call<MyShifts>(nurse, 'GET', '/me/shifts');
    expect(mine.json.offers.map((offer) => offer.request.title)).not.toContain(late);
    expect(mine.json.accepted.map((offer) => offer.request.title)).toEqual([early]);
  });
});
