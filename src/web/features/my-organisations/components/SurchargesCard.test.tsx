// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganisationSettingsBody } from '#shared/contracts/my-organisations';
import { TVOED_SURCHARGES } from '#shared/surcharges';
import { testMyOrganisation } from '#web/test/my-organisation';
import { renderWithApp, stubApi } from '#web/test/render';
import { SurchargesCard } from './SurchargesCard';

const ID = '0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01';
const saved = (call: { body: unknown }) =>
  testMyOrganisation({ id: ID, ...(call.body as OrganisationSettingsBody) } as never);
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('SurchargesCard', () => {
  it('asks for the state first, then bills the TVöD figures once switched on', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: saved });
    const { user } = renderWithApp(
      <SurchargesCard organisation={testMyOrganisation({ id: ID })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the federal state')).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /Federal state/ }));
    await user.click(screen.getByRole('option', { name: 'Saxony' }));
    await user.click(screen.getByRole('switch', { name: /Bill surcharges/ }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Public holiday' }).value).toBe(
      '135',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([{ federalState: 'SN', surchargeRules: TVOED_SURCHARGES }]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('bill these surcharges');
  });

  it('refuses a percentage past 300 in German and sends nothing', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: saved });
    const organisation = testMyOrganisation({
      id: ID,
      federalState: 'BE',
      surchargeRules: TVOED_SURCHARGES,
    });
    const { user } = renderWithApp(<SurchargesCard organisation={organisation} />, {
      language: 'de',
    });
    const night = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nacht, 21 bis 6 Uhr' });
    await user.clear(night);
    await user.type(night, '301');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte einen ganzen Prozentsatz von 0 bis 300 angeben'),
    ).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });
});
