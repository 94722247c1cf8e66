import { describe, expect, it } from 'vitest';
import { contextAt } from './support/clock';
import { substituteDoctorRequest, useMarketplaceJourney } from './support/marketplace';
import { signIn, signInToApi } from './support/session';

/**
 * The Staff Leasing Act (AÜG): the clinic sees, at selection, how long an agency worker has been
 * leased to it and is warned when equal pay falls due within 4 weeks. The history is made of
 * booked future placements, at most two months apart, so the count never restarts.
 */

// Server and browser on one clock: the history starts on 29 February 2028, so
// equal pay falls due on 29 November, whatever day the test runs.
const INSTANT = '2028-02-27T12:00:00+01:00';
const steps = useMarketplaceJourney(INSTANT);
const { journey, call, newAgency, staffMember, apply, vetAgency } = steps;
const DAY = 86_400_000;

/** YYYY-MM-DD of an instant at 07:00 UTC (the same day in Germany). */
const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
/** The day n months later (same day of the month, or the 1st after a short month). */
function monthsLater(day: string, months: number) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return dayOf(
    date <= last
      ? Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), date, 7)
      : Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 1, 7),
  );
}

describe('staff-leasing months at selection', () => {
  it('shows the months, the equal-pay day and a warning badge on the applicant card, in English and German', async () => {
    const { server, browser } = journey;
    const stamp = Date.now();
    const { token: dispatcher, agencyId } = await newAgency(
      `aueg.${stamp}@example.com`,
      `Leihpool ${stamp}`,
    );
    await vetAgency(agencyId);
    const greta = await staffMember(dispatcher, 'Greta', `Gleich${stamp % 10_000}`);
    const name = `Greta Gleich${stamp % 10_000}`;
    const hr = await signInToApi(server.url, 'hr@example.com');
    const organisation = (await call<{ items: { _id: string }[] }>(hr, 'GET', '/organisation')).json
      .items[0]!._id;

    async function requestAt(start: number, title: string) {
      const posted = await call<{ _id: string }>(
        hr,
        'POST',
        '/job',
        substituteDoctorRequest(title, organisation, start),
      );
      expect(posted.status).toBe(201);
      await apply(dispatcher, posted.json._id, greta, 90);
      return posted.json._id;
    }

    const today = new Date(INSTANT);
    const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2, 7);
    const since = dayOf(first);
    const equalPayFrom = monthsLater(since, 9);
    // Booked every 60 days (no interruption of 3 months), then a request 10 days before equal pay.
    for (const offset of [0, 60, 120, 180, 240]) {
      const id = await requestAt(first + offset * DAY, `AÜG Verlauf ${stamp} ${offset}`);
      const applicants = await call<{ items: { _id: string }[] }>(
        hr,
        'GET',
        `/job/${id}/applicants`,
      );
      const selected = await call(
        hr,
        'POST',
        `/job/${id}/applicants/${applicants.json.items[0]!._id}/select`,
      );
      expect(selected.status).toBe(200);
    }
    const lastStart = Date.parse(`${equalPayFrom}T07:00:00Z`) - 10 * DAY;
    const requestId = await requestAt(lastStart, `AÜG Auswahl ${stamp}`);

    const context = await contextAt(browser, server, INSTANT);
    const clinic = await context.newPage();
    await signIn(clinic, 'hr@example.com', { landing: '/en/hospital' });
    await clinic.goto(`/en/hospital/requests/${requestId}#applicants`);
    const card = clinic.getByRole('listitem', { name });
    await card.waitFor({ timeout: 60_000 });
    const aueg = card.getByRole('group', { name: 'Staff leasing at this clinic (AÜG)' });
    const english = (day: string) => day.split('-').reverse().join('/');
    await aueg
      .getByText(`0 months worked here since ${english(since)}`, { exact: false })
      .waitFor();
    await aueg.getByText(`equal pay from ${english(equalPayFrom)}`, { exact: false }).waitFor();
    await aueg.getByText(`Equal pay due within 4 weeks (${english(equalPayFrom)})`).waitFor();

    await clinic.goto(`/de/hospital/requests/${requestId}#applicants`);
    const german = (day: string) => day.split('-').reverse().join('.');
    const karte = clinic
      .getByRole('listitem', { name })
      .getByRole('group', { name: 'Arbeitnehmerüberlassung bei dieser Klinik (AÜG)' });
    await karte
      .getByText(`Equal Pay in weniger als 4 Wochen fällig (${german(equalPayFrom)})`)
      .waitFor({ timeout: 60_000 });
    await context.close();
  });
});
