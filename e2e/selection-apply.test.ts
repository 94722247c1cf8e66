import { describe, expect, it } from 'vitest';
import { contextAt } from './support/clock';
import { useMarketplaceJourney, PASSWORD } from './support/marketplace';
import { signIn, signInToApi } from './support/session';

/**
 * Selection end to end, the agency's half (the clinic's is e2e/selection.test.ts), against the
 * real server and a real SMTP listener: an administrator vets a new agency and sets a
 * commission; its dispatcher filters the board, opens a substitute-doctor request and applies
 * with a staff member, a rate and three PDFs, on a phone.
 */

// Server and browser on one clock: the shift two days ahead is 29 February 2028,
// whatever day the test runs.
const INSTANT = '2028-02-27T09:00:00+01:00';
const { journey, call, newAgency, staffMember, pdf, postRequest, noHorizontalScroll } =
  useMarketplaceJourney(INSTANT);

describe('vetting and applying', () => {
  it('an administrator vets a new agency and sets the commission; its dispatcher finds a substitute-doctor request on a phone and applies', async () => {
    const { server, browser } = journey;
    const stamp = Date.now();
    const agencyName = `Ärztepool Alster ${stamp}`;
    const dispatcherEmail = `dispo.${stamp}@example.com`;
    const { token: dispatcher } = await newAgency(dispatcherEmail, agencyName);

    // The administrator, at a desk in German: vets the agency on its General Info tab...
    const desk = await contextAt(browser, server, INSTANT, {
      locale: 'de-DE',
      viewport: { width: 1280, height: 900 },
    });
    const admin = await desk.newPage();
    await signIn(admin, 'admin@example.com', { lang: 'de', landing: '/de/hospital' });
    await admin.goto('/de/admin/agencies');
    await admin.getByRole('searchbox', { name: 'Suchen' }).fill(`Alster ${stamp}`);
    // The search reaches the URL after a pause; a click before that would be undone by it.
    await admin.waitForURL((url) => url.searchParams.get('search') === `Alster ${stamp}`);
    await admin
      .getByRole('link', { name: `Details ansehen: ${agencyName}` })
      .first()
      .click();
    const card = admin.getByRole('region', { name: 'Prüfung' });
    await card.getByText('Wartet auf Prüfung').waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Agentur freigeben' }).click();
    await admin
      .getByRole('dialog', { name: /freigeben\?/ })
      .getByRole('button', { name: 'Agentur freigeben' })
      .click();
    await card.getByText('Geprüft', { exact: true }).waitFor();

    // ...and sets a commission of 7.5 % in the settings, reached from the back-office menu.
    await admin.getByRole('link', { name: 'Einstellungen' }).click();
    await admin.waitForURL('**/de/admin/settings');
    const rate = admin.getByLabel('Provisionssatz', { exact: false });
    await rate.waitFor({ timeout: 60_000 });
    await rate.fill('101');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByText('Bitte einen Satz zwischen 0 und 100 Prozent eingeben').waitFor();
    await rate.fill('0');
    await admin.getByText('Bei 0 % ist die Plattform kostenlos', { exact: false }).waitFor();
    await rate.fill('7,5');
    await admin.getByText('Beispiel: Bei 7,5', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin
      .getByRole('status')
      .getByText('Der Provisionssatz beträgt jetzt 7,5', { exact: false })
      .waitFor();
    const stored = await call<{ commissionRate: number }>(
      await signInToApi(server.url, 'admin@example.com'),
      'GET',
      '/admin/settings/commission',
    );
    expect(stored.json).toEqual({ commissionRate: 7.5 });

    // The clinic (HR of Klinikum Nord) posts a substitute-doctor request: one 8-hour period.
    const hr = await signInToApi(server.url, 'hr@example.com');
    const title = `Vertretung Neurologie ${stamp}`;
    const requestId = await postRequest(hr, title);

    // The dispatcher, on a phone in English, filters the board (position, accommodation), opens
    // the request and applies with a staff member (added through the API), 95 € an hour and
    // three PDFs uploaded in the application panel.
    await staffMember(dispatcher, 'Jonas', 'Lindqvist');
    const agencyPhone = await contextAt(browser, server, INSTANT, {
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const dispo = await agencyPhone.newPage();
    await signIn(dispo, dispatcherEmail, { password: PASSWORD, landing: '/en/agency/jobs' });
    await dispo.getByText('Vetted.', { exact: false }).waitFor({ timeout: 60_000 });

    // The filter opens from a button on the phone: residents with accommodation find nothing...
    const filter = dispo.getByRole('search', { name: 'Filter requests' });
    await dispo.getByRole('button', { name: 'Filter' }).click();
    await filter.getByLabel('Search').fill(String(stamp));
    await filter.getByRole('combobox', { name: 'Position' }).click();
    await dispo.getByRole('option', { name: 'Resident (Assistenzarzt)' }).click();
    await filter.getByRole('combobox', { name: 'Accommodation' }).click();
    await dispo.getByRole('option', { name: 'With accommodation' }).click();
    await filter.getByRole('button', { name: 'Search' }).click();
    await dispo.waitForURL(/position=Assistenzarzt/);
    await dispo.getByText('No request matches this filter').waitFor();

    // ...specialists with accommodation find the request, alone.
    await dispo.getByRole('button', { name: 'Filter' }).click();
    await filter.getByRole('combobox', { name: 'Position' }).click();
    await dispo.getByRole('option', { name: 'Specialist (Facharzt)' }).click();
    await filter.getByRole('button', { name: 'Search' }).click();
    await dispo.waitForURL(
      (url) =>
        url.searchParams.get('position') === 'Facharzt' &&
        url.searchParams.get('accommodation') === 'true' &&
        url.searchParams.get('search') === String(stamp),
    );
    const list = dispo.getByRole('list', { name: 'Open requests' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await noHorizontalScroll(dispo);

    // The request's detail: the clinic and the pay.
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await dispo.waitForURL(`**/en/agency/jobs/${requestId}`);
    await dispo.getByRole('heading', { name: 'Institution', exact: true }).waitFor();
    await dispo.getByText('Klinikum Nord').first().waitFor();
    await dispo.getByText('€90.00/h').first().waitFor();

    // The application: the staff member searched by name, the rate, and three PDFs uploaded now
    // (the new staff member has no documents on the profile). The person's profile is held
    // back until the PDFs are chosen, as on a busy machine: its late arrival keeps them chosen.
    const panel = dispo.getByRole('form', { name: 'Upload application' });
    let releaseProfile = () => {};
    const pdfsChosen = new Promise<void>((resolve) => (releaseProfile = resolve));
    const staffProfile = /\/api\/agency\/staff\/[^/?]+$/;
    await dispo.route(staffProfile, async (route) => {
      await pdfsChosen;
      await route.continue();
    });
    await panel.getByLabel(/^Staff member/).fill('Lindqvist');
    await dispo.getByRole('option', { name: /Jonas Lindqvist/ }).click();
    await panel.getByLabel('Curriculum vitae (PDF)').setInputFiles(pdf('Lebenslauf.pdf'));
    await panel.getByLabel('Approbation (PDF)').setInputFiles(pdf('Approbation.pdf'));
    await panel.getByLabel('Specialist diploma (PDF)').setInputFiles(pdf('Facharzturkunde.pdf'));
    await panel.getByLabel(/^Hourly rate/).fill('95');
    releaseProfile();
    await panel
      .getByRole('progressbar', { name: "Loading the person's documents" })
      .waitFor({ state: 'detached' });
    await dispo.unroute(staffProfile);
    for (const name of ['Lebenslauf.pdf', 'Approbation.pdf', 'Facharzturkunde.pdf']) {
      await panel.getByText(name, { exact: false }).waitFor();
    }
    // The panel uploads the three PDFs one after another before it applies: allow a busy machine.
    const applied = dispo.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/agency/jobs/${requestId}/applications`) &&
        response.request().method() === 'POST',
      { timeout: 90_000 },
    );
    await panel.getByRole('button', { name: 'Send application' }).click();
    const response = await applied;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as {
      hourlyRate: number;
      documents: Record<string, { documentId?: string; fileId?: string }>;
    };
    expect(sent.hourlyRate).toBe(95);
    expect(sent.documents.cv!.fileId).toBeTruthy();
    expect(sent.documents.approbation!.fileId).toBeTruthy();
    expect(sent.documents.specialist_diploma!.fileId).toBeTruthy();
    await panel
      .getByText('Application sent: Jonas Lindqvist is offered', { exact: false })
      .waitFor();
    const mine = dispo.getByRole('list', { name: 'My applications (1)' });
    await mine.getByText('Applied', { exact: true }).waitFor();
    await noHorizontalScroll(dispo);
    await agencyPhone.close();
    await desk.close();
  }, 300_000);
});
