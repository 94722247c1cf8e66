// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Person } from '#shared/contracts/admin';
import { renderWithApp, testI18n } from '#web/test/render';
import { personFieldLabels } from '../field-labels';
import { PersonSections } from './PersonSections';

const person: Person = {
  id: 'p1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  contact: null,
  role: 'USER',
  emailConfirmed: true,
  address: null,
  postcode: null,
  city: null,
  qualification: { level: { type: null }, additionalInfo: { type: null } },
  skills: ['ICU'],
  preferences: { distance: null, minSalary: null, jobType: [] },
  agencies: [],
  education: [],
  jobs: [],
  archived: false,
  createdAt: '2026-01-05T09:00:00.000Z',
};

function renderSections(language: 'en' | 'de', value: Person = person) {
  const onSubmit = vi.fn(async () => {});
  const labels = personFieldLabels(testI18n(language).t);
  const view = renderWithApp(
    <PersonSections person={value} labels={labels} onSubmit={onSubmit} />,
    { language },
  );
  return { ...view, onSubmit };
}

describe('PersonSections', () => {
  it('shows each profile section, and the agencies only when there are some', () => {
    renderSections('en');
    for (const name of [
      'Personal info',
      'Address info',
      'Qualification info',
      'Skills',
      'Preferences',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(screen.queryByText('Agencies')).toBeNull();
  });

  it('sends a changed skill list from its own section', async () => {
    const { user, onSubmit } = renderSections('en');
    const skills = screen.getByRole('region', { name: 'Skills' });
    await user.click(within(skills).getByRole('button', { name: /^Edit / }));
    const input = within(skills).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'ICU, Surgery');
    await user.click(within(skills).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([{ field: 'skills', value: ['ICU', 'Surgery'] }]),
    );
  });

  it('refuses an empty first name in German and sends nothing', async () => {
    const { user, onSubmit } = renderSections('de');
    const personal = screen.getByRole('region', { name: 'Persönliche Angaben' });
    const edit = within(personal).getAllByRole('button', { name: / bearbeiten$/ })[1]!;
    await user.click(edit);
    const first = within(personal).getByDisplayValue('Ada');
    await user.clear(first);
    await user.click(within(personal).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(first.getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe('Bitte geben Sie Ihren Vornamen ein');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
