// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Country } from '#shared/contracts/reference';
import { renderWithApp } from '#web/test/render';
import { CountrySelect } from './AddressFields';

const COUNTRIES: Country[] = [
  { code: 'AF', name: { en: 'Afghanistan', de: 'Afghanistan' } },
  { code: 'AT', name: { en: 'Austria', de: 'Österreich' } },
  { code: 'DE', name: { en: 'Germany', de: 'Deutschland' } },
  { code: 'EG', name: { en: 'Egypt', de: 'Ägypten' } },
];

function Form({ country }: { country: string }) {
  const { control } = useForm({ defaultValues: { country } });
  return <CountrySelect control={control} name="country" label="Land" countries={COUNTRIES} />;
}

async function optionsOf(country: string) {
  const { user } = renderWithApp(<Form country={country} />, { language: 'de' });
  await user.click(screen.getByRole('combobox', { name: /Land/ }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('CountrySelect', () => {
  it('starts with Germany for a new record, then every country by its German name', async () => {
    expect(await optionsOf('')).toEqual(['Deutschland', 'Afghanistan', 'Ägypten', 'Österreich']);
  });

  it('starts with the record’s own country', async () => {
    expect(await optionsOf('AT')).toEqual(['Österreich', 'Afghanistan', 'Ägypten', 'Deutschland']);
  });
});
