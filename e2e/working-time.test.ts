import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { MyShifts, Timeline } from '#shared/contracts/engine';
import { launchBrowser } from './support/browser';
import { contextAt, startServerAt } from './support/clock';
import { apiAs, ladderRequest, prepareLadder, type LadderData } from './support/ladder';
import { removeDir, type RunningServer } from './support/server';
import { signIn } from './support/session';

/**
 * The Working Hours Act end to end: the working-time warning at selection, on the real
 * server at a fixed instant. A Kardiologie pool member accepts a Sunday shift; HR sees the
 * warning in the pick dialog, is asked for a reason, gives it with the keyboard, and the
 * timeline keeps it.
 */
const NOW = '2026-11-23T08:00:00+01:00'; // a Monday in Berlin
const SUNDAY_START = Date.parse('2026-11-29T06:00:00Z'); // 07:00 Berlin
let data: LadderData;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  data = await prepareLadder({ kardiologie: 1, intensiv: 0 }, NOW);
  server = await startServerAt(NOW, data.dataDir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (data) await removeDir(data.dataDir);
});

describe('working time at selection', () => {
  it('HR books a pool member on a Sunday only with a reason, which the timeline keeps', async () => {
    const title = `Sonntagsdienst ${Date.now()}`;
    const hr = await apiAs(server.url, 'hr@example.com');
    const posted = await hr.call<{ _id: string }>('POST', '/api/job', {
      ...ladderRequest(data, NOW, title, 48),
      dates: [
        {
          startDate: SUNDAY_START,
          endDate: SUNDAY_START + 8 * 3_600_000,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
    expect(posted.status).toBe(201);
    const requestId = posted.body._id;

    const member = await apiAs(server.url, data.kardiologie[1]!);
    const shifts = await member.call<MyShifts>('GET', '/api/me/shifts');
    const offer = shifts.body.offers.find((row) => row.request._id === requestId);
    expect(offer).toBeDefined();
    const answered = await member.call('POST', `/api/offers/${offer!.offerId}/answer`, {
      answer: 'accepted',
    });
    expect(answered.status).toBe(200);

    const context = await contextAt(browser, server, NOW);
    const page = await context.newPage();
    await signIn(page, 'hr@example.com', { landing: '/en/hospital' });
    await page.goto(`/en/hospital/requests/${requestId}#applicants`);
    const card = page.getByRole('listitem', { name: 'Kardio Nr1' });
    await card.getByText('Working Hours Act warnings').waitFor();
    await card.getByText('Last 4 weeks: asked for 1 shift, took 0 shifts').waitFor();

    await card.getByRole('button', { name: 'Select Kardio Nr1' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select Kardio Nr1?' });
    await dialog.getByText(/Works on a Sunday/).waitFor();
    await dialog.getByRole('button', { name: 'Select Kardio Nr1' }).click();
    await dialog.getByText('Please give a reason for booking despite the warnings.').waitFor();

    await dialog.getByRole('textbox', { name: /Reason for booking/ }).focus();
    await page.keyboard.type('Only nurse with ECMO training');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'is selected' }).waitFor();

    const timeline = await hr.call<Timeline>('GET', `/api/job/${requestId}/timeline`);
    const override = timeline.body.events.find((event) => event.kind === 'working_time_override');
    expect(override?.detail).toEqual({
      warnings: ['sunday_work'],
      reason: 'Only nurse with ECMO training',
    });
    await context.close();
  });
});
