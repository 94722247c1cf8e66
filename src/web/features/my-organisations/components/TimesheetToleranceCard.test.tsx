// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMyOrganisation } from '#web/test/my-organisation';
import { renderWithApp, stubApi } from '#web/test/render';
import { TimesheetToleranceCard } from './TimesheetToleranceCard';

const ID = '0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01';
const organisation = (timesheetToleranceHours: number) =>
  testMyOrganisation({ id: ID, timesheetToleranceHours });
const saved = (call: { body: unknown }) =>
  organisation((call.body as { timesheetToleranceHours: number }).timesheetToleranceHours);
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('TimesheetToleranceCard', () => {
  it('shows the stored hours and sends only the tolerance', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: saved });
    const { user } = renderWithApp(<TimesheetToleranceCard organisation={organisation(3)} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Tolerance' });
    expect(field.value).toBe('3');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Hours may now lie up to 5 hours outside the booked shift.',
    );
    expect(patches(calls)).toEqual([{ timesheetToleranceHours: 5 }]);
  });

  it('refuses more than 12, fractions and words in German, and takes 0', async () => {
    const { calls } = stubApi({ [`PATCH /organisation/${ID}/settings`]: saved });
    const { user } = renderWithApp(<TimesheetToleranceCard organisation={organisation(3)} />, {
      language: 'de',
    });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Toleranz' });
    for (const typed of ['13', '2,5', 'drei', '']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(
        await screen.findByText('Bitte eine ganze Zahl von Stunden von 0 bis 12 angeben'),
      ).toBeTruthy();
    }
    expect(patches(calls)).toEqual([]);
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ timesheetToleranceHours: 0 }]));
    expect((await screen.findByRole('status')).textContent).toContain('0 Stunden');
  });
});
