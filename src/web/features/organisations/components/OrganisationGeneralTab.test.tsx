// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrganisation } from '../test-organisation';
import { renderWithApp, stubApi } from '#web/test/render';
import { OrganisationGeneralTab } from './OrganisationGeneralTab';

const organisation = testOrganisation;
const countries = [{ code: 'DE', name: 'Germany' }] as never;

describe('OrganisationGeneralTab', () => {
  it('sends only the changed field and says it is saved', async () => {
    const { calls } = stubApi({
      'PATCH /admin/organisations/o1': { ...organisation, name: 'Klinikum Süd' },
    });
    const { user } = renderWithApp(
      <OrganisationGeneralTab organisation={organisation} countries={countries} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Organisation name' }));
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: /Organisation name/ });
    expect(name.value).toBe('Klinikum Nord');
    await user.clear(name);
    await user.type(name, 'Klinikum Süd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/admin/organisations/o1',
        body: { changes: [{ field: 'name', value: 'Klinikum Süd' }] },
      }),
    ]);
  });

  it('refuses an empty name in German and sends nothing', async () => {
    const { calls } = stubApi();
    const { user } = renderWithApp(
      <OrganisationGeneralTab organisation={organisation} countries={countries} />,
      { language: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'Name der Organisation bearbeiten' }));
    await user.clear(screen.getByRole('textbox', { name: /Name der Organisation/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Dieses Feld ist erforderlich')).toBeTruthy());
    expect(calls).toHaveLength(0);
  });

  it('says there is nothing to save when no field changed', async () => {
    const { calls } = stubApi();
    const { user } = renderWithApp(
      <OrganisationGeneralTab organisation={organisation} countries={countries} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no field was changed.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks for the address as one writes it: street, postcode, city, country', () => {
    stubApi();
    renderWithApp(<OrganisationGeneralTab organisation={organisation} countries={countries} />);
    const order = ['Address', 'Postcode', 'City', 'Country'].map((label) =>
      screen.getByRole('button', { name: `Edit ${label}` }),
    );
    for (let i = 1; i < order.length; i++) {
      // Each edit button comes after the one before it in the document.
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});
