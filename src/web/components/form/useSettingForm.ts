import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useServerForm } from './useServerForm';

/**
 * A one-setting form (SettingForm): the zod-checked form, and a submit that saves and then shows
 * what `save` answers as the status until the next submit or its close button.
 */
export function useSettingForm<S extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: S;
  fields: readonly string[];
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<ReactNode>;
}) {
  const [saved, setSaved] = useState<ReactNode>(null);
  const { form, serverError, submit } = useServerForm(options);
  const onSubmit = submit(async (values) => {
    setSaved(null);
    setSaved(await options.save(values));
  });
  return {
    form,
    settingForm: {
      onSubmit,
      serverError,
      submitting: form.formState.isSubmitting,
      saved,
      onCloseSaved: () => setSaved(null),
    },
  };
}
