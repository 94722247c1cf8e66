import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { messageContactSchema } from '#shared/contracts/contact';
import type { MessageContact } from '#shared/contracts/contact';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { useSubmitMessageContact } from '../api';
import { consentFormResolver } from '../consent-resolver';
import type { WithConsentBox } from '../consent-resolver';
import { CONTACT_TITLES } from '../contact-titles';
import { placeServerErrors } from '../server-errors';
import { ConsentField } from './ConsentField';
import { ContactConfirmationDialog } from './ContactConfirmationDialog';

export type ContactFormKind = MessageContact['kind'];

type MessageFormValues = WithConsentBox<z.input<typeof messageContactSchema>>;
const resolver = consentFormResolver(messageContactSchema);

const FIELDS = [
  'title',
  'firstName',
  'lastName',
  'hospitalName',
  'email',
  'phone',
  'message',
  'isAgreed',
] as const;

function defaultValues(kind: ContactFormKind): MessageFormValues {
  return {
    kind,
    title: '',
    firstName: '',
    lastName: '',
    hospitalName: '',
    email: '',
    phone: '',
    message: '',
    isAgreed: false,
  };
}

export interface ContactFormProps {
  /** Who writes: a clinic, an agency, or anyone (stored with the request). */
  kind: ContactFormKind;
  /** Called after the confirmation dialog was closed. */
  onDone?: () => void;
}

/**
 * The long contact form for clinics, agencies and general enquiries: title, first and last
 * name, institution, e-mail, telephone, message and consent (spec 001 section 3).
 */
export function ContactForm({ kind, onDone }: ContactFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const submit = useSubmitMessageContact();
  const [confirmed, setConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MessageFormValues, unknown, MessageContact>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultValues(kind),
  });

  const send = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit.mutateAsync({ ...values, kind });
      setConfirmed(true);
    } catch (error) {
      setFormError(placeServerErrors(t, error, FIELDS, setError));
    }
  });

  const text = (
    name: 'firstName' | 'lastName' | 'hospitalName' | 'email' | 'phone',
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      {...register(name)}
      label={t(`contact.fields.${name === 'hospitalName' ? 'institution' : name}`)}
      autoComplete={autoComplete}
      type={type}
      error={Boolean(errors[name])}
      helperText={fieldError(errors[name]) ?? ' '}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={send} aria-label={t(`contact.form.label.${kind}`)}>
      <Stack spacing={0.5}>
        <Controller
          name="title"
          control={control}
          render={({ field }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('contact.fields.title')}
              helperText=" "
              sx={{ maxWidth: { sm: 220 } }}
              fullWidth
            >
              {CONTACT_TITLES.map((title) => (
                <MenuItem key={title || 'none'} value={title}>
                  {title
                    ? t(`contact.titles.${title === 'Dr.' ? 'dr' : 'profDr'}`)
                    : t('contact.titles.none')}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </Stack>
        {text('hospitalName', 'organization')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
        </Stack>
        <TextField
          {...register('message')}
          label={t('contact.fields.message')}
          multiline
          minRows={4}
          error={Boolean(errors.message)}
          helperText={fieldError(errors.message) ?? ' '}
          fullWidth
        />
        <ConsentField control={control} />
        <FormMessage message={formError} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {t('contact.form.submit')}
          </Button>
        </Box>
      </Stack>
      <ContactConfirmationDialog
        open={confirmed}
        onClose={() => {
          setConfirmed(false);
          setFormError(null);
          reset(defaultValues(kind));
          onDone?.();
        }}
      />
    </Box>
  );
}
