// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyOrganisation } from '#shared/contracts/requests';
import { testMyOrganisation } from '#web/test/my-organisation';
import { renderWithApp } from '#web/test/render';
import { berlinToday, presetPeriod } from '../period';
import { useReportSearch } from '../useReportSearch';
import { ReportFilters } from './ReportFilters';

const organisation = (id: string, name: string, wards: [string, string][]): MyOrganisation =>
  testMyOrganisation({
    id,
    name,
    departments: wards.map(([wardId, wardName]) => ({ _id: wardId, name: wardName })),
  });

const NORD = organisation('0b6f0a3e-4444-4000-8000-000000000001', 'Klinikum Nord', [
  ['0b6f0a3e-5555-4000-8000-000000000001', 'Kardiologie'],
  ['0b6f0a3e-5555-4000-8000-000000000002', 'Geriatrie'],
]);
const SUED = organisation('0b6f0a3e-4444-4000-8000-000000000002', 'Klinikum Süd', [
  ['0b6f0a3e-5555-4000-8000-000000000003', 'Chirurgie'],
]);

/** The filters as the page uses them, with the URL's query shown for the test to read. */
function Filters({ isAdmin }: { isAdmin: boolean }) {
  const search = useReportSearch();
  const location = useLocation();
  return (
    <>
      <ReportFilters search={search} organisations={[NORD, SUED]} isAdmin={isAdmin} />
      <output aria-label="query">{location.search}</output>
    </>
  );
}

const query = () => screen.getByRole('status', { name: 'query' }).textContent;

describe('ReportFilters', () => {
  it('opens a custom period from the link and keeps it', async () => {
    renderWithApp(<Filters isAdmin={false} />, {
      route: '/en/reports?from=2026-01-05&to=2026-02-10',
    });
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Custom period');
    // Our own date fields write the screen's language, not the device's or ISO.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From' }).value).toBe(
      '05/01/2026',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'To' }).value).toBe('10/02/2026');
  });

  it('puts a preset into the URL as days', async () => {
    const { user } = renderWithApp(<Filters isAdmin={false} />, { route: '/en/reports' });
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Last 12 months');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'This month' }));
    const month = presetPeriod('month', berlinToday());
    expect(query()).toBe(`?from=${month.from}&to=${month.to}`);
  });

  it('offers HR the wards of every organisation, named with the organisation, and no organisation field', async () => {
    const { user } = renderWithApp(<Filters isAdmin={false} />, {
      language: 'de',
      route: '/de/reports',
    });
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Station' }).textContent).toBe('Alle Stationen');
    await user.click(screen.getByRole('combobox', { name: 'Station' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Alle Stationen',
      'Kardiologie (Klinikum Nord)',
      'Geriatrie (Klinikum Nord)',
      'Chirurgie (Klinikum Süd)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Chirurgie (Klinikum Süd)' }));
    expect(query()).toContain('ward=0b6f0a3e-5555-4000-8000-000000000003');
  });

  it('lets an administrator pick an organisation, then one of its wards; another organisation clears the ward', async () => {
    const { user } = renderWithApp(<Filters isAdmin />, {
      route: '/en/reports?from=2026-01-01&to=2026-01-31',
    });
    expect(screen.queryByRole('combobox', { name: 'Ward' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(screen.getByRole('option', { name: 'Klinikum Nord' }));
    await user.click(screen.getByRole('combobox', { name: 'Ward' }));
    await user.click(screen.getByRole('option', { name: 'Geriatrie' }));
    expect(query()).toBe(
      '?from=2026-01-01&to=2026-01-31&org=0b6f0a3e-4444-4000-8000-000000000001&ward=0b6f0a3e-5555-4000-8000-000000000002',
    );
    await user.click(screen.getByRole('combobox', { name: 'Organisation' }));
    await user.click(screen.getByRole('option', { name: 'Klinikum Süd' }));
    expect(query()).toBe('?from=2026-01-01&to=2026-01-31&org=0b6f0a3e-4444-4000-8000-000000000002');
  });
});
