// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoice, list } from '#web/test/invoices';
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
    expect(screen.getByRole('button', { name: 'Rechnung AG-2026-00001 als PDF herunterladen' })).toBeTruthy();
    expect(screen.queryByText('Gutschrift')).toBeNull();
  });

  it('marks a credit note beside its number', async () => {
    const creditNote = invoice({ id: '3f2a9c1b-0000-4000-8000-000000000003', kind: 'credit_note', number: 'AG-2026-00002', grossCents: -176_514 });
    stubApi({ 'GET /invoices': list([invoice(), creditNote]) });
    renderWithApp(<ReceivedInvoices />);
    const row = (await screen.findByText('AG-2026-00002')).closest('tr')!;
    expect(row.textContent).toContain('Credit note');
    expect(screen.getByText('AG-2026-00001').closest('tr')!.textContent).not.toContain('Credit note');
  });

  it('filters by service month and asks the server again', async () => {
    const { calls } = stubApi({
      'GET /invoices': (call) => (call.path.includes('month=2026-10') ? list([]) : list([invoice()])),
    });
    renderWithApp(<ReceivedInvoices />);
    expect(await screen.findByText('AG-2026-00001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Service month'), { target: { value: '2026-10' } });
    expect(await screen.findByText('No invoices for this selection.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/invoices?month=2026-10')).toBe(true));
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
      grossCents: 22_064,
      status: 'issued',
    });
    const { calls } = stubApi({
      'GET /invoices': list([invoice(), commission]),
      [`POST /admin/invoices/${commission.id}/paid`]: { ...commission, status: 'paid' },
      'POST /admin/invoices/runs': { month: '2026-11', issued: [invoice()], skipped: [] },
    });
    const { user } = renderWithApp(<BillingOverview />);
    expect(await screen.findByText('Commission issued: €220.64')).toBeTruthy();
    expect(screen.getByText('Commission overdue: €0.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark invoice MS-2026-00001 as paid' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/paid'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Bill last month' }));
    expect(await screen.findByText('1 invoice issued.')).toBeTruthy();
  });
});
