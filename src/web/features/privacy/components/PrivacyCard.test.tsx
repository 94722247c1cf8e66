// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as answers from '#web/test/answers';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { PrivacyCard } from './PrivacyCard';

const deleted = {
  message: 'Your account has been deleted and you have been signed out everywhere.',
  kept: [
    {
      kind: 'invoices',
      count: 2,
      until: '2036-12-31',
      description: '2 invoice(s) naming you are kept until 2036-12-31.',
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

async function openDialog(language: 'en' | 'de' = 'en') {
  const view = renderWithApp(<PrivacyCard />, { language });
  await view.user.click(
    screen.getByRole('button', {
      name: language === 'en' ? 'Delete my account' : 'Mein Konto löschen',
    }),
  );
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('PrivacyCard', () => {
  it('offers the download and the deletion, in English and German', async () => {
    stubApi();
    await answers.findInBothLanguages(<PrivacyCard />, {
      en: 'Download my data',
      de: 'Meine Daten herunterladen',
    });
  });

  it('downloads the ZIP with the session, and shows a failure', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubApi({ 'GET /me/export': 'PK' });
    const { user } = renderWithApp(<PrivacyCard />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'GET' && call.path === '/me/export')).toBe(true);
    stubApi({ 'GET /me/export': apiError(429, 'RATE_LIMITED', 'Too many attempts.') });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
  });

  it('asks for the password before deleting; the confirm button waits for one', async () => {
    const { calls } = stubApi({ 'DELETE /me': deleted });
    const { user, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Password'), 'Correct-Horse-42');
    await user.click(confirm);
    expect(await screen.findByText(deleted.message)).toBeTruthy();
    expect(screen.getByText(deleted.kept[0]!.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      password: 'Correct-Horse-42',
    });
  });

  it('shows the server’s refusal in the dialog and keeps it open (wrong password, last administrator)', async () => {
    stubApi({ 'DELETE /me': apiError(409, 'LAST_ADMINISTRATOR', 'Hand over first.') });
    const { user, dialog } = await openDialog('de');
    expect(within(dialog).getByText('Konto löschen?')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Passwort'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await within(dialog).findByText('Hand over first.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
