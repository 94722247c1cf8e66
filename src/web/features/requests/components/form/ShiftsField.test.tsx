// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// Monday 7 December 2026, 10:00 in Berlin: the calendar's "today".
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

describe('ShiftsField', () => {
  it('keeps the calendar closed until Add, picks no day and no time for the user', async () => {
    const { user, onChange, onActiveChange } = renderField('en');
    expect(screen.getByText('Press “Add shifts” to pick days.')).toBeTruthy();
    const calendar = screen.getByRole('group', { name: 'Calendar for picking days' });
    expect(calendar.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add shifts' }));
    expect(calendar.getAttribute('aria-disabled')).toBe('false');
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('button', { name: 'Add shifts' })).toBeNull();
    expect(calendar.querySelector('.rdp-selected')).toBeNull();
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('End') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('Start'), '0600');
    await user.type(screen.getByLabelText('End'), '14');
    await user.click(screen.getByRole('button', { name: 'Add 1 shift' }));
    expect(screen.getByRole('alert').textContent).toBe('Tap one or more days in the calendar.');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /(^|\s)8 December 2026/ }));
    expect(screen.getByText(/08\/12\/2026.*06:00.*14:00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add 1 shift' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const [shifts] = onChange.mock.calls[0] as [ShiftValue[]];
    expect(shifts).toEqual([{ start: Date.UTC(2026, 11, 8, 5), end: Date.UTC(2026, 11, 8, 13) }]);
    expect(onActiveChange).toHaveBeenLastCalledWith(false);
  });

  it('offers the last shift’s times for the next one', async () => {
    const start = Date.UTC(2026, 11, 8, 21);
    const { user } = renderField('de', [{ start, end: start + 8 * HOUR }]);
    await user.click(screen.getByRole('button', { name: 'Dienste hinzufügen' }));
    expect((screen.getByLabelText('Beginn') as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Ende') as HTMLInputElement).value).toBe('06:00');
  });

  it('asks before adding a 20-minute shift (German)', async () => {
    const { user, onChange } = renderField('de');
    await user.click(screen.getByRole('button', { name: 'Dienste hinzufügen' }));
    await user.click(screen.getByRole('button', { name: /(^|\s)8\. Dezember 2026/ }));
    await user.type(screen.getByLabelText('Beginn'), '6:00');
    await user.type(screen.getByLabelText('Ende'), '6:20');
    await user.click(screen.getByRole('button', { name: '1 Dienst hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Dieser Dienst dauert weniger als eine Stunde.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Trotzdem hinzufügen' }));
    expect(onChange).toHaveBeenCalledWith([
      { start: Date.UTC(2026, 11, 8, 5), end: Date.UTC(2026, 11, 8, 5, 20) },
    ]);
  });

  it('asks before adding a shift of 24 hours, and again after the times change', async () => {
    const { user, onChange } = renderField('en');
    await user.click(screen.getByRole('button', { name: 'Add shifts' }));
    await user.click(screen.getByRole('button', { name: /(^|\s)8 December 2026/ }));
    await user.type(screen.getByLabelText('Start'), '12:00');
    await user.type(screen.getByLabelText('End'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Add 1 shift' }));
    expect(screen.getByRole('alert').textContent).toContain('24 hours or more');
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '12:30');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add 1 shift' }));
    expect(screen.getByRole('alert').textContent).toContain('less than an hour');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a missing time in German and adds nothing', async () => {
    const { user, onChange } = renderField('de');
    await user.click(screen.getByRole('button', { name: 'Dienste hinzufügen' }));
    await user.click(screen.getByRole('button', { name: /(^|\s)8\. Dezember 2026/ }));
    await user.type(screen.getByLabelText('Ende'), '14:00');
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
