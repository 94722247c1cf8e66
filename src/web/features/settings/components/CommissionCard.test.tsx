// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { CommissionCard } from './CommissionCard';

const euro = (value: number) => `EUR ${value}`;

describe('CommissionCard', () => {
  it('fills in the stored rate, shows the example and sends the new rate', async () => {
    const { calls } = stubApi({
      'GET /admin/settings/commission': { commissionRate: 10 },
      'PUT /admin/settings/commission': (call) => call.body,
    });
    const { user } = renderWithApp(<CommissionCard formatAmount={euro} />);
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /Commission rate/ });
    await waitFor(() => expect(field.value).toBe('10'));
    expect(screen.getByText(/earns the platform EUR 320/)).toBeTruthy();

    await user.clear(field);
    await user.type(field, '12.5');
    expect(screen.getByText(/earns the platform EUR 400/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'The commission rate is now 12.5%',
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/admin/settings/commission',
      body: { commissionRate: 12.5 },
    });
  });

  it('refuses a rate over 100 in German, takes a German comma, and sends nothing wrong', async () => {
    const { calls } = stubApi({
      'GET /admin/settings/commission': { commissionRate: 7.5 },
      'PUT /admin/settings/commission': (call) => call.body,
    });
    const { user } = renderWithApp(<CommissionCard formatAmount={euro} />, { language: 'de' });
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /Provisionssatz/ });
    await waitFor(() => expect(field.value).toBe('7,5'));

    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte einen Satz zwischen 0 und 100 Prozent eingeben'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '0,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { commissionRate: 0.5 },
      ]),
    );
  });

  it('says so in English when the rate is not a number', async () => {
    stubApi({ 'GET /admin/settings/commission': { commissionRate: 10 } });
    const { user } = renderWithApp(<CommissionCard formatAmount={euro} />);
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /Commission rate/ });
    await user.clear(field);
    await user.type(field, 'ten');
    await user.tab();
    expect(await screen.findByText('Please enter a rate between 0 and 100 percent')).toBeTruthy();
  });

  it('shows a failed load as an alert and loads again on "Try again"', async () => {
    let fail = true;
    stubApi({
      'GET /admin/settings/commission': () =>
        fail ? apiError(500, 'INTERNAL', 'Database unavailable') : { commissionRate: 10 },
    });
    const { user } = renderWithApp(<CommissionCard formatAmount={euro} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    expect(screen.queryByRole('textbox')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /Commission rate/ });
    await waitFor(() => expect(field.value).toBe('10'));
  });
});
