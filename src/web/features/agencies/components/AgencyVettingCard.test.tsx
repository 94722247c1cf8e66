// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Agency } from '#shared/contracts/admin';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { AgencyVettingCard } from './AgencyVettingCard';

// A permit valid far beyond any day the test runs on: no expiry warning.
const agency: Agency = {
  id: 'a1',
  name: 'Nordpersonal GmbH',
  address: 'Hafenstraße 1',
  postcode: '20457',
  city: 'Hamburg',
  country: 'DE',
  vatId: null,
  taxNumber: null,
  iban: null,
  bic: null,
  accountHolder: null,
  url: '',
  logoFileId: null,
  logoUrl: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  permitNumber: 'AÜG-4711',
  permitAuthority: 'BA Kiel',
  permitValidUntil: '2999-12-31',
  vettingState: 'pending',
  vettingNote: null,
  vettedAt: null,
};

describe('AgencyVettingCard', () => {
  it('vets a pending agency after the confirmation and says so', async () => {
    const { calls } = stubApi({
      'POST /admin/agencies/a1/vetting': { ...agency, vettingState: 'vetted' },
    });
    const { user } = renderWithApp(<AgencyVettingCard agency={agency} />);
    expect(screen.getByText('Waiting for vetting')).toBeTruthy();
    expect(screen.getByText('No. AÜG-4711, BA Kiel')).toBeTruthy();
    expect(screen.queryByText(/permit expire/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Vet agency' }));
    const dialog = screen.getByRole('dialog', { name: 'Vet Nordpersonal GmbH?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Vet agency' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'The agency is vetted. Its dispatchers were told by e-mail.',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/admin/agencies/a1/vetting',
        body: { decision: 'vetted', note: '' },
      }),
    ]);
  });

  it('asks for a reason before rejecting (in German), then sends it trimmed', async () => {
    const { calls } = stubApi({
      'POST /admin/agencies/a1/vetting': { ...agency, vettingState: 'rejected' },
    });
    const { user } = renderWithApp(<AgencyVettingCard agency={agency} />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Nordpersonal GmbH ablehnen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByText('Bitte nennen Sie der Agentur einen Grund')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Begründung für die Agentur/ }),
      '  Nummer unbekannt ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(calls.map((call) => call.body)).toEqual([
        { decision: 'rejected', note: 'Nummer unbekannt' },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('abgelehnt');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    stubApi({
      'POST /admin/agencies/a1/vetting': apiError(409, 'CONFLICT', 'The permit is incomplete'),
    });
    const { user } = renderWithApp(<AgencyVettingCard agency={agency} />);
    await user.click(screen.getByRole('button', { name: 'Vet agency' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Vet agency' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The permit is incomplete',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns that a missing permit cannot be vetted and offers no vetting for a vetted agency', () => {
    renderWithApp(
      <AgencyVettingCard
        agency={{ ...agency, permitNumber: null, permitAuthority: null, permitValidUntil: null }}
      />,
    );
    expect(screen.getByText('No complete permit yet: the agency cannot be vetted.')).toBeTruthy();
  });

  it('offers no vetting while the permit is missing or expired, and says why beside the button', () => {
    for (const permit of [
      { permitNumber: null, permitAuthority: null, permitValidUntil: null },
      { permitValidUntil: '2001-01-31' },
    ]) {
      const { unmount } = renderWithApp(<AgencyVettingCard agency={{ ...agency, ...permit }} />);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Vet agency' });
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('agency-vetting-permit');
      expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
      unmount();
    }
  });

  it('offers only rejecting once the agency is vetted', () => {
    renderWithApp(<AgencyVettingCard agency={{ ...agency, vettingState: 'vetted' }} />);
    expect(screen.queryByRole('button', { name: 'Vet agency' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});
