import { useMemo, useState } from 'react';
import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import type { Control, FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Country } from '#shared/contracts/reference';
import { useLanguage } from '#web/i18n/useLanguage';
import { useFieldErrorText } from './FormMessage';

export type AddressField = 'name' | 'address' | 'postcode' | 'city' | 'country' | 'url';
type TextAddressField = Exclude<AddressField, 'country' | 'url'>;

/** The longest values the shared contracts accept (institutionFields, urlSchema). */
const MAX_LENGTH: Record<Exclude<AddressField, 'country'>, number> = {
  name: 200,
  address: 300,
  postcode: 20,
  city: 120,
  url: 500,
};

const TEXT_FIELDS = [
  { field: 'name', autoComplete: 'organization', size: 12 },
  { field: 'address', autoComplete: 'street-address', size: 12 },
  { field: 'postcode', autoComplete: 'postal-code', size: { xs: 12, sm: 4 } },
  { field: 'city', autoComplete: 'address-level2', size: { xs: 12, sm: 8 } },
] as const satisfies readonly { field: TextAddressField; autoComplete: string; size: unknown }[];

/** Most clinics and agencies on the platform are in Germany: its list starts there. */
export const HOME_COUNTRY = 'DE';

/**
 * The countries of GET /api/countries as choices: the record's own country first (Germany for
 * a new one), then every country by its name in the page's language.
 */
export function useCountryOptions(
  countries: readonly Country[] | undefined,
  first: string | null | undefined = HOME_COUNTRY,
) {
  const lang = useLanguage();
  return useMemo(() => {
    const sorted = (countries ?? [])
      .map((country) => ({ code: country.code, name: country.name[lang] }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    const own = sorted.findIndex((country) => country.code === (first || HOME_COUNTRY));
    return own < 0 ? sorted : [sorted[own]!, ...sorted.filter((_, index) => index !== own)];
  }, [countries, lang, first]);
}

/** A select of every country, for a react-hook-form field holding an ISO code. */
export function CountrySelect<T extends FieldValues>({
  control,
  name,
  label,
  countries,
  autoComplete,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  countries: readonly Country[] | undefined;
  autoComplete?: string;
}) {
  const fieldError = useFieldErrorText();
  const value = useWatch({ control, name }) as string | undefined;
  // The country the form opened with stays first: the list does not reorder while choosing.
  const [first] = useState(() => value || HOME_COUNTRY);
  const options = useCountryOptions(countries, first);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          label={label}
          required
          fullWidth
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error) ?? ' '}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
          }}
        >
          {options.length === 0 && field.value ? (
            // Keeps a prefilled value valid for the select until the list arrives.
            <MenuItem value={field.value}>{field.value}</MenuItem>
          ) : null}
          {options.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The name, address, country and website of an agency or organisation, as grid items of a
 * `<Grid container>`: the same layout, autofill hints and length limits in every form that asks
 * for them. Labels come from the form's own catalogue section.
 */
export function AddressFields<T extends FieldValues>({
  form: {
    register,
    control,
    formState: { errors },
  },
  labelOf,
  countries,
  nameField = 'name',
  optional = [],
  autofill = false,
  urlPlaceholder = 'https://',
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'control' | 'formState'>;
  labelOf: (field: AddressField) => string;
  countries: readonly Country[] | undefined;
  /** The form's key for the name (the back office sends an agency's as agencyName). */
  nameField?: string;
  optional?: readonly ('city' | 'url')[];
  /** Browser autofill of country and website: for the user's own institution. */
  autofill?: boolean;
  urlPlaceholder?: string;
}) {
  const fieldError = useFieldErrorText();
  const pathOf = (field: Exclude<AddressField, 'country'>) =>
    (field === 'name' ? nameField : field) as Path<T>;
  const errorOf = (field: Exclude<AddressField, 'country'>) =>
    errors[pathOf(field)] as FieldError | undefined;
  const textField = (
    field: Exclude<AddressField, 'country'>,
    extra: React.ComponentProps<typeof TextField> = {},
  ) => (
    <TextField
      {...register(pathOf(field))}
      label={labelOf(field)}
      required={!(optional as readonly string[]).includes(field)}
      fullWidth
      error={Boolean(errorOf(field))}
      helperText={fieldError(errorOf(field)) ?? ' '}
      slotProps={{ htmlInput: { maxLength: MAX_LENGTH[field] } }}
      {...extra}
    />
  );
  return (
    <>
      {TEXT_FIELDS.map(({ field, autoComplete, size }) => (
        <Grid key={field} size={size}>
          {textField(field, { autoComplete })}
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountrySelect
          control={control}
          name={'country' as Path<T>}
          label={labelOf('country')}
          countries={countries}
          autoComplete={autofill ? 'country' : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {textField('url', {
          type: 'url',
          inputMode: 'url',
          autoComplete: autofill ? 'url' : undefined,
          placeholder: urlPlaceholder,
        })}
      </Grid>
    </>
  );
}

/** A titled section of a form holding only the address fields (the onboarding forms). */
export function AddressSection<T extends FieldValues>({
  title,
  ...fields
}: { title: string } & React.ComponentProps<typeof AddressFields<T>>) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        <AddressFields {...fields} />
      </Grid>
    </>
  );
}
