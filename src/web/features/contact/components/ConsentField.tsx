import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFieldErrorText } from '#web/components/form/FormMessage';
import { ConsentCheckbox } from './ConsentCheckbox';

/** The consent checkbox bound to a contact form's `isAgreed`, with its error in the page's language. */
export function ConsentField<T extends FieldValues & { isAgreed: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  const fieldError = useFieldErrorText();
  return (
    <Controller
      name={'isAgreed' as Path<T>}
      control={control}
      render={({ field, fieldState }) => (
        <ConsentCheckbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
