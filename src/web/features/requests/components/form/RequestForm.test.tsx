// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMyOrganisation } from '#web/test/my-organisation';
import { renderWithApp } from '#web/test/render';
import { emptyFormValues } from '../../form-values';
import { RequestForm } from './RequestForm';
import type { RequestFormOptions } from './RequestForm';

const organisation = testMyOrganisation();

const option = (value: string) => ({ value, label: value });
const options: RequestFormOptions = {
  qualifications: [option('doctor')],
  shiftTypes: [option('day')],
  contractTypes: [option('freelance')],
  fields: [option('Cardiology')],
};

function renderForm(language: 'en' | 'de') {
  const onSubmit = vi.fn(async () => {});
  const view = renderWithApp(
    <RequestForm
      initial={emptyFormValues('staff', organisation.id)}
      editing={false}
      organisations={[organisation]}
      options={options}
      onSubmit={onSubmit}
      cancelHref="/en/organisation"
    />,
    { language },
  );
  return { ...view, onSubmit };
}

describe('RequestForm', () => {
  it('names the missing fields in English and sends nothing', async () => {
    const { user, onSubmit } = renderForm('en');
    await user.click(screen.getByRole('button', { name: 'Publish request' }));
    const summary = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.startsWith('Please check the marked fields:'),
    );
    expect(summary?.textContent).toMatch(/title/);
    expect(summary?.textContent).toMatch(/dates/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the missing fields in German', async () => {
    const { user, onSubmit } = renderForm('de');
    await user.click(screen.getByRole('button', { name: 'Anfrage veröffentlichen' }));
    const summary = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.startsWith('Bitte prüfen Sie die markierten Felder:'),
    );
    expect(summary?.textContent).toMatch(/Titel/);
    expect(summary?.textContent).toMatch(/Termine/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the two kinds of request', () => {
    renderForm('en');
    expect(screen.getByText('Staff request')).toBeTruthy();
    expect(screen.getByText('Substitute doctor')).toBeTruthy();
  });
});
