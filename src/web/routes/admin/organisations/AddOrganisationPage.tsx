import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Grid,
  IconButton,
  Link,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_ORGANISATION_PICTURES, organisationFields } from '../../../../shared/contracts/admin';
import type { Organisation } from '../../../../shared/contracts/admin';
import { paths } from '../../../app/paths';
import { AddressFields } from '../../../components/form/AddressFields';
import { FormMessage } from '../../../components/form/FormMessage';
import { placeServerErrors } from '../../../components/form/placeServerErrors';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import { ImageUploadDialog, LogoField } from '../../../components/upload';
import type { UploadedFile } from '../../../components/upload';
import { useCreateOrganisation } from '../../../features/admin-organisations/api';
import { useCountries } from '../../../features/reference/api';
import { apiErrorText, apiFieldErrors } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';

const schema = z.object({
  name: organisationFields.name,
  postcode: organisationFields.postcode,
  address: organisationFields.address,
  country: organisationFields.country,
  city: organisationFields.city,
  url: organisationFields.url,
});
type Values = z.input<typeof schema>;
const EMPTY: Values = { name: '', postcode: '', address: '', country: '', city: '', url: '' };

type Picture = UploadedFile & { description: string };

/** Add an organisation: its fields, an optional logo and up to 10 pictures with descriptions. */
export default function AddOrganisationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const countries = useCountries();
  const create = useCreateOrganisation();
  usePageTitle(t('adminOrganisations.add.title'));
  const [logo, setLogo] = useState<UploadedFile | null>(null);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [pictureDialog, setPictureDialog] = useState(false);
  const [created, setCreated] = useState<Organisation | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A fresh set of inputs after a successful add (uncontrolled inputs keep floating labels).
  const [formKey, setFormKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setCreated(null);
    try {
      const organisation = await create.mutateAsync({
        ...values,
        logoFileId: logo?.id ?? null,
        pictures: pictures.map(({ id, description }) => ({ fileId: id, description })),
      });
      // Like the add-agency form (spec 000 section 4), the form clears after a successful add.
      reset(EMPTY);
      setLogo(null);
      setPictures([]);
      setFormKey((key) => key + 1);
      setCreated(organisation);
    } catch (error) {
      const placed = placeServerErrors(
        (field) => field in EMPTY,
        apiFieldErrors(t, error),
        (field: keyof Values, text) => setError(field, { message: text }),
      );
      if (!placed) setServerError(apiErrorText(t, error));
    }
  });

  return (
    <>
      <AdminBreadcrumbs
        items={[
          { label: t('adminOrganisations.list.crumb'), href: paths.adminOrganisations(lang) },
          { label: t('adminOrganisations.add.title') },
        ]}
      />
      <PageHeader title={t('adminOrganisations.add.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Box component="form" key={formKey} noValidate onSubmit={submit}>
          <Grid container spacing={2}>
            <AddressFields
              register={register}
              control={control}
              errors={errors}
              labelOf={(field) => t(`adminOrganisations.fields.${field}`)}
              countries={countries.data}
            />
            <Grid size={12}>
              <LogoField
                label={t('adminOrganisations.add.logo')}
                url={logo?.url ?? null}
                onChange={setLogo}
                actions={
                  logo ? (
                    <Button size="small" color="inherit" onClick={() => setLogo(null)}>
                      {t('adminOrganisations.add.removeLogo')}
                    </Button>
                  ) : null
                }
              />
            </Grid>
            <Grid size={12}>
              <PicturesEditor
                pictures={pictures}
                onChange={setPictures}
                onAdd={() => setPictureDialog(true)}
              />
            </Grid>
          </Grid>
          <Stack spacing={2} sx={{ mt: 3 }}>
            {serverError ? <FormMessage message={serverError} /> : null}
            {created ? (
              <Alert severity="success" role="status">
                {t('adminOrganisations.add.created', { name: created.name })}{' '}
                <Link component={RouterLink} to={paths.adminOrganisation(lang, created.id)}>
                  {t('adminOrganisations.add.open')}
                </Link>
              </Alert>
            ) : null}
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {t('adminOrganisations.add.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
      <ImageUploadDialog
        open={pictureDialog}
        title={t('adminOrganisations.add.pictureDialog')}
        onClose={() => setPictureDialog(false)}
        onUploaded={(file) => {
          setPictures((current) =>
            current.length < MAX_ORGANISATION_PICTURES
              ? [...current, { ...file, description: '' }]
              : current,
          );
          setPictureDialog(false);
        }}
      />
    </>
  );
}

/** The pictures chosen so far, each with its description; up to 10. */
function PicturesEditor({
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
