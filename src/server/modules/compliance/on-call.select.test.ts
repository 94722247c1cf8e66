import { describe, expect, it } from 'vitest';
import { applications, onCallAgreements, requests, shifts } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { berlin } from '#server/test/clock-fixtures';
import {
  call,
  ctx,
  errorOf,
  hrNord,
  hrSued,
  nord,
  selectUrl,
  snapshot,
  sued,
  useSelectionApp,
} from '#server/test/selection-fixtures';
import { joinDepartment, signedIn, type TestOrganisation } from '#server/test/tenants';

// ArbZG §7 at selection: a 24-hour on-call shift at a clinic with an agreement, for a doctor of
// its pool who consented to an average above 48 hours and one who did not; at a clinic without.

useSelectionApp({ clock: fixedClock(berlin('2026-11-02T08:00')) });

// 24 hours from Tuesday noon, 23:15 of work; the week's other duties (at the other clinic) bring
// it to 48:01 hours: lawful with consent up to the agreed 58 hours, not without.
const ON_CALL: [string, string] = ['2026-11-10T12:00', '2026-11-11T12:00'];
const SAME_WEEK: [string, string][] = [
  ['2026-11-13T08:00', '2026-11-13T18:45'],
  ['2026-11-15T08:00', '2026-11-15T18:45'],
  ['2026-11-09T06:00', '2026-11-09T10:46'],
];
const AGREEMENT = {
  maxDutyHours: 24,
  minOnCallPercent: 30,
  restAfterHours: 12,
  averagingWeeks: 1,
  consentAverageHours: 58,
};

async function request(
  organisation: TestOrganisation,
  spans: [string, string][],
  state: 'internal_adv' | 'internal_fill',
  onCallPercent: number | null,
) {
  const place = { organisationId: organisation.id, departmentId: organisation.departments[0]!.id };
  const [row] = await ctx.db
    .insert(requests)
    .values({
      ...place,
      kind: 'staff',
      state,
      title: `Bereitschaft ${spans[0]![0]}`,
      firstShiftStart: berlin(spans[0]![0]),
      lastShiftEnd: berlin(spans.at(-1)![1]),
    })
    .returning();
  await ctx.db.insert(shifts).values(
    spans.map(([from, to]) => ({
      ...place,
      requestId: row!.id,
      startsAt: berlin(from),
      endsAt: berlin(to),
      dutyKind: onCallPercent === null ? ('regular' as const) : ('on_call' as const),
      onCallPercent,
    })),
  );
  return row!;
}

/** A doctor of the organisation's pool, booked at the other clinic this week, applied for `requestId`. */
async function doctor(organisation: TestOrganisation, requestId: string, consents: boolean) {
  const person = await signedIn(ctx.app, ctx.db, 'USER', 'en', 'Dana');
  await joinDepartment(ctx.db, organisation.departments[0]!.id, person, 'customer');
  if (consents) {
    const given = await call(person, 'PUT', `/api/me/on-call-consents/${organisation.id}`);
    expect(given.statusCode).toBe(200);
  }
  const other = organisation === nord ? sued : nord;
  const booked = await request(other, SAME_WEEK, 'internal_fill', null);
  await ctx.db
    .insert(applications)
    .values({ requestId: booked.id, userId: person.user.id, state: 'selected' });
  const [application] = await ctx.db
    .insert(applications)
    .values({ requestId, userId: person.user.id, state: 'applied' })
    .returning();
  return application!;
}

const pick = (hr: typeof hrNord, requestId: string, applicationId: string, language = 'en') =>
  call(hr, 'POST', selectUrl(requestId, applicationId), undefined, language);

describe('a 24-hour on-call shift under ArbZG §7', () => {
  it('is selected for a consenting doctor where the clinic has an agreement', async () => {
    await ctx.db.insert(onCallAgreements).values({ organisationId: nord.id, ...AGREEMENT });
    const onCall = await request(nord, [ON_CALL], 'internal_adv', 60);
    const application = await doctor(nord, onCall.id, true);
    const selected = await pick(hrNord, onCall.id, application.id);
    expect(selected.statusCode).toBe(200);
  });

  it('is refused for a doctor without consent, naming §7 (8), in en and de; nothing changes', async () => {
    const onCall = await request(nord, [ON_CALL], 'internal_adv', 60);
    const application = await doctor(nord, onCall.id, false);
    const before = await snapshot(onCall.id);
    const refused = await pick(hrNord, onCall.id, application.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'WORKING_TIME_REFUSED',
      details: [
        { key: 'WorkingTime_over_48h_12_months', message: expect.stringContaining('§7 (8)') },
      ],
    });
    const german = await pick(hrNord, onCall.id, application.id, 'de');
    expect(errorOf(german).details?.[0]?.message).toContain('§ 7 Abs. 8');
    expect(await snapshot(onCall.id)).toEqual(before);
  });

  it('is refused under a clinic without an agreement, naming §7 (1) Nr. 1 a, consent or not', async () => {
    const onCall = await request(sued, [ON_CALL], 'internal_adv', 60);
    const application = await doctor(sued, onCall.id, true);
    const refused = await pick(hrSued, onCall.id, application.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).details).toEqual([
      expect.objectContaining({
        key: 'WorkingTime_on_call_no_agreement',
        message: expect.stringContaining('§7 (1) Nr. 1 a'),
      }),
    ]);
    const german = await pick(hrSued, onCall.id, application.id, 'de');
    expect(errorOf(german).details?.[0]?.message).toContain('Tarifvertrag');
  });

  it('a regular 24-hour shift stays refused by §3 under the agreement', async () => {
    const regular = await request(nord, [ON_CALL], 'internal_adv', null);
    const application = await doctor(nord, regular.id, true);
    const refused = await pick(hrNord, regular.id, application.id);
    expect(errorOf(refused).details?.map((detail) => detail.key)).toEqual(['WorkingTime_over_10h']);
  });

  it('the applicants dialog shows the same check before the click', async () => {
    const onCall = await request(nord, [ON_CALL], 'internal_adv', 60);
    const consenting = await doctor(nord, onCall.id, true);
    const refusing = await doctor(nord, onCall.id, false);
    const dialog = await call(hrNord, 'GET', `/api/job/${onCall.id}/applicants`);
    const items = (
      dialog.json() as { items: { _id: string; workingTime: { refusals: string[] } | null }[] }
    ).items;
    const refusalsOf = (id: string) => items.find((item) => item._id === id)?.workingTime?.refusals;
    expect(refusalsOf(consenting.id)).toEqual([]);
    expect(refusalsOf(refusing.id)).toEqual(['over_48h_12_months']);
  });
});
