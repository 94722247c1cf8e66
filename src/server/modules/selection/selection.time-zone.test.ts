import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDateRange } from '#shared/format';
import { organisations } from '#server/db/schema/index';
import {
  applicationTo,
  call,
  ctx,
  hrSued,
  mailsAbout,
  medi,
  mediDispatcherDe,
  mediDispatcherEn,
  requestWith,
  select,
  sued,
  useSelectionApp,
} from '#server/test/selection-fixtures';

// A clinic in Lisbon: the job board answers its zone, the mails write its clock.

useSelectionApp();
beforeAll(async () => {
  await ctx.db
    .update(organisations)
    .set({ timeZone: 'Europe/Lisbon' })
    .where(eq(organisations.id, sued.id));
});

describe('a non-Berlin organisation', () => {
  it('is on its own clock on the job board and in the selection mails', async () => {
    const request = await requestWith([[30, 6, 8]], {
      organisation: sued,
      departmentId: sued.departments[0]!.id,
    });
    const shift = { start: request.firstShiftStart, end: request.lastShiftEnd };

    const board = await call(mediDispatcherEn, 'GET', '/api/agency/jobs?pageSize=100');
    expect(board.statusCode, board.body).toBe(200);
    const item = board
      .json<{ items: { _id: string; organisationTimeZone: string }[] }>()
      .items.find((row) => row._id === request.id);
    expect(item?.organisationTimeZone).toBe('Europe/Lisbon');
    const detail = await call(mediDispatcherEn, 'GET', `/api/agency/jobs/${request.id}`);
    expect(detail.json()).toMatchObject({ organisationTimeZone: 'Europe/Lisbon' });

    const chosen = await applicationTo(request.id, {
      agencyId: medi.id,
      submittedBy: mediDispatcherEn.user.id,
      lastName: 'Lisboa',
    });
    const applied = await call(mediDispatcherEn, 'GET', '/api/agency/applications?pageSize=100');
    const mine = applied.json<{
      items: { _id: string; request: { organisationTimeZone: string } }[];
    }>().items;
    expect(
      mine.find((row) => row._id === chosen.application.id)?.request.organisationTimeZone,
    ).toBe('Europe/Lisbon');

    await select(hrSued, request.id, chosen.application.id);
    const mails = await mailsAbout(request.title);
    const english = mails.find((mail) => mail.to === mediDispatcherEn.user.email);
    const german = mails.find((mail) => mail.to === mediDispatcherDe.user.email);
    expect(english?.text).toContain(formatDateRange(shift.start, shift.end, 'en', 'Europe/Lisbon'));
    expect(german?.text).toContain(formatDateRange(shift.start, shift.end, 'de', 'Europe/Lisbon'));
    // Lisbon is an hour behind Berlin all year: Berlin's text would be another hour.
    expect(english?.text).not.toContain(
      formatDateRange(shift.start, shift.end, 'en', 'Europe/Berlin'),
    );
  });
});
