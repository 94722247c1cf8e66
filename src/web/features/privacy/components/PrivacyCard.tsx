import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeleteAccountResponse } from '#shared/contracts/privacy';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { clearAuth } from '#web/lib/auth-token';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { downloadMyData, useDeleteAccount } from '../api';

/** The server's message in the page's language; anything else as the generic failure. */
function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    isApiError(error) && error.message ? error.message : t('privacy.failed');
}

/**
 * After deletion: what happened and what the law keeps. The token is dropped only once the
 * sign-in page has replaced this one: dropped earlier, the signed-in layout would send the
 * person home first and the way to sign-in would be lost.
 */
function DeletedNotice({ result }: { result: DeleteAccountResponse }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) clearAuth();
    },
    [],
  );
  const leave = () => {
    leaving.current = true;
    void navigate(paths.signIn(lang), { replace: true });
  };
  return (
    <Alert severity="success" role="status">
      <Typography>{result.message}</Typography>
      {result.kept.length ? (
        <ul>
          {result.kept.map((entry) => (
            <li key={entry.kind}>{entry.description}</li>
          ))}
        </ul>
      ) : null}
      <Button variant="contained" onClick={leave} sx={{ mt: 1 }}>
        {t('privacy.leave')}
      </Button>
    </Alert>
  );
}

/**
 * The account page's data-protection card: download everything held about me,
 * and delete my account after typing the password again.
 */
export function PrivacyCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<DeleteAccountResponse | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadError(errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  const confirm = () =>
    remove.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setOpen(false);
          setResult(answer);
        },
      },
    );

  if (result) return <DeletedNotice result={result} />;
  return (
    <Card variant="outlined" id="privacy">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {t('privacy.title')}
          </Typography>
          <Typography>{t('privacy.exportIntro')}</Typography>
          <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
            {downloading ? t('privacy.downloading') : t('privacy.download')}
          </Button>
          {downloadError ? <Alert severity="error">{downloadError}</Alert> : null}
          <Typography>{t('privacy.deleteIntro')}</Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              remove.reset();
              setPassword('');
              setOpen(true);
            }}
          >
            {t('privacy.delete')}
          </Button>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={open}
        title={t('privacy.dialogTitle')}
        text={t('privacy.dialogText')}
        cancelLabel={t('privacy.cancel')}
        confirmLabel={t('privacy.confirm')}
        confirmDisabled={password.length === 0}
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <TextField
            label={t('privacy.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
          />
          {remove.error ? <Alert severity="error">{errorText(remove.error)}</Alert> : null}
        </Stack>
      </ConfirmDialog>
    </Card>
  );
}
