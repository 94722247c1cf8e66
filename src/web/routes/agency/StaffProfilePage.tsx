import { Alert, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personFields } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import {
  PERSON_REQUIRED,
  PERSON_SECTIONS,
  personValues,
} from '#web/components/edit-in-place/person-sections';
import type { FieldChange } from '#web/components/edit-in-place/EditableForm';
import { QueryState } from '#web/components/query-state/QueryState';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { StaffDocuments } from '#web/features/job-board/components/StaffDocuments';
import { useChangeStaff, useStaffProfile } from '#web/features/job-board/api';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * /{lang}/agency/staff/:userId: a staff member's profile (the agency customer profile of spec
 * 000), edited in place section by section, and their documents.
 */
export default function StaffProfilePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { userId = '' } = useParams();
  const profile = useStaffProfile(userId);
  const change = useChangeStaff(userId);
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}`.trim() : '';
  usePageTitle(name || t('jobBoard.staff.profileTitle'));
  const back = (
    <Button
      component={RouterLink}
      to={paths.agencyStaff(lang)}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('jobBoard.staff.back')}
    </Button>
  );

  if (!profile.isSuccess) return <QueryState query={profile} before={back} />;

  const data = profile.data;
  const values = personValues(data);
  const submit = async (changes: FieldChange[]) => {
    await change.mutateAsync(changes);
  };

  return (
    <>
      {back}
      <PageHeader
        title={name || data.email}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="span"
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <span>{data.email}</span>
            {!data.emailConfirmed ? (
              <Chip
                size="small"
                variant="outlined"
                component="span"
                label={t('jobBoard.staff.noSignIn')}
              />
            ) : null}
          </Stack>
        }
      />
      {data.ownedByPerson ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('jobBoard.staff.ownedByPerson')}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        {PERSON_SECTIONS.map((section) => (
          <Grid key={section.id} size={{ xs: 12, xl: section.id === 'preferences' ? 12 : 6 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={`section-${section.id}`}
              sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
            >
              <Typography variant="h6" component="h2" id={`section-${section.id}`} sx={{ mb: 2 }}>
                {t(`adminPeople.detail.sections.${section.id}`)}
              </Typography>
              <EditableForm
                fields={section.fields.map(([field, kind, key]) => ({
                  name: field,
                  label: t(`adminPeople.fields.${key}`),
                  kind,
                  schema: personFields[field],
                  required: PERSON_REQUIRED.has(field),
                  // The e-mail is the person's sign-in: the agency does not change it; once the
                  // person has claimed their account, nothing of it.
                  readOnly: data.ownedByPerson === true || field === 'email',
                }))}
                values={values}
                onSubmit={submit}
                submitLabel={t('jobBoard.staff.save')}
              />
            </Paper>
          </Grid>
        ))}
        <Grid size={12}>
          <StaffDocuments userId={data.id} documents={data.documents} />
        </Grid>
      </Grid>
    </>
  );
}
