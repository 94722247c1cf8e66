import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/contracts/reference';
import { agencyFields } from '#shared/contracts/admin';
import type { Agency } from '#shared/contracts/admin';
import { EditableForm } from '#web/components/edit-in-place/EditableForm';
import type { EditableField } from '#web/components/edit-in-place/EditableForm';
import { useChangeAgency } from '../api';
import { AgencyVettingCard } from './AgencyVettingCard';

/** The General Info tab: vetting, then every field editable; the page passes the countries in. */
export function AgencyGeneralInfo({
  agency,
  countries,
}: {
  agency: Agency;
  countries: Country[] | undefined;
}) {
  const { t } = useTranslation();
  const change = useChangeAgency(agency.id);
  const label = (name: string) => t(`admin.agencies.fields.${name}`);
  const fields: EditableField[] = [
    { name: 'name', label: label('name'), kind: 'text', schema: agencyFields.name, required: true },
    {
      name: 'address',
      label: label('address'),
      kind: 'text',
      schema: agencyFields.address,
      required: true,
    },
    {
      name: 'postcode',
      label: label('postcode'),
      kind: 'text',
      schema: agencyFields.postcode,
      required: true,
    },
    { name: 'city', label: label('city'), kind: 'text', schema: agencyFields.city },
    {
      name: 'country',
      label: label('country'),
      kind: 'country',
      schema: agencyFields.country,
      required: true,
    },
    { name: 'url', label: label('url'), kind: 'url', schema: agencyFields.url, required: true },
    // The staff-leasing permit (AÜG) that vetting checks; the date as YYYY-MM-DD.
    {
      name: 'permitNumber',
      label: label('permitNumber'),
      kind: 'text',
      schema: agencyFields.permitNumber,
    },
    {
      name: 'permitAuthority',
      label: label('permitAuthority'),
      kind: 'text',
      schema: agencyFields.permitAuthority,
    },
    {
      name: 'permitValidUntil',
      label: label('permitValidUntil'),
      kind: 'date',
      schema: agencyFields.permitValidUntil,
    },
    // Printed on the agency's invoices (UStG §14 Abs. 4).
    { name: 'vatId', label: label('vatId'), kind: 'text', schema: agencyFields.vatId },
    { name: 'taxNumber', label: label('taxNumber'), kind: 'text', schema: agencyFields.taxNumber },
    // The account its invoices name for payment; the billing run waits for it.
    { name: 'iban', label: label('iban'), kind: 'text', schema: agencyFields.iban },
    { name: 'bic', label: label('bic'), kind: 'text', schema: agencyFields.bic },
    {
      name: 'accountHolder',
      label: label('accountHolder'),
      kind: 'text',
      schema: agencyFields.accountHolder,
    },
    {
      name: 'logoFileId',
      label: label('logo'),
      kind: 'logo',
      schema: agencyFields.logoFileId,
      imageUrl: agency.logoUrl,
    },
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <AgencyVettingCard agency={agency} />
      <EditableForm
        fields={fields}
        values={agency}
        countries={countries}
        onSubmit={async (changes) => {
          await change.mutateAsync(changes);
        }}
      />
    </Stack>
  );
}
