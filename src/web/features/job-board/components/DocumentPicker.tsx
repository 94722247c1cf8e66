import { useId, useState } from 'react';
import {
  Box,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/form/DateField';
import type { StaffDocument } from '#shared/contracts/agency-staff';
import type { DocumentKind } from '#shared/request-states';
import { useLanguage } from '#web/i18n/useLanguage';
import type { DocumentChoice } from '../document-choice';
import { documentsOfKind } from '../document-choice';
import { formatDay } from '../format';
import { PdfFileButton } from './PdfFileButton';

const UPLOAD = 'upload';

/**
 * One document the request asks for: a document of that kind on the person's profile (expired ones are
 * shown, disabled, with their date) or a PDF chosen now with an optional expiry date.
 */
export function DocumentPicker({
  kind,
  documents,
  choice,
  onChange,
  error,
  progress,
  disabled,
  required = true,
}: {
  kind: DocumentKind;
  /** False for a document the request takes but does not require (a specialist diploma where residents are welcome too). */
  required?: boolean;
  documents: readonly StaffDocument[];
  choice: DocumentChoice;
  onChange: (choice: DocumentChoice, problem?: string | null) => void;
  error?: string | null;
  progress?: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const labelId = useId();
  const label = t(`jobBoard.documents.${kind}`);
  const onProfile = documentsOfKind(documents, kind);
  // "Upload" stays picked while no file is chosen yet (the choice itself is still empty then).
  const [wantsUpload, setWantsUpload] = useState(false);
  const file = choice?.source === 'upload' ? choice.file : null;
  const selected =
    choice?.source === 'profile'
      ? choice.documentId
      : file || wantsUpload || onProfile.length === 0
        ? UPLOAD
        : '';
  const showUpload = selected === UPLOAD;

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ p: 1.5, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}
    >
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {required ? `${label} *` : t('jobBoard.documents.optional', { document: label })}
      </Typography>
      <RadioGroup
        value={selected}
        onChange={(event) => {
          const value = event.target.value;
          setWantsUpload(value === UPLOAD);
          onChange(value === UPLOAD ? null : { source: 'profile', documentId: value });
        }}
        aria-labelledby={labelId}
      >
        {onProfile.map((document) => (
          <FormControlLabel
            key={document.documentId}
            value={document.documentId}
            disabled={disabled || document.expired}
            control={<Radio size="small" />}
            label={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {document.name}{' '}
                <Typography
                  component="span"
                  variant="body2"
                  color={document.expired ? 'error' : 'text.secondary'}
                >
                  {document.expired
                    ? t('jobBoard.documents.expiredOn', {
                        date: formatDay(document.expiresOn, lang),
                      })
                    : document.expiresOn
                      ? t('jobBoard.documents.validUntil', {
                          date: formatDay(document.expiresOn, lang),
                        })
                      : t('jobBoard.documents.noExpiry')}
                </Typography>
              </Box>
            }
          />
        ))}
        <FormControlLabel
          value={UPLOAD}
          disabled={disabled}
          control={<Radio size="small" />}
          label={
            onProfile.length > 0
              ? t('jobBoard.documents.uploadNew')
              : t('jobBoard.documents.upload')
          }
        />
      </RadioGroup>
      {showUpload ? (
        <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 3.5 }, mt: 0.5 }}>
          <PdfFileButton
            label={t('jobBoard.documents.fileOf', { document: label })}
            file={file}
            disabled={disabled}
            progress={progress}
            onChange={(next, problem) =>
              onChange(
                next
                  ? {
                      source: 'upload',
                      file: next,
                      expiresOn: choice?.source === 'upload' ? choice.expiresOn : '',
                    }
                  : null,
                problem,
              )
            }
          />
          {file ? (
            <DateField
              size="small"
              label={t('jobBoard.documents.expiresOn')}
              value={choice?.source === 'upload' ? choice.expiresOn : ''}
              onChange={(next) => {
                if (choice?.source === 'upload')
                  onChange({ ...choice, expiresOn: next, fileId: choice.fileId });
              }}
              disabled={disabled}
              sx={{ maxWidth: 240 }}
            />
          ) : null}
        </Stack>
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
