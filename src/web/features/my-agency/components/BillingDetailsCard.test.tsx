// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Agency } from '#shared/contracts/admin';
import { renderWithApp, stubApi } from '#web/test/render';
import { BillingDetailsCard } from './BillingDetailsCard';

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
  vettingState: 'vetted',
  vettingNote: null,
  vettedAt: null,
};

const complete = {
  ...agency,
  taxNumber: '22/815/08150',
  iban: 'DE89370400440532013000',
  accountHolder: 'Nordpersonal GmbH',
};

describe('BillingDetailsCard', () => {
  it('says what is missing before invoices can be issued, refuses a wrong IBAN on the spot and saves the details', async () => {
    const { calls } = stubApi({
      'GET /agency/me': { agency },
      'PUT /agency/me/billing': complete,
    });
    const { user } = renderWithApp(<BillingDetailsCard />);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('Your invoices cannot be issued yet');
    expect(warning.textContent).toContain('tax number or VAT ID, IBAN, account holder');

    await user.click(screen.getByRole('button', { name: 'Enter tax and bank details' }));
    await user.type(screen.getByRole('textbox', { name: /Tax number/ }), '22/815/08150');
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'DE89 3704 0044 0532 0130 01');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Nordpersonal GmbH');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(/Please enter a valid IBAN/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        {
          taxNumber: '22/815/08150',
          vatId: null,
          iban: 'DE89370400440532013000',
          bic: null,
          accountHolder: 'Nordpersonal GmbH',
        },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('DE89370400440532013000')).toBeTruthy();
  });

  it('shows complete details without a warning, in German', async () => {
    stubApi({ 'GET /agency/me': { agency: complete } });
    renderWithApp(<BillingDetailsCard />, { language: 'de' });
    expect(await screen.findByText('Steuer- und Bankdaten für Ihre Rechnungen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('22/815/08150')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Angaben ändern' })).toBeTruthy();
  });
});
