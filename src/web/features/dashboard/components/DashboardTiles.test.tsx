// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/contracts/admin';
import * as answers from '#web/test/answers';
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
