import { useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import { ImageUploadDialog } from './ImageUploadDialog';
import type { UploadedFile } from './upload-file';

export interface LogoFieldProps {
  label: string;
  /** The current logo's address, or null when there is none. */
  url: string | null;
  onChange: (file: UploadedFile) => void;
  /** A translated error text (e.g. 'Please upload a logo'). */
  error?: string;
  /** Marks the label with an asterisk. */
  required?: boolean;
  disabled?: boolean;
  /** Extra buttons beside Change (e.g. Cancel in edit in place). */
  actions?: React.ReactNode;
}

/** The current logo with a Change button that opens the upload dialog. */
export function LogoField({
  label,
  url,
  onChange,
  error,
  required,
  disabled,
  actions,
}: LogoFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          variant="rounded"
          src={url ?? undefined}
          alt={url ? t('admin.upload.currentLogo', { label }) : undefined}
          sx={{
            width: 72,
            height: 72,
            bgcolor: 'action.hover',
            color: 'text.secondary',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            '& img': { objectFit: 'contain' },
          }}
        >
          <BusinessIcon />
        </Avatar>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setOpen(true)}
          disabled={disabled}
          aria-label={`${url ? t('admin.upload.change') : t('admin.upload.add')} ${label}`}
        >
          {url ? t('admin.upload.change') : t('admin.upload.add')}
        </Button>
        {actions}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <ImageUploadDialog open={open} onClose={() => setOpen(false)} onUploaded={onChange} />
    </Box>
  );
}
