import { useCallback } from 'react';
import { useCountries } from './api';
import { useLanguage } from '#web/i18n/useLanguage';

/** A country code's name in the page language (the code itself until the list is in). */
export function useCountryName(): (code: string) => string {
  const lang = useLanguage();
  const countries = useCountries();
  return useCallback(
    (code: string) => countries.data?.find((country) => country.code === code)?.name[lang] ?? code,
    [countries.data, lang],
  );
}
