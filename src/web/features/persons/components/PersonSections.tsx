import { Grid, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { personFields } from '#shared/contracts/admin';
import type { Person } from '#shared/contracts/admin';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import {
  PERSON_REQUIRED,
  PERSON_SECTIONS,
  personValues,
} from '#web/components/edit-in-place/person-sections';
import type { FieldChange } from '#web/components/edit-in-place/EditableForm';
import { PersonAgenciesTable } from './PersonAgenciesTable';
import { PersonEducationTable } from './PersonEducationTable';

type Section = (typeof PERSON_SECTIONS)[number];

/** The details tab of a person: every profile section editable per field, then the tables. */
export function PersonSections({
  person,
  labels,
  onSubmit,
}: {
  person: Person;
  labels: Record<string, string>;
  onSubmit: (changes: FieldChange[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const values = personValues(person);
  const sectionCard = (section: Section) => (
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
        fields={section.fields.map(([field, kind]) => ({
          name: field,
          label: labels[field]!,
          kind,
          schema: personFields[field],
          required: PERSON_REQUIRED.has(field),
        }))}
        values={values}
        onSubmit={onSubmit}
        submitLabel={t('adminPeople.detail.save')}
      />
    </Paper>
  );
  const byId = (sectionId: string) => PERSON_SECTIONS.find((section) => section.id === sectionId)!;

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('personal'))}</Grid>
      <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('address'))}</Grid>
      <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('qualification'))}</Grid>
      <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('skills'))}</Grid>
      <Grid size={12}>{sectionCard(byId('preferences'))}</Grid>
      {person.agencies.length > 0 ? (
        <Grid size={12}>
          <PersonAgenciesTable person={person} />
        </Grid>
      ) : null}
      <Grid size={12}>
        <PersonEducationTable person={person} />
      </Grid>
    </Grid>
  );
}
