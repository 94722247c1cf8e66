// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyShifts as MyShiftsData } from '#shared/contracts/engine';
import { renderWithApp, stubApi } from '#web/test/render';
import { MyShifts } from './MyShifts';

// A pool member sees about themselves the figures the manager's pick dialog shows.
const data: MyShiftsData = {
  offers: [],
  accepted: [],
  upcoming: [],
  stats: { asked: 12, accepted: 5, taken: 4, lastFourWeeks: { asked: 3, taken: 1 } },
};

describe('MyShifts: the last four weeks', () => {
  it('states shifts asked for and taken in English and German', async () => {
    stubApi({ 'GET /me/shifts': data });
    renderWithApp(<MyShifts />);
    expect(
      await screen.findByText(
        /Last 4 weeks: asked for 3 shifts, took 1 shift \(what managers see when they pick\)\./,
      ),
    ).toBeTruthy();
  });

  it('in German', async () => {
    stubApi({ 'GET /me/shifts': data });
    renderWithApp(<MyShifts />, { language: 'de' });
    expect(
      await screen.findByText(/Letzte 4 Wochen: für 3 Schichten angefragt, 1 Schicht übernommen/),
    ).toBeTruthy();
  });
});
