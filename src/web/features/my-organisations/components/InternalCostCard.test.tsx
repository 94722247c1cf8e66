// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMyOrganisation } from '#web/test/my-organisation';
import { renderWithApp, stubApi } from '#web/test/render';
import { InternalCostCard } from './InternalCostCard';

const ID = '0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01';
const organisation = (internalHourlyCostCents: number | null) =>
  testMyOrganisation({ id: ID, internalHourlyCostCents });

const settings = (call: { body: unknown }) =>
  organisation((call.body as { internalHourlyCostCents: number | null }).internalHourlyCostCents);
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('InternalCostCard', () => {
  it('shows the stored cost in euros and sends a new one in cents', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: settings });
    const { user } = renderWithApp(<InternalCostCard organisation={organisation(3_850)} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Internal cost per hour' });
    expect(field.value).toBe('38.50');
    await user.clear(field);
    await user.type(field, '41.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'The internal hourly cost is now €41.20.',
    );
    expect(patches(calls)).toEqual([{ internalHourlyCostCents: 4_120 }]);
  });

  it('refuses 0 and more than 10,000 € in German, takes a German comma, and clears with an empty field', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: settings });
    const { user } = renderWithApp(<InternalCostCard organisation={organisation(null)} />, {
      language: 'de',
    });
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Interne Kosten pro Stunde',
    });
    expect(field.value).toBe('');
    const message =
      'Bitte interne Kosten pro Stunde über 0 und höchstens 10.000 Euro angeben, in Euro und Cent';
    for (const typed of ['0', '10000,01', 'zehn']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(patches(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, '38,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ internalHourlyCostCents: 3_850 }]));
    expect((await screen.findByRole('status')).textContent).toContain('38,50');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches(calls).at(-1)).toEqual({ internalHourlyCostCents: null }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Die internen Kosten pro Stunde wurden entfernt.',
    );
  });
});
