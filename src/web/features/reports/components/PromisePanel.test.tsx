// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromiseReport } from '#shared/contracts/reports';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { PromisePanel } from './PromisePanel';

const report = (
  overrides: {
    timeToFill?: Partial<PromiseReport['timeToFill']>;
    externalShare?: Partial<PromiseReport['externalShare']>;
  } = {},
): PromiseReport => ({
  timeToFill: {
    filled: 4,
    medianMinutes: 60,
    beforeMinutes: 120,
    promisedMinutes: 5,
    kept: false,
    fasterThanBefore: true,
    ...overrides.timeToFill,
  },
  externalShare: {
    filled: 4,
    agencies: 1,
    share: 0.25,
    baseline: { months: ['2026-10', '2026-11', '2026-12'], filled: 4, agencies: 2, share: 0.5 },
    promisedReduction: 0.7,
    target: 0.15,
    kept: false,
    ...overrides.externalShare,
  },
});

const section = (name: RegExp) => screen.getByRole('region', { name });

/** Each text stands in the element (getByText throws when one does not). */
function expectTexts(element: HTMLElement, texts: string[]) {
  for (const text of texts) expect(within(element).getByText(text)).toBeTruthy();
}

describe('PromisePanel', () => {
  it('sets the median and the agencies’ share against the promises, with words for each mark', async () => {
    const { calls } = stubApi({ 'GET /reports/promise': report() });
    renderWithApp(
      <PromisePanel
        filter={{
          from: '2027-02-01',
          to: '2027-03-31',
          organisationId: '0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01',
          departmentId: 'a',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Promise kept?' })).toBeTruthy();
    const time = await screen.findByRole('region', { name: /Time to fill/ });
    expectTexts(time, [
      '1 h',
      'Median of 4 filled requests, from posting to booked',
      'Promised: 5 min · before the platform about 2 h',
      'Not yet',
      'Faster than the 2 h before',
    ]);
    expectTexts(section(/Fills by agencies/), [
      '25%',
      '1 of 4 fills in this period',
      'First three months (Oct 2026 – Dec 2026): 50%, 2 of 4 fills',
      'Promised: 70% less, so at most 15%.',
      'Not yet',
    ]);
    expect(calls[0]!.path).toBe(
      '/reports/promise?from=2027-02-01&to=2027-03-31&organisationId=0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01&departmentIds=a',
    );
  });

  it('says “Versprechen gehalten?” in German and marks kept promises', async () => {
    stubApi({
      'GET /reports/promise': report({
        timeToFill: { filled: 1, medianMinutes: 4, kept: true },
        externalShare: { filled: 1, agencies: 0, share: 0, kept: true },
      }),
    });
    renderWithApp(<PromisePanel filter={{ from: '2026-12-31', to: '2026-12-31' }} />, {
      language: 'de',
    });
    expect(screen.getByRole('heading', { name: 'Versprechen gehalten?' })).toBeTruthy();
    const time = await screen.findByRole('region', { name: /Zeit bis zur Besetzung/ });
    expectTexts(time, ['4 Min.', 'Gehalten', 'Schneller als die 2 Std. vorher']);
    expectTexts(section(/Besetzungen durch Agenturen/), [
      '0 %',
      'Erste drei Monate (Okt. 2026 – Dez. 2026): 50 %, 2 von 4 Besetzungen',
      'Gehalten',
    ]);
  });

  it('says when there is nothing to measure yet', async () => {
    stubApi({
      'GET /reports/promise': report({
        timeToFill: { filled: 0, medianMinutes: null, kept: null, fasterThanBefore: null },
        externalShare: {
          filled: 0,
          agencies: 0,
          share: null,
          baseline: null,
          target: null,
          kept: null,
        },
      }),
    });
    renderWithApp(<PromisePanel filter={{ from: '2026-01-01', to: '2026-01-31' }} />);
    expect(await screen.findAllByText('Not measurable yet')).toHaveLength(2);
    expect(
      screen.getAllByText('No request posted in this period has been filled yet.'),
    ).toHaveLength(2);
    expect(
      screen.getByText('No history yet: the first three months begin with the first request.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Faster than/)).toBeNull();
  });

  it('shows a failed load as an alert', async () => {
    stubApi({ 'GET /reports/promise': apiError(500, 'INTERNAL', 'Database unavailable') });
    renderWithApp(<PromisePanel filter={{ from: '2027-02-01', to: '2027-03-31' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
