// @vitest-environment jsdom
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render';
import { DateField } from './DateField';
import { TimeField } from './TimeField';

function Dated({ onChange, initial = '' }: { onChange: (iso: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Valid until"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// The screen's language decides the form, not the device's: jsdom's locale is en-US.
describe('DateField and TimeField', () => {
  it('shows and reads German dates on a German screen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Dated onChange={onChange} initial="2026-06-12" />, {
      language: 'de',
    });
    const input = screen.getByLabelText('Valid until') as HTMLInputElement;
    expect(input.value).toBe('12.06.2026');
    expect(input.placeholder).toBe('TT.MM.JJJJ');
    await user.clear(input);
    await user.type(input, '1.7.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-01');
    await user.tab();
    expect(input.value).toBe('01.07.2026');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-02');
  });

  it('writes DD/MM/YYYY on an English screen and says when a text is no date', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Dated onChange={onChange} initial="2026-06-12" />);
    const input = screen.getByLabelText('Valid until') as HTMLInputElement;
    expect(input.value).toBe('12/06/2026');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Please enter a date as DD/MM/YYYY.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('picks a day from the calendar with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Dated onChange={onChange} initial="2026-06-12" />, {
      language: 'de',
    });
    await user.click(screen.getByRole('button', { name: 'Valid until im Kalender wählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valid until' });
    expect(await within(dialog).findByText(/Juni 2026/)).toBeTruthy();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-06-13');
    const input = screen.getByRole('textbox', { name: 'Valid until' }) as HTMLInputElement;
    expect(input.value).toBe('13.06.2026');
  });

  it('reads times on a 24-hour clock in English too', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<TimeField label="Start" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Start') as HTMLInputElement;
    await user.type(input, '1830');
    expect(onChange).toHaveBeenLastCalledWith('18:30');
    await user.tab();
    expect(input.value).toBe('18:30');
    await user.clear(input);
    await user.type(input, '6 PM');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Please enter a time as HH:MM (24 hours).')).toBeTruthy();
  });
});
