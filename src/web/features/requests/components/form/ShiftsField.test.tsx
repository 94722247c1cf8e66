// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShiftValue } from '../../form-values';
import { renderWithApp } from '#web/test/render';
import { ShiftsField } from './ShiftsField';

function renderField(language: 'en' | 'de', value: ShiftValue[] = []) {
  const onChange = vi.fn();
  const onActiveChange = vi.fn();
  const view = renderWithApp(
    <ShiftsField kind="staff" value={value} onChange={onChange} onActiveChange={onActiveChange} />,
    { language },
  );
  return { ...view, onChange, onActiveChange };
}

describe('ShiftsField', () => {
  it('keeps the calendar closed until Add, then adds the suggested day as one shift', async () => {
    const { user, onChange, onActiveChange } = renderField('en');
    expect(screen.getByText('Press “Add shifts” to pick days.')).toBeTruthy();
    const calendar = screen.getByRole('group', { name: 'Calendar for picking days' });
    expect(calendar.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add shifts' }));
    expect(calendar.getAttribute('aria-disabled')).toBe('false');
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('button', { name: 'Add shifts' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add 1 shift' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [shifts] = onChange.mock.calls[0] as [ShiftValue[]];
    expect(shifts).toHaveLength(1);
    // Default times 12:00 to 12:00: the shift ends on a later day (23 to 25 hours on the
    // clock-change nights, so no fixed length is asserted).
    expect(new Date(shifts[0]!.end).getDate()).not.toBe(new Date(shifts[0]!.start).getDate());
    expect(shifts[0]!.end).toBeGreaterThan(shifts[0]!.start);
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
  });

  it('refuses a missing time in German and adds nothing', async () => {
    const { user, onChange } = renderField('de');
    await user.click(screen.getByRole('button', { name: 'Dienste hinzufügen' }));
    await user.clear(screen.getByLabelText('Beginn'));
    await user.click(screen.getByRole('button', { name: '1 Dienst hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte Beginn und Ende als Uhrzeit eingeben.',
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(
      screen.getByText('Tippen Sie auf „Dienste hinzufügen“, um Tage zu wählen.'),
    ).toBeTruthy();
  });

  it('lists the shifts and removes one', async () => {
    const start = Date.UTC(2030, 0, 7, 11);
    const shift = { start, end: start + 8 * 60 * 60 * 1000 };
    const { user, onChange } = renderField('en', [shift]);
    const list = screen.getByRole('list', { name: 'Shifts of this request' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /^Remove shift/ }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('shows the list error as an alert', () => {
    renderWithApp(
      <ShiftsField kind="staff" value={[]} onChange={() => {}} error="Please add a date" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please add a date');
  });
});
