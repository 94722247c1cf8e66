import { describe, expect, it } from 'vitest';
import { contextAt } from './support/clock';
import { useMarketplaceJourney, PASSWORD } from './support/marketplace';
import { signIn, signInToApi } from './support/session';

/**
 * Selection end to end, the clinic's half (the agency's is e2e/selection-apply.test.ts), against
 * the real server and a real SMTP listener: a new agency, vetted, and the demo agency have
 * applied (through the API); the clinic selects one applicant on a phone; the request turns
 * green; the agency sees the application as selected in Applied Jobs; the e-mails arrive; the
 * dashboard's earnings stay until the billing run invoices the worked hours.
 */

// Server and browser on one clock: the shift two days ahead is on 31 October 2027,
// the day the clocks go back, whatever day the test runs.
const INSTANT = '2027-10-29T09:00:00+02:00';
const steps = useMarketplaceJourney(INSTANT);
const { journey, call, mailTo, newAgency, staffMember, apply, postRequest } = steps;
const { vetAgency, setCommission, noHorizontalScroll, earnings } = steps;

describe('selecting an applicant', () => {
  it("the clinic selects an agency's applicant on a phone; the request turns green, the agency is told and the platform earns its commission", async () => {
    const { server, browser } = journey;
    const stamp = Date.now();
    const agencyName = `Ärztepool Alster ${stamp}`;
    const dispatcherEmail = `dispo.${stamp}@example.com`;
    const { token: dispatcher, agencyId } = await newAgency(dispatcherEmail, agencyName);
    await vetAgency(agencyId);
    await setCommission(7.5);

    // The administrator, at a desk in German, reads the earnings before.
    const desk = await contextAt(browser, server, INSTANT, {
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
    });
    const admin = await desk.newPage();
    await signIn(admin, 'admin@example.com', { lang: 'de', landing: '/de/hospital' });
    const earningsBefore = await earnings(admin);

    // The clinic posts a substitute-doctor request; the agency applies with Jonas at 95 € an
    // hour and three PDFs.
    const hr = await signInToApi(server.url, 'hr@example.com');
    const title = `Vertretung Neurologie ${stamp}`;
    const requestId = await postRequest(hr, title);
    await apply(dispatcher, requestId, await staffMember(dispatcher, 'Jonas', 'Lindqvist'), 95);

    // A second applicant from the demo agency, who will not be selected.
    const medistaff = await signInToApi(server.url, 'agency@example.com');
    const rival = await staffMember(medistaff, 'Mira', 'Sommer');
    await apply(medistaff, requestId, rival, 88.5);

    // The clinic, on a phone in English, finds the request in the confirmation table with both
    // applicants' qualification and rate, and opens the applicants.
    const phone = await contextAt(browser, server, INSTANT, {
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
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
      await jonas
        .getByRole('button', { name: `Download the ${name} of Jonas Lindqvist` })
        .waitFor();
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
    expect(await clinic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

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

    // The dispatcher, on a phone in English.
    const agencyPhone = await contextAt(browser, server, INSTANT, {
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const dispo = await agencyPhone.newPage();
    await signIn(dispo, dispatcherEmail, { password: PASSWORD, landing: '/en/agency/jobs' });

    // Selecting again is refused clearly, in the caller's language.
    const applicants = await call<{
      items: Array<{ _id: string; state: string; user: { firstName: string } }>;
    }>(hr, 'GET', `/job/${requestId}/applicants`);
    const mira = applicants.json.items.find((item) => item.user.firstName === 'Mira')!;
    const again = await call<{ error: { code: string } }>(
      hr,
      'POST',
      `/job/${requestId}/applicants/${mira._id}/select`,
    );
    expect(again.status).toBe(409);

    // The agency sees the application as selected in Applied Jobs, under the Selected state too;
    // the other agency's is not selected.
    await dispo.goto('/en/agency/applied-jobs');
    const appliedJobs = dispo.getByRole('list', { name: 'Applied Jobs' });
    const application = appliedJobs.getByRole('listitem', { name: `${title}, Jonas Lindqvist` });
    await application.getByText('Selected', { exact: true }).waitFor({ timeout: 60_000 });
    await application.getByText('€95.00/h', { exact: false }).waitFor();
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

    // The dashboard's earnings are invoiced commission: a selection adds nothing until the
    // billing run has invoiced the hours worked.
    expect(await earnings(admin)).toBeCloseTo(earningsBefore, 2);
    await desk.close();
  }, 300_000);
});
