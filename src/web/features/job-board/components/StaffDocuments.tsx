import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/form/DateField';
import type { StaffDocument } from '#shared/contracts/agency-staff';
import { DOCUMENT_KINDS } from '#shared/request-states';
import type { DocumentKind } from '#shared/request-states';
import { ConfirmDialog } from '#web/components/layout/ConfirmDialog';
import { uploadDocument } from '#web/components/upload/upload-file';
import type { UploadHandle } from '#web/components/upload/upload-file';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { isApiError } from '#web/lib/api-client';
import { useLanguage } from '#web/i18n/useLanguage';
import { useAddStaffDocument, useRemoveStaffDocument } from '../api';
import { formatDay, formatMoment } from '../format';
import { DocumentDownloadButton } from './DocumentDownloadButton';
import { reportOutcome } from './outcome-message';
import { PdfFileButton, uploadErrorKey } from './PdfFileButton';
import { PendingProgress } from '#web/components/layout/PendingProgress';

/**
 * A staff member's documents: the list (kind, name, expiry, download, remove after a
 * confirmation) and an upload of a PDF as CV, approbation or specialist diploma with an optional
 * expiry date. Expired documents stay listed but cannot be used in an application.
 */
export function StaffDocuments({
  userId,
  documents,
}: {
  userId: string;
  documents: StaffDocument[];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const add = useAddStaffDocument(userId);
  const remove = useRemoveStaffDocument(userId);
  const [kind, setKind] = useState<DocumentKind>('cv');
  const [file, setFile] = useState<File | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const [removing, setRemoving] = useState<StaffDocument | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const sorted = [...documents].sort(
    (a, b) =>
      DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind) ||
      b.createdAt.localeCompare(a.createdAt),
  );
  const busy = progress !== null || add.isPending;

  const send = async () => {
    setMessage(null);
    setExpiryError(null);
    if (!file) {
      setFileError(t('validation.Required_files_missing'));
      return;
    }
    setProgress(0);
    try {
      upload.current = uploadDocument(file, setProgress);
      const stored = await upload.current.promise;
      setProgress(null);
      await add.mutateAsync({ kind, fileId: stored.id, expiresOn: expiresOn || null });
      setMessage({
        severity: 'success',
        text: t('jobBoard.staffDocuments.added', { name: file.name }),
      });
      setFile(null);
      setExpiresOn('');
    } catch (cause) {
      const key = uploadErrorKey(isApiError(cause) ? cause.details[0]?.key : undefined);
      const byField = apiFieldErrors(t, cause);
      if (key) setFileError(t(`jobBoard.files.${key}`));
      else if (byField.has('expiresOn')) setExpiryError(byField.get('expiresOn')!);
      else if (byField.has('fileId')) setFileError(byField.get('fileId')!);
      else setMessage({ severity: 'error', text: apiErrorText(t, cause) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="staff-documents"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id="staff-documents">
        {t('jobBoard.staffDocuments.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobBoard.staffDocuments.intro')}
      </Typography>
      {message ? (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      ) : null}
      {sorted.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('jobBoard.staffDocuments.none')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('jobBoard.staffDocuments.title')}
          sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}
          divider={
            <Box component="li" aria-hidden="true" sx={{ borderTop: 1, borderColor: 'divider' }} />
          }
        >
          {sorted.map((document) => (
            <Stack
              component="li"
              key={document.documentId}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', py: 1 }}
            >
              <PictureAsPdfOutlinedIcon
                color="action"
                aria-hidden="true"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`jobBoard.documents.${document.kind}`)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {document.name} ·{' '}
                  {t('jobBoard.staffDocuments.uploadedAt', {
                    moment: formatMoment(Date.parse(document.createdAt), lang),
                  })}
                </Typography>
                <Chip
                  size="small"
                  sx={{ mt: 0.5 }}
                  color={document.expired ? 'error' : 'default'}
                  variant={document.expired ? 'filled' : 'outlined'}
                  label={
                    document.expired
                      ? t('jobBoard.documents.expiredOn', {
                          date: formatDay(document.expiresOn, lang),
                        })
                      : document.expiresOn
                        ? t('jobBoard.documents.validUntil', {
                            date: formatDay(document.expiresOn, lang),
                          })
                        : t('jobBoard.documents.noExpiry')
                  }
                />
              </Box>
              <DocumentDownloadButton
                documentId={document.documentId}
                label={t('jobBoard.documents.download', {
                  document: t(`jobBoard.documents.${document.kind}`),
                  name: document.name,
                })}
                onError={(text) => setMessage({ severity: 'error', text })}
              />
              <Tooltip title={t('jobBoard.staffDocuments.remove')}>
                <IconButton
                  aria-label={t('jobBoard.staffDocuments.removeNamed', { name: document.name })}
                  onClick={() => setRemoving(document)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
      )}
      <Box
        component="form"
        noValidate
        aria-label={t('jobBoard.staffDocuments.uploadTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
      >
        <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('jobBoard.staffDocuments.uploadTitle')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('jobBoard.staffDocuments.kind')}
              value={kind}
              onChange={(event) => setKind(event.target.value as DocumentKind)}
              disabled={busy}
            >
              {DOCUMENT_KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`jobBoard.documents.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField
              fullWidth
              size="small"
              label={t('jobBoard.documents.expiresOn')}
              value={expiresOn}
              onChange={(next) => {
                setExpiresOn(next);
                setExpiryError(null);
              }}
              error={Boolean(expiryError)}
              helperText={expiryError ?? ' '}
              disabled={busy}
            />
          </Grid>
          <Grid size={12}>
            <PdfFileButton
              label={t('jobBoard.documents.fileOf', { document: t(`jobBoard.documents.${kind}`) })}
              file={file}
              onChange={(next, problem) => {
                setFile(next);
                setFileError(problem);
              }}
              error={fileError}
              progress={progress}
              disabled={busy}
            />
          </Grid>
        </Grid>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <PendingProgress /> : null}
        >
          {t('jobBoard.staffDocuments.upload')}
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        pending={remove.isPending}
        title={t('jobBoard.staffDocuments.removeTitle')}
        text={removing ? t('jobBoard.staffDocuments.removeText', { name: removing.name }) : null}
        cancelLabel={t('jobBoard.applications.cancel')}
        confirmLabel={t('jobBoard.staffDocuments.remove')}
        onConfirm={() => {
          if (!removing) return;
          const success = t('jobBoard.staffDocuments.removed', { name: removing.name });
          remove.mutate(
            removing.documentId,
            reportOutcome(t, setMessage, success, () => setRemoving(null)),
          );
        }}
      />
    </Paper>
  );
}
