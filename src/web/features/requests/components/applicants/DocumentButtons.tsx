import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { DocumentRef } from '#shared/contracts/job-board';
import { DOCUMENT_KINDS } from '#shared/request-states';
import { startDownload } from '#web/components/upload/download';
import { apiErrorText } from '#web/i18n/messages';
import { useDocumentLink } from '../../api';
import { PendingProgress } from '#web/components/layout/PendingProgress';

/**
 * The application's documents (CV, approbation, specialist diploma) as download buttons. A link
 * is asked for on each click: it is valid for five minutes, so it is never kept.
 */
export function DocumentButtons({
  documents,
  person,
}: {
  documents: DocumentRef[];
  person: string;
}) {
  const { t } = useTranslation();
  const link = useDocumentLink();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('applicants.noDocuments')}
      </Typography>
    );
  }

  const ordered = [...documents].sort(
    (a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind),
  );

  const open = async (ref: DocumentRef) => {
    setError(null);
    setPending(ref.documentId);
    try {
      const { url } = await link.mutateAsync(ref.documentId);
      startDownload(url);
    } catch (cause) {
      setError(apiErrorText(t, cause));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ordered.map((ref) => {
          const label = t(`applicants.documents.${ref.kind}`);
          return (
            <Button
              key={ref.documentId}
              variant="outlined"
              size="small"
              onClick={() => void open(ref)}
              disabled={pending !== null}
              aria-busy={pending === ref.documentId || undefined}
              startIcon={
                pending === ref.documentId ? (
                  <PendingProgress size={16} label={t('layout.loading')} />
                ) : (
                  <PictureAsPdfOutlinedIcon />
                )
              }
              aria-label={t('applicants.download', { document: label, name: person })}
              title={ref.name}
              sx={{ minHeight: 40, textTransform: 'none' }}
            >
              {label}
            </Button>
          );
        })}
      </Box>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
