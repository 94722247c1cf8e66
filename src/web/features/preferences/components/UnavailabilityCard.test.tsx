// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { UnavailabilityCard } from './UnavailabilityCard';

const period = {
  _id: '3f6c1f8e-9d55-4a55-9e59-2f3c1e2b7a10',
  startsAt: '2026-07-31T22:00:00.000Z',
  endsAt: '2026-08-14T22:00:00.000Z',
  note: 'Summer holiday',
};

describe('UnavailabilityCard', () => {
  it('is busy while the periods load, then lists them', async () => {
    let release: (value: unknown) => void = () => {};
    stubApi({ 'GET /me/unavailability': () => new Promise((resolve) => (release = resolve)) });
    renderWithApp(<UnavailabilityCard />);
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
    release({ items: [period] });
    expect(await screen.findByText('Summer holiday')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('list', { name: 'Unavailable' })).toBeTruthy();
  });

  it('says there is no period, in English and German', async () => {
    stubApi({ 'GET /me/unavailability': { items: [] } });
    const first = renderWithApp(<UnavailabilityCard />);
    expect(await screen.findByText('No periods planned.')).toBeTruthy();
    first.unmount();
    renderWithApp(<UnavailabilityCard />, { language: 'de' });
    expect(await screen.findByText('Keine Zeiträume geplant.')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the periods, and keeps the form', async () => {
    let fail = true;
    stubApi({
      'GET /me/unavailability': () =>
        fail ? apiError(503, 'UNAVAILABLE', 'Try later') : { items: [period] },
    });
    const { user } = renderWithApp(<UnavailabilityCard />);
    expect((await screen.findByRole('alert')).textContent).toContain('Try later');
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Summer holiday')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
