import { useId, useRef } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#shared/format';
import { checkPdfFile } from '#web/components/upload/upload-file';
import { useLanguage } from '#web/i18n/useLanguage';

/** The jobBoard.files.* key of a rule a chosen file breaks (spec: 'PDF only', '5 MB'). */
export const PDF_RULE_KEYS = { pdf: 'pdfOnly', size: 'tooLarge', empty: 'empty' } as const;

/** A server upload error's key (POST /api/files?purpose=document) in the same words. */
export function uploadErrorKey(key: string | undefined): string | null {
  if (key === 'File_type_not_allowed' || key === 'Document_not_pdf') return PDF_RULE_KEYS.pdf;
  if (key === 'File_too_large') return PDF_RULE_KEYS.size;
  if (key === 'File_empty') return PDF_RULE_KEYS.empty;
  return null;
}

/**
 * Choose one PDF: the file is checked at once (type, 5 MB), so a wrong file is refused before
 * anything is sent; the server checks the bytes again. Shows the chosen name and the upload's
 * progress.
 */
export function PdfFileButton({
  label,
  file,
  onChange,
  error,
  progress,
  disabled,
}: {
  /** Accessible name of the file input, e.g. 'Curriculum vitae (PDF)'. */
  label: string;
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  error?: string | null;
  /** 0..1 while uploading. */
  progress?: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          sx={(theme) => ({
            minHeight: 40,
            // The input itself is hidden: its keyboard focus shows on this label.
            '&:has(+ input:focus-visible)': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          })}
        >
          {file ? t('jobBoard.files.replace') : t('jobBoard.files.choose')}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so that choosing the same file again still reports a change.
            event.target.value = '';
            if (!chosen) return;
            const problem = checkPdfFile(chosen);
            onChange(
              problem ? null : chosen,
              problem ? t(`jobBoard.files.${PDF_RULE_KEYS[problem]}`) : null,
            );
          }}
        />
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {file ? `${file.name} (${formatFileSize(file.size, lang)})` : t('jobBoard.files.rules')}
        </Typography>
      </Stack>
      {progress !== null && progress !== undefined ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('jobBoard.files.progress', { name: file?.name ?? '' })}
          />
          <Typography variant="caption" color="text.secondary">
            {t('jobBoard.files.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
      {error ? (
        <FormHelperText error id={errorId} role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
