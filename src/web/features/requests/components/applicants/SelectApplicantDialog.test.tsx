// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicantDetail } from '#shared/contracts/job-board';
import { renderWithApp, stubApi } from '#web/test/render';
import { ApplicantsPanel } from './ApplicantsPanel';

// A ward's own pool nurse has no agency and no rate: the dialog must not name either.
const poolNurse: ApplicantDetail = {
  _id: 'p',
  state: 'applied',
  hourlyRate: null,
  agency: null,
  user: { _id: 'u-p', firstName: 'Anna', lastName: 'Hartwig', qualification: null, skills: [] },
  documents: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  decidedAt: null,
  aueg: null,
  workingTime: { refusals: [], warnings: [] },
  fairness: { asked: 0, taken: 0 },
};
const request = { _id: 'r1', state: 'internal_adv' as const };

describe('SelectApplicantDialog for a pool nurse', () => {
  it('names the own pool, no rate and no agency e-mail (German)', async () => {
    stubApi({ 'GET /job/r1/applicants': { items: [poolNurse] } });
    const { user } = renderWithApp(<ApplicantsPanel request={request} />, { language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Anna Hartwig auswählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Hartwig auswählen?' });
    const text = dialog.textContent ?? '';
    expect(within(dialog).getByText('Anna Hartwig aus dem eigenen Pool.')).toBeTruthy();
    expect(text).not.toContain('Kein Satz angegeben');
    expect(text).not.toContain('Eigener Pool erfährt');
    expect(text).toContain('Anna Hartwig erfährt, dass der Dienst fest eingeplant ist');
  });

  it('reads the same in English', async () => {
    stubApi({ 'GET /job/r1/applicants': { items: [poolNurse] } });
    const { user } = renderWithApp(<ApplicantsPanel request={request} />);
    await user.click(await screen.findByRole('button', { name: 'Select Anna Hartwig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Anna Hartwig?' });
    expect(within(dialog).getByText('Anna Hartwig from your own pool.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('No rate given');
    expect(dialog.textContent).not.toContain('Own pool is told');
  });
});
