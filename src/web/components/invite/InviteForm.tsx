import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inviteBodySchema } from '#shared/contracts/admin';
import { FormMessage } from '#web/components/form/FormMessage';
import { FormTextField } from '#web/components/form/FormTextField';
import { useServerForm } from '#web/components/form/useServerForm';

export type InviteStatus = 'invited' | 'added' | 'pending';

export interface InviteFormProps {
  /** Sends the invitation; answers whether an e-mail went out, an existing account was asked to accept (pending) or was already a member (added). */
  onInvite: (email: string) => Promise<{ status: InviteStatus }>;
  /** Heading; 'Invite new person' when absent (spec 000). */
  title?: string;
  /** A line under the heading, e.g. the agency the person joins. */
  subtitle?: React.ReactNode;
}

// The shared address rule: empty or malformed, both 'Email is not valid'.
const schema = z.object({ email: inviteBodySchema.shape.email });

/** 'Invite new person': one e-mail field and Send; shows the server's error text (spec 000 section 8). */
export function InviteForm({ onInvite, title, subtitle }: InviteFormProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ status: InviteStatus; email: string } | null>(null);
  // Every refusal is shown as the form's message, none on the field.
  const { form, serverError, submit } = useServerForm({ schema, defaultValues: { email: '' } });

  const onSubmit = submit(async ({ email }) => {
    setResult(null);
    const answer = await onInvite(email);
    setResult({ status: answer.status, email });
    form.reset({ email: '' });
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Typography variant="h5" component="h2" sx={{ mb: subtitle ? 0.5 : 2 }}>
        {title ?? t('admin.invite.title')}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <FormTextField
            form={form}
            name="email"
            label={t('admin.invite.email')}
            type="email"
            autoComplete="off"
            required
          />
          {serverError ? <FormMessage message={serverError} /> : null}
          {result ? (
            <FormMessage
              severity="success"
              message={t(`admin.invite.${result.status}`, { email: result.email })}
            />
          ) : null}
          <Box>
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendIcon />}
              disabled={form.formState.isSubmitting}
            >
              {t('admin.invite.send')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
