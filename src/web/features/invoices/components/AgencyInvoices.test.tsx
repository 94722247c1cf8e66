// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '#shared/contracts/invoices';
import { AGENCY, invoice, list } from '#web/test/invoices';
import { renderWithApp, stubApi } from '#web/test/render';
import { AgencyInvoices } from './AgencyInvoices';

const id = (n: number) => `3f2a9c1b-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CLINIC_NORD = id(101);
const CLINIC_SUED = id(102);
const toNord = invoice({ id: id(1), recipientOrganisationId: CLINIC_NORD, placementId: id(301) });
const toSued = invoice({
  id: id(2),
  number: 'AG-2026-00002',
  recipientOrganisationId: CLINIC_SUED,
  recipientName: 'Klinik Süd',
  placementId: id(302),
  netCents: 10_000,
  vatCents: 1_900,
  grossCents: 11_900,
});
const commission = (n: number, placementId: string, netCents: number): InvoiceSummary =>
  invoice({
    id: id(10 + n),
    number: `MS-2026-0000${n}`,
    issuerKind: 'platform',
    issuerAgencyId: null,
    issuerName: 'Staffing Marketplace GmbH',
    recipientKind: 'agency',
    recipientOrganisationId: null,
    recipientAgencyId: AGENCY,
    recipientName: 'Pflegeagentur Müller',
    placementId,
    dueDate: '2026-12-15',
    netCents,
    vatCents: Math.round(netCents * 0.19),
    grossCents: netCents + Math.round(netCents * 0.19),
    status: 'overdue',
  });
const items = [
  toNord,
  toSued,
  commission(1, toNord.placementId, 18_542),
  commission(2, toSued.placementId, 1_250),
];

const section = (name: string) => within(screen.getByRole('region', { name }));

const clinics = {
  counterparties: [
    { id: CLINIC_NORD, name: 'Klinikum Nord' },
    { id: CLINIC_SUED, name: 'Klinik Süd' },
  ],
};
/** The server's two lists: what the agency issued, and the platform's commission invoices. */
const byIssuer =
  (issued: InvoiceSummary[], platform: InvoiceSummary[]) => (call: { path: string }) =>
    call.path.includes('issuer=platform') ? list(platform, clinics) : list(issued, clinics);

describe('the agency’s invoices', () => {
  it('shows issued invoices and commission invoices apart, with totals, status, due date and downloads, in German', async () => {
    stubApi({
      'GET /invoices': byIssuer(
        [toNord, toSued],
        [commission(1, toNord.placementId, 18_542), commission(2, toSued.placementId, 1_250)],
      ),
    });
    renderWithApp(<AgencyInvoices />, { language: 'de' });
    expect(await screen.findByText('AG-2026-00001')).toBeTruthy();
    const issued = section('An Kliniken gestellt');
    expect(issued.getByText('Klinik Süd')).toBeTruthy();
    // The agency issued every row itself: no issuer column repeating its name.
    expect(issued.queryByRole('columnheader', { name: 'Aussteller' })).toBeNull();
    expect(issued.getByText('Summe: netto 1.583,31 €, USt. 300,83 €')).toBeTruthy();
    expect(issued.getAllByText('31.12.2026').length).toBe(2);
    const platform = section('Provisionsrechnungen der Plattform');
    expect(await platform.findAllByText('Überfällig')).toHaveLength(2);
    expect(platform.getAllByText('15.12.2026')).toHaveLength(2);
    expect(platform.getByText('Summe: netto 197,92 €, USt. 37,61 €')).toBeTruthy();
    expect(
      platform.getByRole('button', {
        name: 'Rechnung MS-2026-00001 von Staffing Marketplace GmbH als E-Rechnung im Format XML herunterladen',
      }),
    ).toBeTruthy();
  });

  it('asks the server for both lists of one clinic, each from its first page', async () => {
    const { calls } = stubApi({
      'GET /invoices': (call) =>
        call.path.includes(`counterpartId=${CLINIC_SUED}`)
          ? byIssuer([toSued], [commission(2, toSued.placementId, 1_250)])(call)
          : byIssuer(items.slice(0, 2), items.slice(2))(call),
    });
    renderWithApp(<AgencyInvoices />);
    expect(await screen.findByText('AG-2026-00002')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Clinic' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Klinik Süd' }));
    await waitFor(() => expect(screen.queryByText('AG-2026-00001')).toBeNull());
    expect(screen.getByText('MS-2026-00002')).toBeTruthy();
    expect(screen.queryByText('MS-2026-00001')).toBeNull();
    for (const issuer of ['agency', 'platform']) {
      expect(
        calls.some(
          (call) =>
            call.path ===
            `/invoices?counterpartId=${CLINIC_SUED}&issuer=${issuer}&page=0&pageSize=20`,
        ),
      ).toBe(true);
    }
  });

  it('asks the server for a service month and says when a list is empty', async () => {
    const { calls } = stubApi({
      'GET /invoices': (call) =>
        call.path.includes('month=2026-10')
          ? list([], clinics)
          : byIssuer(items.slice(0, 2), items.slice(2))(call),
    });
    renderWithApp(<AgencyInvoices />);
    expect(await screen.findByText('AG-2026-00001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Service month'), { target: { value: '2026-10' } });
    await waitFor(() =>
      expect(screen.getAllByText('No invoices for this selection.')).toHaveLength(2),
    );
    expect(
      calls.some((call) => call.path.startsWith('/invoices?month=2026-10&issuer=agency')),
    ).toBe(true);
  });
});
