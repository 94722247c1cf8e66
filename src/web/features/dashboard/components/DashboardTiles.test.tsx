// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/contracts/admin';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
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
};

describe('DashboardTiles', () => {
  it('is one busy region named "Key figures" while loading, then the tiles', async () => {
    let release: (value: Dashboard) => void = () => {};
    stubApi({ 'GET /admin/dashboard': () => new Promise((resolve) => (release = resolve)) });
    renderWithApp(<DashboardTiles />);
    const busy = screen.getByRole('status', { name: 'Key figures' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release(figures);
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    expect(tiles.getAttribute('aria-busy')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(tiles.textContent).toContain('Posted Jobs');
    expect(tiles.textContent).toContain('1,200');
  });

  it('names the region in German', () => {
    stubApi({ 'GET /admin/dashboard': () => new Promise(() => {}) });
    renderWithApp(<DashboardTiles />, { language: 'de' });
    expect(screen.getByRole('status', { name: 'Kennzahlen' })).toBeTruthy();
  });

  it('shows a failure with a retry that loads the figures', async () => {
    let fail = true;
    stubApi({
      'GET /admin/dashboard': () =>
        fail ? apiError(500, 'INTERNAL', 'Figures unavailable') : figures,
    });
    const { user } = renderWithApp(<DashboardTiles />);
    expect((await screen.findByRole('alert')).textContent).toContain('Figures unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
