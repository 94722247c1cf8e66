import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { placeServerErrors } from './place-server-errors';

export interface ServerFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The fields a server error may land on; the rest make a form-level message. */
  fields?: readonly string[] | ((field: string) => boolean);
  /** Move the cursor to a field the server refused. */
  focusServerErrors?: boolean;
  /** The form-level text of an error no field took; the API's message by default. */
  errorText?: (error: unknown) => string;
}

/**
 * A react-hook-form form checked by a zod schema as the user leaves each field, and a submit that
 * puts the server's field errors on their fields and any other error in `serverError`.
 */
export function useServerForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields = [],
  focusServerErrors = false,
  errorText,
}: ServerFormOptions<S>) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });

  /** Places a failed call's errors: on the fields when any fits, else as the form's message. */
  const showError = (error: unknown) => {
    const placed = placeServerErrors(fields, apiFieldErrors(t, error), (field, message) =>
      form.setError(
        field as Path<z.input<S>>,
        { type: 'server', message },
        { shouldFocus: focusServerErrors },
      ),
    );
    if (!placed) setServerError(errorText ? errorText(error) : apiErrorText(t, error));
  };

  const submit = (action: (values: z.output<S>) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        await action(values);
      } catch (error) {
        showError(error);
      }
    });

  return { form, serverError, setServerError, submit };
}
