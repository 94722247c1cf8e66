import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { organisationFields } from '#shared/contracts/admin';
import type { Country } from '#shared/contracts/reference';
import type { Organisation } from '#shared/contracts/admin';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import { useChangeOrganisation } from '../api';
import { GENERAL_FIELDS, generalLabels, timeZoneOptions } from '../general-fields';

/** The organisation's general info, editable per field; the page passes the country list in. */
export function OrganisationGeneralTab({
  organisation,
  countries,
}: {
  organisation: Organisation;
  countries: Country[] | undefined;
}) {
  const { t } = useTranslation();
  const change = useChangeOrganisation(organisation.id);
  const labels = generalLabels(t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <EditableForm
        fields={GENERAL_FIELDS.map(([field, kind]) => ({
          name: field,
          label: labels[field]!,
          kind,
          schema: organisationFields[field],
          required: field !== 'logoFileId',
          imageUrl: field === 'logoFileId' ? organisation.logoUrl : undefined,
          options: field === 'timeZone' ? timeZoneOptions(organisation.timeZone) : undefined,
        }))}
        values={organisation}
        countries={countries}
        onSubmit={async (changes) => {
          await change.mutateAsync(changes);
        }}
      />
    </Paper>
  );
}
