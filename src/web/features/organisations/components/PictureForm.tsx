import { useState } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import UndoIcon from '@mui/icons-material/Undo';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import type { FieldChanges, OrganisationPicture } from '#shared/contracts/admin';
import { FormMessage } from '#web/components/form/FormMessage';
import { ImageUploadDialog } from '#web/components/upload/ImageUploadDialog';
import type { UploadedFile } from '#web/components/upload/upload-file';
import { apiErrorText } from '#web/i18n/messages';
import type { useChangeOrganisationPicture } from '../api';

/** A picture's image and description as a draft; Save sends what changed (Delete blanks it). */
export function PictureForm({
  picture,
  change,
}: {
  picture: OrganisationPicture;
  change: ReturnType<typeof useChangeOrganisationPicture>;
}) {
  const { t } = useTranslation();
  /** undefined: unchanged; null: blanked (Delete); a file: replaced. */
  const [file, setFile] = useState<UploadedFile | null | undefined>(undefined);
  const [description, setDescription] = useState(picture.description);
  const [dialog, setDialog] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'info'; text: string } | null>(null);

  const shownUrl = file === undefined ? picture.url : file === null ? null : file.url;
  const changes: FieldChanges = [];
  if (file !== undefined && (file?.id ?? null) !== picture.fileId) {
    changes.push({ field: 'fileId', value: file?.id ?? null });
  }
  if (description.trim() !== picture.description) {
    changes.push({ field: 'description', value: description.trim() });
  }

  const submit = async () => {
    setNotice(null);
    if (changes.length === 0) {
      setNotice({ severity: 'info', text: t('adminOrganisations.picture.nothingChanged') });
      return;
    }
    try {
      await change.mutateAsync(changes);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2.5}>
          <Box>
            {shownUrl ? (
              <Box
                component="img"
                src={shownUrl}
                alt={description || t('adminOrganisations.pictures.noDescription')}
                sx={{
                  display: 'block',
                  width: '100%',
                  maxHeight: 420,
                  objectFit: 'contain',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                }}
              />
            ) : (
              <Box
                sx={{
                  height: 200,
                  borderRadius: 1,
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'text.secondary',
                  textAlign: 'center',
                  p: 2,
                }}
              >
                <Box>
                  <ImageIcon fontSize="large" aria-hidden="true" />
                  <Typography>{t('adminOrganisations.pictures.blank')}</Typography>
                </Box>
              </Box>
            )}
            {file === null && picture.fileId !== null ? (
              <Typography variant="body2" color="warning.main" sx={{ mt: 1 }} role="status">
                {t('adminOrganisations.picture.removedHint')}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setDialog(true)}>
              {t('adminOrganisations.picture.replace')}
            </Button>
            {shownUrl ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => {
                  setNotice(null);
                  setFile(null);
                }}
              >
                {t('adminOrganisations.picture.delete')}
              </Button>
            ) : null}
            {file !== undefined ? (
              <Button color="inherit" startIcon={<UndoIcon />} onClick={() => setFile(undefined)}>
                {t('adminOrganisations.picture.undo')}
              </Button>
            ) : null}
          </Stack>
          <TextField
            label={t('adminOrganisations.picture.description')}
            value={description}
            onChange={(event) => {
              setNotice(null);
              setDescription(event.target.value);
            }}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {change.isError ? <FormMessage message={apiErrorText(t, change.error)} /> : null}
          {change.isSuccess && changes.length === 0 ? (
            <FormMessage severity="success" message={t('adminOrganisations.picture.saved')} />
          ) : null}
          {notice ? <FormMessage severity={notice.severity} message={notice.text} /> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {t('adminOrganisations.picture.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ImageUploadDialog
        open={dialog}
        title={t('adminOrganisations.picture.replace')}
        onClose={() => setDialog(false)}
        onUploaded={(uploaded) => {
          setNotice(null);
          setFile(uploaded);
          setDialog(false);
        }}
      />
    </Paper>
  );
}
