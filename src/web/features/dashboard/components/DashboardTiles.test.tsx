// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/contracts/dashboard';
import * as answers from '#web/test/answers';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { DashboardEarnings } from './DashboardEarnings';
import { DashboardTiles } from './DashboardTiles';

const figures: Dashboard = {
  postedJobs: 1200,
  fulfilledJobs: 800,
  visitors: 40,
  totalEarnings: 150000,
  internalUsers: 12,
  externalUsers: 30,
  organisations: 4,
  agencies: 3,
  commission: {
    thisMonth: { issuedCents: 1_778_200, paidCents: 2_006_000 },
    lastMonth: { issuedCents: 75_900, paidCents: 75_900 },
    yearToDate: { issuedCents: 2_081_900, paidCents: -105 },
  },
};

describe('DashboardTiles', () => {
  it('is one busy region named "Key figures" while loading, then the tiles', async () => {
    const answer = answers.held<Dashboard>();
    stubApi({ 'GET /admin/dashboard': answer });
    renderWithApp(<DashboardTiles />);
    answers.expectBusy('Key figures');
    answer.release(figures);
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    expect(tiles.getAttribute('aria-busy')).toBeNull();
    answers.expectBusy(null);
    expect(tiles.textContent).toContain('Posted Jobs');
    expect(tiles.textContent).toContain('1,200');
    // The earnings tile says what it counts: the billing page's net commission invoiced.
    const earnings = within(tiles).getByRole('heading', { name: 'Total Earnings' }).parentElement!;
    expect(earnings.textContent).toContain('€150,000.00');
    expect(earnings.textContent).toContain('Commission invoiced, net, since the start');
  });

  it('names the region in German', () => {
    stubApi({ 'GET /admin/dashboard': answers.never });
    renderWithApp(<DashboardTiles />, { language: 'de' });
    expect(screen.getByRole('status', { name: 'Kennzahlen' })).toBeTruthy();
  });

  it('shows a failure with a retry that loads the figures', async () => {
    const answer = answers.failingUntilRecovered(
      apiError(500, 'INTERNAL', 'Figures unavailable'),
      figures,
    );
    stubApi({ 'GET /admin/dashboard': answer });
    const { user } = renderWithApp(<DashboardTiles />);
    await answers.retryAfterError(user, 'Figures unavailable', answer.recover);
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DashboardEarnings', () => {
  it('shows commission issued and paid per period in euros, in German', async () => {
    stubApi({ 'GET /admin/dashboard': figures });
    renderWithApp(<DashboardEarnings />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Provisionserlöse (netto)' });
    // Intl puts a no-break space before the euro sign.
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells('Dieser Monat')).toEqual(['17.782,00 €', '20.060,00 €']);
    expect(cells('Letzter Monat')).toEqual(['759,00 €', '759,00 €']);
    // A credit note can outweigh the payments recorded: the sign is kept.
    expect(cells('Seit Jahresbeginn')).toEqual(['20.819,00 €', '-1,05 €']);
  });

  it('formats the amounts in English', async () => {
    stubApi({ 'GET /admin/dashboard': figures });
    renderWithApp(<DashboardEarnings />);
    const table = await screen.findByRole('table', { name: 'Commission earnings (net)' });
    expect(within(table).getByRole('row', { name: /^This month/ }).textContent).toContain(
      '€17,782.00',
    );
  });
});
