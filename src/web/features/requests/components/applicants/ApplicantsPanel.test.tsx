// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicantDetail } from '#shared/contracts/job-board';
import { renderWithApp, stubApi } from '#web/test/render';
import { ApplicantsPanel } from './ApplicantsPanel';

// The pick dialog: fairness figures, fairest first, working-time notes and
// the reason a manager gives to book despite warnings.

const applicant = (
  id: string,
  firstName: string,
  createdAt: string,
  fairness: ApplicantDetail['fairness'],
  workingTime: ApplicantDetail['workingTime'],
): ApplicantDetail => ({
  _id: id,
  state: 'applied',
  hourlyRate: null,
  agency: null,
  user: { _id: `u-${id}`, firstName, lastName: 'Pool', qualification: null, skills: [] },
  documents: [],
  createdAt,
  decidedAt: null,
  aueg: null,
  workingTime,
  fairness,
});
const clear = { refusals: [], warnings: [] };
const items = [
  applicant('a', 'Anna', '2026-11-01T08:00:00.000Z', { asked: 5, taken: 3 }, clear),
  applicant(
    'b',
    'Bert',
    '2026-11-01T09:00:00.000Z',
    { asked: 4, taken: 0 },
    { refusals: [], warnings: ['sunday_work'] },
  ),
  applicant(
    'c',
    'Cora',
    '2026-11-01T10:00:00.000Z',
    { asked: 1, taken: 0 },
    { refusals: ['over_10h'], warnings: [] },
  ),
];
const request = { _id: 'r1', state: 'internal_adv' as const };
const names = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ApplicantsPanel: fairness and working time', () => {
  it('shows the figures, sorts fairest first and can sort by application', async () => {
    stubApi({ 'GET /job/r1/applicants': { items } });
    const { user } = renderWithApp(<ApplicantsPanel request={request} />);
    expect(await screen.findByText('Anna Pool')).toBeTruthy();
    expect(names()).toEqual(['Cora Pool', 'Bert Pool', 'Anna Pool']);
    const anna = screen.getByRole('listitem', { name: 'Anna Pool' });
    expect(within(anna).getByText('Last 4 weeks: asked for 5 shifts, took 3 shifts')).toBeTruthy();
    const cora = screen.getByRole('listitem', { name: 'Cora Pool' });
    expect(within(cora).getByText('Cannot be booked (Working Hours Act)')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(screen.getByRole('option', { name: 'By time of application' }));
    expect(names()).toEqual(['Anna Pool', 'Bert Pool', 'Cora Pool']);
  });

  it('asks for a reason before booking despite a warning and sends it (keyboard only)', async () => {
    const { calls } = stubApi({
      'GET /job/r1/applicants': { items },
      'POST /job/r1/applicants/b/select': {
        request: { ...request, state: 'internal_fill' },
        placement: {},
      },
    });
    const { user } = renderWithApp(<ApplicantsPanel request={request} />);
    (await screen.findByRole('button', { name: 'Select Bert Pool' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select Bert Pool?' });
    expect(within(dialog).getByText(/Works on a Sunday/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Select Bert Pool' }));
    expect(
      within(dialog).getByText('Please give a reason for booking despite the warnings.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    within(dialog)
      .getByRole('textbox', { name: /Reason for booking/ })
      .focus();
    await user.keyboard(' ECMO cover ');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/job/r1/applicants/b/select',
          body: { overrideReason: 'ECMO cover' },
        }),
      ]),
    );
  });

  it('cannot confirm a person a hard limit refuses; German texts', async () => {
    stubApi({ 'GET /job/r1/applicants': { items } });
    const { user } = renderWithApp(<ApplicantsPanel request={request} />, { language: 'de' });
    expect(
      await screen.findByText('Letzte 4 Wochen: für 1 Schicht angefragt, 0 Schichten übernommen'),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: /Cora Pool/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nicht buchbar (Arbeitszeitgesetz)')).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.at(-1)!.hasAttribute('disabled')).toBe(true);
  });
});
