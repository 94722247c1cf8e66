import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { MAX_ORGANISATION_PICTURES } from '#shared/contracts/admin';
import type { UploadedFile } from '#web/components/upload/upload-file';

export type Picture = UploadedFile & { description: string };

/** The pictures chosen so far, each with its description; up to 10. */
export function PicturesEditor({
  pictures,
  onChange,
  onAdd,
}: {
  pictures: Picture[];
  onChange: (next: Picture[]) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const full = pictures.length >= MAX_ORGANISATION_PICTURES;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5, p: 0 }}>
        {t('adminOrganisations.add.pictures')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('adminOrganisations.add.picturesHint', { max: MAX_ORGANISATION_PICTURES })}
      </Typography>
      <Stack spacing={1.5}>
        {pictures.map((picture, index) => (
          <Stack
            key={`${picture.id}-${index}`}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <Box
              component="img"
              src={picture.url}
              alt={t('adminOrganisations.add.pictureAlt', { n: index + 1 })}
              sx={{
                width: 72,
                height: 56,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                flexShrink: 0,
              }}
            />
            <TextField
              size="small"
              fullWidth
              label={t('adminOrganisations.add.pictureDescription', { n: index + 1 })}
              value={picture.description}
              onChange={(event) =>
                onChange(
                  pictures.map((item, position) =>
                    position === index ? { ...item, description: event.target.value } : item,
                  ),
                )
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Tooltip title={t('adminOrganisations.add.removePicture', { n: index + 1 })}>
              <IconButton
                aria-label={t('adminOrganisations.add.removePicture', { n: index + 1 })}
                onClick={() => onChange(pictures.filter((_item, position) => position !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        ))}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            onClick={onAdd}
            disabled={full}
          >
            {t('adminOrganisations.add.addPicture')}
          </Button>
          {full ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('adminOrganisations.add.picturesFull', { max: MAX_ORGANISATION_PICTURES })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
