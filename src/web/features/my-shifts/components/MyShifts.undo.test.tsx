// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyShifts as MyShiftsData } from '#shared/contracts/engine';
import { renderWithApp, stubApi } from '#web/test/render';
import { MyShifts } from './MyShifts';

// A "no" tapped by mistake can be taken back from the notice that confirms it.
const offerId = '00000000-0000-4000-8000-0000000000f1';
const data: MyShiftsData = {
  offers: [
    {
      offerId,
      request: {
        _id: '00000000-0000-4000-8000-0000000000a1',
        title: 'Frühdienst Kardiologie',
        state: 'internal_adv',
        organisationName: 'Klinikum Nord',
        organisationTimeZone: 'Europe/Berlin',
        departmentName: 'Kardiologie',
        dates: [{ startDate: Date.UTC(2030, 0, 7, 5), endDate: Date.UTC(2030, 0, 7, 13) }],
      },
      askedAt: '2029-12-30T08:00:00.000Z',
      deadlineAt: null,
    },
  ],
  accepted: [],
  upcoming: [],
  stats: { asked: 1, accepted: 0, taken: 0, lastFourWeeks: { asked: 1, taken: 0 } },
};

describe('MyShifts: taking a decline back', () => {
  it('offers Undo after declining and sends it (German)', async () => {
    const { calls } = stubApi({
      'GET /me/shifts': data,
      [`POST /offers/${offerId}/answer`]: { status: 'answered' },
      [`POST /offers/${offerId}/undo-decline`]: { status: 'open' },
    });
    const { user } = renderWithApp(<MyShifts />, { language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    await user.click(await screen.findByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/offers/${offerId}/undo-decline`)).toBe(true),
    );
    expect(
      await screen.findByText(
        'Ihre Absage für „Frühdienst Kardiologie“ ist zurückgenommen: Die Anfrage ist wieder offen.',
      ),
    ).toBeTruthy();
  });
});
