import { useState } from 'react';
import { Alert, Box, Button, Grid, Link, Paper, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Country } from '#shared/contracts/reference';
import { MAX_ORGANISATION_PICTURES, organisationFields } from '#shared/contracts/admin';
import type { Organisation } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { AddressFields } from '#web/components/form/AddressFields';
import { FormMessage } from '#web/components/form/FormMessage';
import { useServerForm } from '#web/components/form/useServerForm';
import { ImageUploadDialog } from '#web/components/upload/ImageUploadDialog';
import { LogoField } from '#web/components/upload/LogoField';
import type { UploadedFile } from '#web/components/upload/upload-file';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCreateOrganisation } from '../api';
import { PicturesEditor } from './PicturesEditor';
import type { Picture } from './PicturesEditor';

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

/** The Add Organisation form: its fields, an optional logo and up to 10 pictures with descriptions. */
export function AddOrganisationForm({ countries }: { countries: Country[] | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const create = useCreateOrganisation();
  const [logo, setLogo] = useState<UploadedFile | null>(null);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [pictureDialog, setPictureDialog] = useState(false);
  const [created, setCreated] = useState<Organisation | null>(null);
  // A fresh set of inputs after a successful add (uncontrolled inputs keep floating labels).
  const [formKey, setFormKey] = useState(0);
  const { form, serverError, submit } = useServerForm({
    schema,
    defaultValues: EMPTY,
    fields: (field) => field in EMPTY,
  });
  const {
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = submit(async (values) => {
    setCreated(null);
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
  });

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Box component="form" key={formKey} noValidate onSubmit={onSubmit}>
          <Grid container spacing={2}>
            <AddressFields
              form={form}
              labelOf={(field) => t(`adminOrganisations.fields.${field}`)}
              countries={countries}
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
