import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { accessibilityFeedbackSchema, type AccessibilityFeedback } from '#shared/contracts/contact';
import { FormMessage } from '#web/components/form/FormMessage';
import { FormTextField } from '#web/components/form/FormTextField';
import { useSubmitAccessibilityFeedback } from '../api';
import { consentFormResolver, type WithConsentBox } from '../consent-resolver';
import { placeServerErrors } from '../server-errors';
import { ConsentField } from './ConsentField';

type FeedbackValues = WithConsentBox<z.input<typeof accessibilityFeedbackSchema>>;
const resolver = consentFormResolver(accessibilityFeedbackSchema);
const FIELDS = ['name', 'email', 'message', 'isAgreed'] as const;
const EMPTY: FeedbackValues = {
  kind: 'accessibility',
  name: '',
  email: '',
  message: '',
  isAgreed: false,
};

/**
 * Feedback on a barrier (BGG § 12b (2) no. 2): name, e-mail, message and consent, no phone. The thanks
 * replace nothing on the page: they appear above the emptied form and take the focus, so a
 * screen reader hears them and the form can be used again.
 */
export function AccessibilityFeedbackForm() {
  const { t } = useTranslation();
  const submit = useSubmitAccessibilityFeedback();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm<FeedbackValues, unknown, AccessibilityFeedback>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, setError, reset, formState } = form;

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    try {
      await submit.mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      setFormError(placeServerErrors(t, error, FIELDS, setError));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={send}
      aria-label={t('contact.accessibilityFeedback.formLabel')}
    >
      {sent ? (
        <Alert severity="success" ref={thanks} tabIndex={-1} sx={{ mb: 2 }}>
          {t('contact.accessibilityFeedback.sent')}
        </Alert>
      ) : null}
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
          <FormTextField
            form={form}
            name="name"
            label={t('contact.accessibilityFeedback.name')}
            autoComplete="name"
            fullWidth
          />
          <FormTextField
            form={form}
            name="email"
            label={t('contact.fields.email')}
            autoComplete="email"
            type="email"
            fullWidth
          />
        </Stack>
        <FormTextField
          form={form}
          name="message"
          label={t('contact.accessibilityFeedback.message')}
          hint={t('contact.accessibilityFeedback.messageHint')}
          multiline
          minRows={5}
          fullWidth
        />
        <ConsentField control={control} />
        <FormMessage message={formError} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('contact.accessibilityFeedback.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
