import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { startDownload } from '#web/components/upload/download';
import { apiErrorText } from '#web/i18n/messages';
import { useDocumentLink } from '../api';
import { PendingProgress } from '#web/components/layout/PendingProgress';

/**
 * Downloads a private document: a signed link is asked for on each click (it is valid for five
 * minutes, so it is never kept), then opened.
 */
export function DocumentDownloadButton({
  documentId,
  label,
  onError,
}: {
  documentId: string;
  /** Accessible name, e.g. 'Download curriculum vitae'. */
  label: string;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const link = useDocumentLink();
  const [pending, setPending] = useState(false);
  const open = async () => {
    setPending(true);
    try {
      startDownload((await link.mutateAsync(documentId)).url);
    } catch (cause) {
      onError(apiErrorText(t, cause));
    } finally {
      setPending(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          onClick={() => void open()}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? (
            <PendingProgress size={20} label={t('layout.loading')} />
          ) : (
            <FileDownloadOutlinedIcon />
          )}
        </IconButton>
      </span>
    </Tooltip>
  );
}
