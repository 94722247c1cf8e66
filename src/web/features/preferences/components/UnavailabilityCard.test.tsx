// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as answers from '#web/test/answers';
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
    await answers.loadsAfterBusy(<UnavailabilityCard />, 'GET /me/unavailability', {
      busy: 'Loading',
      data: { items: [period] },
      text: 'Summer holiday',
    });
    expect(screen.getByRole('list', { name: 'Unavailable' })).toBeTruthy();
  });

  it('says there is no period, in English and German', async () => {
    stubApi({ 'GET /me/unavailability': { items: [] } });
    await answers.findInBothLanguages(<UnavailabilityCard />, {
      en: 'No periods planned.',
      de: 'Keine Zeiträume geplant.',
    });
  });

  it('shows a failed load with a retry that loads the periods, and keeps the form', async () => {
    const answer = answers.failingUntilRecovered(apiError(503, 'UNAVAILABLE', 'Try later'), {
      items: [period],
    });
    stubApi({ 'GET /me/unavailability': answer });
    const { user } = renderWithApp(<UnavailabilityCard />);
    expect(await screen.findByRole('button', { name: 'Add' })).toBeTruthy();
    await answers.retryAfterError(user, 'Try later', answer.recover);
    await waitFor(() => expect(screen.getByText('Summer holiday')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
