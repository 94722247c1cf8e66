import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Timeline } from '#shared/contracts/engine';
import { startSmtpListener } from '#server/test/smtp';
import { launchBrowser } from './support/browser';
import { apiAs, ladderRequest, prepareLadder, type LadderData } from './support/ladder';
import { waitForMail } from './support/mail';
import { businessClock, contextAt, startServerAt } from './support/clock';
import { removeDir, type RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * The escalation ladder end to end, on the real server in a browser: a request walks the whole ladder.
 * Kardiologie's pool (the demo nurse and two more) hears at once and live; one declines by the
 * e-mail's link; nobody is picked; the time runs out; HR opens it from the bell and approves
 * external filling with the request page's button; the Intensivstation pool is asked; the time
 * runs out again; the demo agency applies and the ward manager selects its nurse.
 * Server and browsers run from a fixed instant: Sunday 31 October 2027, 23:30 in
 * Berlin, the last evening of a month and the day the clocks went back; the time limits run in
 * real seconds from there.
 */
const INSTANT = '2027-10-31T23:30:00+01:00';
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let data: LadderData;
let server: RunningServer;
let browser: Browser;
let clock: ReturnType<typeof businessClock>;

// One hour of a time limit lasts a second: the pool gets 25 s (the request's limit), the other
// pools 12 s (the organisation's default of 12 hours).
const POOL_SECONDS = 25;

beforeAll(async () => {
  smtp = await startSmtpListener();
  data = await prepareLadder({ kardiologie: 2, intensiv: 1 }, INSTANT);
  clock = businessClock(INSTANT);
  server = await startServerAt(INSTANT, data.dataDir, {
    SMTP_URL: smtp.url,
    ENGINE_TIME_LIMIT_UNIT_SECONDS: '1',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (data) await removeDir(data.dataDir);
});

/** The browser's clock starts where the server's stands now: its clock has run on since INSTANT. */
const browserAtServerTime = (viewport: { width: number; height: number }) =>
  contextAt(browser, server, new Date(clock.now()).toISOString(), { viewport });

async function newPage(): Promise<Page> {
  const context = await browserAtServerTime({ width: 1280, height: 800 });
  return context.newPage();
}

/** The notification events a member's live stream receives (server-sent events over fetch). */
async function liveStream(email: string) {
  const api = await apiAs(server.url, email);
  const { body } = await api.call<{ ticket: string }>('POST', '/api/notifications/stream-ticket');
  const controller = new AbortController();
  const response = await fetch(
    `${server.url}/api/notifications/stream?ticket=${encodeURIComponent(body.ticket)}`,
    {
      signal: controller.signal,
    },
  );
  expect(response.status).toBe(200);
  const titles: string[] = [];
  let opened: () => void = () => {};
  const ready = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: unread')) opened();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: notification') && data) {
            titles.push(
              String((JSON.parse(data) as { payload: { title?: string } }).payload.title),
            );
          }
        }
      }
    } catch {
      // closed at the end
    }
  })();
  await ready;
  return { titles, close: () => controller.abort() };
}

const mailTo = (to: string, containing: string) => waitForMail(smtp.received, to, containing);

/** A PDF upload of the agency (distinct bytes: files are stored by their hash); its file id. */
async function uploadPdf(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([`%PDF-1.7\n% ${name} ${Math.random()}\n`], { type: 'application/pdf' }),
    name,
  );
  const response = await fetch(`${server.url}/api/files?purpose=document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('the escalation ladder in the browser', () => {
  it('pool asked live, a decline by e-mail, HR approves from the bell, the other pool, then an agency is selected', async () => {
    const title = `Frühdienst Leiter ${Date.now()}`;
    const [nurseEmail, kardio1, kardio2] = data.kardiologie as [string, string, string];
    const intensiv1 = data.intensiv[0]!;

    // Three pool members are connected before the request exists: the nurse in the browser
    // (My shifts with the bell), the other two as live streams.
    const nurse = await newPage();
    await signIn(nurse, nurseEmail, { landing: '/en/my-shifts', timeout: 20_000 });
    await nurse.getByRole('heading', { level: 1, name: 'My shifts' }).waitFor();
    const nurseBell = nurse.getByRole('button', { name: /^Notifications/ }).first();
    await nurseBell.waitFor();
    const unreadBefore = Number(
      /(\d+) unread/.exec((await nurseBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );
    const streams = [await liveStream(kardio1), await liveStream(kardio2)];
    const intensivStream = await liveStream(intensiv1);

    const ward = await apiAs(server.url, 'ward@example.com');
    const created = await ward.call<{ _id: string; state: string }>(
      'POST',
      '/api/job',
      ladderRequest(data, INSTANT, title, POOL_SECONDS),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = created.body._id;
    const timeline = async () =>
      (await ward.call<Timeline>('GET', `/api/job/${requestId}/timeline`)).body;

    // Live, without a reload: the nurse's bell counts one more, the two streams get the offer,
    // and Intensivstation hears nothing yet.
    await nurse
      .getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })
      .first()
      .waitFor({ timeout: 10_000 });
    for (const stream of streams)
      await expect.poll(() => stream.titles, { timeout: 10_000 }).toContain(title);
    expect(intensivStream.titles).not.toContain(title);
    const asked = (await timeline()).offers.filter((offer) => offer.stage === 'department_pool');
    expect(asked).toHaveLength(3);

    // One declines with the e-mail's one-tap link, in the browser without signing in.
    const mail = await mailTo(kardio1, title);
    const link = /https?:\/\/[^\s"<>]+offer\?token=[^\s"<>&]+&(?:amp;)?answer=decline/
      .exec(mail)?.[0]
      ?.replace('&amp;', '&');
    expect(link, mail).toBeTruthy();
    const phone = await (await browserAtServerTime({ width: 390, height: 844 })).newPage();
    await phone.goto(link!);
    await phone.getByRole('button', { name: 'No, I cannot take it' }).click();
    await phone.getByText('You declined').first().waitFor();
    await expect
      .poll(
        async () =>
          (await timeline()).offers.find((offer) => offer.answer === 'declined')?.answeredVia,
      )
      .toBe('email');

    // Nobody is picked; the time limit passes and the request goes to HR.
    const hr = await newPage();
    await signIn(hr, 'hr@example.com', { landing: '/en/hospital', timeout: 20_000 });
    await expect
      .poll(
        async () => (await ward.call<{ state: string }>('GET', `/api/job/${requestId}`)).body.state,
        {
          timeout: (POOL_SECONDS + 15) * 1000,
          interval: 1000,
        },
      )
      .toBe('hr_review');

    // HR's bell rings live; the notification opens the request.
    const hrBell = hr.getByRole('button', { name: /^Notifications, \d+ unread$/ }).first();
    await hrBell.waitFor({ timeout: 10_000 });
    await hrBell.click();
    await hr
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(title, { exact: false })
      .first()
      .click();
    await expect.poll(() => new URL(hr.url()).pathname).toBe(`/en/hospital/requests/${requestId}`);
    await hr.getByText(title).first().waitFor();
    // HR approves with one tap on the request page; its timeline shows the pool's deadline passing.
    const decision = hr.getByRole('region', {
      name: 'Nobody from the pool took this request in time',
    });
    await decision.getByRole('button', { name: 'Approve external filling' }).click();
    await hr
      .getByText("External filling approved: the other departments' pools are being asked now.")
      .waitFor();
    expect((await ward.call<{ state: string }>('GET', `/api/job/${requestId}`)).body.state).toBe(
      'pool_adv',
    );
    const steps = hr.getByRole('list', { name: 'Steps of this request' });
    await steps.getByText('Time ran out: nobody from the pool was picked').waitFor();
    await steps.getByText(/approved external filling$/).waitFor();

    // The other department's pool is asked, live.
    await expect.poll(() => intensivStream.titles, { timeout: 10_000 }).toContain(title);
    const others = (await timeline()).offers.filter((offer) => offer.stage === 'other_pools');
    expect(others.map((offer) => offer.person.name)).toEqual(['Intensiv Nr1']);

    // The time passes again: the request goes to the vetted agencies.
    await expect
      .poll(
        async () => (await ward.call<{ state: string }>('GET', `/api/job/${requestId}`)).body.state,
        {
          timeout: 30_000,
          interval: 1000,
        },
      )
      .toBe('external_adv');

    // The demo agency applies with a nurse of its own.
    const agency = await apiAs(server.url, 'agency@example.com');
    const staff = await agency.call<{ _id?: string; id?: string }>('POST', '/api/agency/staff', {
      email: `lea.brandt.${Date.now()}@example.com`,
      firstName: 'Lea',
      lastName: 'Brandt',
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    const customerId = (staff.body._id ?? staff.body.id)!;
    const profile = await agency.call('PATCH', `/api/agency/staff/${customerId}`, {
      changes: [
        { field: 'qualification.level.type', value: 'Examine Pflegekraft' },
        { field: 'skills', value: ['EKG'] },
      ],
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const applied = await agency.call<{ state: string }>(
      'POST',
      `/api/agency/jobs/${requestId}/applications`,
      {
        customerId,
        hourlyRate: 52,
        documents: {
          cv: { fileId: await uploadPdf(agency.accessToken, 'Lebenslauf.pdf') },
          nursing_licence: { fileId: await uploadPdf(agency.accessToken, 'Erlaubnis.pdf') },
        },
      },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);

    // The ward manager selects her on the request page.
    const manager = await newPage();
    await signIn(manager, 'ward@example.com', { landing: '/en/hospital', timeout: 20_000 });
    await manager.goto(`/en/hospital/requests/${requestId}#applicants`);
    const lea = manager.getByRole('listitem', { name: 'Lea Brandt' });
    await lea.waitFor({ timeout: 30_000 });
    await lea.getByRole('button', { name: 'Select Lea Brandt' }).click();
    await manager
      .getByRole('dialog', { name: 'Select Lea Brandt?' })
      .getByRole('button', { name: 'Select Lea Brandt' })
      .click();
    await manager.getByText('Filled by an agency', { exact: true }).waitFor();
    await manager
      .getByRole('list', { name: 'Steps of this request' })
      .getByText('Request filled')
      .waitFor();

    // The timeline holds every step, in order, and the time to fill.
    const final = await timeline();
    const kinds = final.events.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'deadline_passed')).toHaveLength(2);
    for (const kind of ['created', 'answered', 'hr_decided', 'selected', 'filled'])
      expect(kinds).toContain(kind);
    expect(kinds.indexOf('hr_decided')).toBeGreaterThan(kinds.indexOf('deadline_passed'));
    expect(final.timeToFirstAnswerMs).not.toBeNull();
    expect(final.timeToFillMs).not.toBeNull();
    for (const stream of [...streams, intensivStream]) stream.close();
  }, 180_000);
});
