// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENCY, invoice, list } from '#web/test/invoices';
import { renderWithApp, stubApi } from '#web/test/render';
import { BillingOverview } from './BillingOverview';
import { ReceivedInvoices } from './ReceivedInvoices';

describe('the organisation’s invoices', () => {
  it('lists invoices with status, totals and downloads, in German', async () => {
    stubApi({ 'GET /invoices': list([invoice()]) });
    renderWithApp(<ReceivedInvoices />, { language: 'de' });
    expect(await screen.findByText('AG-2026-00001')).toBeTruthy();
    expect(screen.getByText('Überfällig')).toBeTruthy();
    expect(screen.getByText('01.11.2026 – 30.11.2026')).toBeTruthy();
    expect(screen.getAllByText('1.765,14 €').length).toBeGreaterThan(0);
    expect(screen.getByText('Summe: netto 1.483,31 €, USt. 281,83 €')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Rechnung AG-2026-00001 von Pflegeagentur Müller als PDF herunterladen',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Gutschrift')).toBeNull();
  });

  it('names each invoice’s issuer: two agencies may number theirs alike', async () => {
    const other = invoice({
      id: '3f2a9c1b-0000-4000-8000-000000000009',
      issuerAgencyId: '3f2a9c1b-0000-4000-8000-0000000000a2',
      issuerName: 'CarePlus Personal',
    });
    stubApi({ 'GET /invoices': list([invoice(), other]) });
    renderWithApp(<ReceivedInvoices />, { language: 'de' });
    expect(await screen.findByRole('columnheader', { name: 'Aussteller' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Leistungszeitraum' })).toBeTruthy();
    const rows = screen
      .getAllByText('AG-2026-00001')
      .map((cell) => cell.closest('tr')!.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Pflegeagentur Müller');
    expect(rows[1]).toContain('CarePlus Personal');
    // Named once per row, in its own column, and in each download's name.
    expect(rows[0]!.split('Pflegeagentur Müller')).toHaveLength(2);
    expect(
      screen.getByRole('button', {
        name: 'Rechnung AG-2026-00001 von CarePlus Personal als PDF herunterladen',
      }),
    ).toBeTruthy();
  });

  it('marks a credit note beside its number', async () => {
    const creditNote = invoice({
      id: '3f2a9c1b-0000-4000-8000-000000000003',
      kind: 'credit_note',
      number: 'AG-2026-00002',
      grossCents: -176_514,
    });
    stubApi({ 'GET /invoices': list([invoice(), creditNote]) });
    renderWithApp(<ReceivedInvoices />);
    const row = (await screen.findByText('AG-2026-00002')).closest('tr')!;
    expect(row.textContent).toContain('Credit note');
    expect(screen.getByText('AG-2026-00001').closest('tr')!.textContent).not.toContain(
      'Credit note',
    );
  });

  it('filters by service month and agency, and asks the server again from the first page', async () => {
    const counterparties = [{ id: AGENCY, name: 'Pflegeagentur Müller' }];
    const { calls } = stubApi({
      'GET /invoices': (call) =>
        call.path.includes('month=2026-10')
          ? list([], { counterparties })
          : list([invoice()], { counterparties }),
    });
    renderWithApp(<ReceivedInvoices />);
    expect(await screen.findByText('AG-2026-00001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Service month'), { target: { value: '2026-10' } });
    expect(await screen.findByText('No invoices for this selection.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/invoices?month=2026-10&page=0&pageSize=20')).toBe(
        true,
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pflegeagentur Müller' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes(`counterpartId=${AGENCY}`))).toBe(true),
    );
  });

  it('pages through a long list, with the totals of the whole selection', async () => {
    const page = (n: number) => [
      invoice({
        id: `3f2a9c1b-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
        number: `AG-2026-000${n + 10}`,
      }),
    ];
    const whole = { netCents: 2_966_620, vatCents: 563_660, grossCents: 3_530_280 };
    const { calls } = stubApi({
      'GET /invoices': (call) =>
        list(page(call.path.includes('page=1') ? 2 : 1), { total: 40, totals: whole }),
    });
    const { user } = renderWithApp(<ReceivedInvoices />);
    expect(await screen.findByText('AG-2026-00011')).toBeTruthy();
    expect(screen.getByText('1–20 of 40')).toBeTruthy();
    expect(screen.getByText('Total: net €29,666.20, VAT €5,636.60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('AG-2026-00012')).toBeTruthy();
    expect(calls.some((call) => call.path === '/invoices?page=1&pageSize=20')).toBe(true);
  });
});

describe('the administrator’s billing overview', () => {
  it('sums commission by status, marks an invoice paid and runs the billing', async () => {
    const commission = invoice({
      id: '3f2a9c1b-0000-4000-8000-000000000002',
      number: 'MS-2026-00001',
      issuerKind: 'platform',
      issuerAgencyId: null,
      issuerName: 'Staffing Marketplace GmbH',
      netCents: 18_541,
      vatCents: 3_523,
      grossCents: 22_064,
      status: 'issued',
    });
    const { calls } = stubApi({
      // The commission figures are the server's sums over all platform invoices, not this page's.
      'GET /invoices': (call) =>
        call.path.includes('issuer=platform')
          ? list([commission], {
              grossByStatus: { issued: 22_064, overdue: 0, paid: 1_000_000, cancelled: 0 },
            })
          : list([invoice(), commission]),
      [`POST /admin/invoices/${commission.id}/paid`]: { ...commission, status: 'paid' },
      'POST /admin/invoices/runs': {
        month: '2026-11',
        invoicedPlacements: 1,
        issued: [invoice()],
        problems: [],
      },
      'GET /admin/invoices/problems': { items: [], total: 0 },
    });
    const { user } = renderWithApp(<BillingOverview />);
    // Net invoiced (the dashboard's "Total earnings") and the receivables by status, gross.
    expect(
      await screen.findByText('Commission invoiced (net, since the start): €185.41'),
    ).toBeTruthy();
    expect(screen.getByText('Commission open, not yet due (gross): €220.64')).toBeTruthy();
    expect(screen.getByText('Commission overdue (gross): €0.00')).toBeTruthy();
    expect(screen.getByText('Commission paid (gross): €10,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark invoice MS-2026-00001 as paid' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/paid'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Bill last month' }));
    expect(await screen.findByText('1 invoice issued.')).toBeTruthy();
  });

  it('cancels an invoice only after the administrator confirms the credit note', async () => {
    const { calls } = stubApi({
      'GET /invoices': list([invoice({ status: 'issued' })]),
      'GET /admin/invoices/problems': { items: [], total: 0 },
      [`POST /admin/invoices/${invoice().id}/cancellation`]: {
        invoice: invoice({ status: 'cancelled' }),
        creditNote: invoice({ kind: 'credit_note', number: 'AG-2026-00002' }),
      },
    });
    const { user } = renderWithApp(<BillingOverview />, { language: 'de' });
    const cancelled = () =>
      calls.some((call) => call.method === 'POST' && call.path.endsWith('/cancellation'));
    await user.click(
      await screen.findByRole('button', {
        name: 'Rechnung AG-2026-00001 mit einer Gutschrift stornieren',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechnung AG-2026-00001 stornieren?',
    });
    expect(dialog.textContent!.replace(/\s/g, ' ')).toContain('1.765,14 €');
    await user.click(within(dialog).getByRole('button', { name: 'Rechnung behalten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled()).toBe(false);

    await user.click(
      screen.getByRole('button', {
        name: 'Rechnung AG-2026-00001 mit einer Gutschrift stornieren',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Mit Gutschrift stornieren',
      }),
    );
    await waitFor(() => expect(cancelled()).toBe(true));
  });

  it('lists the placements a run could not invoice, each reason in the reader’s language, linked to its request', async () => {
    const placementId = '3f2a9c1b-0000-4000-8000-0000000000c2';
    const problem = {
      id: '3f2a9c1b-0000-4000-8000-0000000000d1',
      placementId,
      requestId: '3f2a9c1b-0000-4000-8000-0000000000e1',
      requestTitle: 'Vertretung Neurologie',
      organisationName: 'Klinikum Nord',
      agencyName: 'Pflegeagentur Müller',
      month: '2026-11',
      reason: 'HOURS_OUT_OF_RANGE' as const,
      details: { serviceMonth: '2026-11', minutes: 24_716_160, limitMinutes: 44_700 },
      firstSeenAt: '2026-12-01T05:00:00.000Z',
      lastSeenAt: '2026-12-01T05:00:00.000Z',
    };
    stubApi({
      'GET /invoices': list([invoice()]),
      'GET /admin/invoices/problems': { items: [problem], total: 1 },
      'POST /admin/invoices/runs': {
        month: '2026-11',
        invoicedPlacements: 1,
        issued: [invoice()],
        problems: [{ placementId, reason: problem.reason, details: problem.details }],
      },
    });
    const { user } = renderWithApp(<BillingOverview />, { language: 'de' });
    const section = await screen.findByRole('region', {
      name: 'Einsätze, die nicht abgerechnet werden konnten',
    });
    expect(
      await within(section).findByText(
        'Unplausible Stunden: 411.936 Stunden im Monat 11/2026, ein Monat fasst höchstens 745. Bitte die freigegebenen Stundenzettel prüfen.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Vertretung Neurologie' }).getAttribute('href'),
    ).toBe('/de/hospital/requests/3f2a9c1b-0000-4000-8000-0000000000e1');
    expect(within(section).getByText('01.12.2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Letzten Monat abrechnen' }));
    expect(
      await screen.findByText('1 Einsatz konnte nicht abgerechnet werden: siehe unten.'),
    ).toBeTruthy();
  });

  it('says so when every placement was invoiced', async () => {
    stubApi({
      'GET /invoices': list([invoice()]),
      'GET /admin/invoices/problems': { items: [], total: 0 },
    });
    renderWithApp(<BillingOverview />);
    expect(
      await screen.findByText('Every placement with approved hours was invoiced.'),
    ).toBeTruthy();
  });
});
