import { useMemo, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_ORGANISATION_PICTURES } from '#shared/contracts/admin';
import type { OrganisationPicture } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import type { ListQuery } from '#web/components/data-table/list-query';
import { ImageUploadDialog } from '#web/components/upload/ImageUploadDialog';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import {
  useAddOrganisationPictures,
  useDeleteOrganisationPictures,
  useOrganisationPictures,
} from '../api';

/** At most 10 pictures: the server sends them all, the table pages, sorts and searches here. */
function pagePictures(pictures: OrganisationPicture[], query: ListQuery): OrganisationPicture[] {
  const search = query.search.trim().toLowerCase();
  const found = search
    ? pictures.filter((picture) => picture.description.toLowerCase().includes(search))
    : pictures;
  const sorted =
    query.sort === 'description'
      ? [...found].sort(
          (a, b) =>
            a.description.localeCompare(b.description) * (query.direction === 'asc' ? 1 : -1),
        )
      : found;
  return sorted;
}

/** The organisation's pictures (at most 10): upload, open, delete. */
export function OrganisationPicturesTab({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [query, setQuery] = useListQuery({ defaultSort: 'position' });
  const list = useOrganisationPictures(organisationId);
  const add = useAddOrganisationPictures(organisationId);
  const remove = useDeleteOrganisationPictures(organisationId);
  const [dialog, setDialog] = useState(false);
  const [addError, setAddError] = useState<unknown>(null);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const matching = useMemo(() => pagePictures(all, query), [all, query]);
  const rows = matching.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);

  const columns: DataTableColumn<OrganisationPicture>[] = [
    {
      id: 'picture',
      label: t('adminOrganisations.pictures.columns.picture'),
      render: (row) =>
        row.url ? (
          <Box
            component="img"
            src={row.url}
            alt={row.description || t('adminOrganisations.pictures.noDescription')}
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('adminOrganisations.pictures.blank')}
          </Box>
        ),
    },
    {
      id: 'description',
      label: t('adminOrganisations.pictures.columns.description'),
      sortable: true,
      render: (row) =>
        row.description || (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {t('adminOrganisations.pictures.noDescription')}
          </Box>
        ),
    },
  ];

  return (
    <>
      {addError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setAddError(null)}>
          {apiErrorText(t, addError)}
        </Alert>
      ) : null}
      <DataTable<OrganisationPicture>
        title={t('adminOrganisations.pictures.title')}
        columns={columns}
        rows={rows}
        total={matching.length}
        loading={list.isFetching || add.isPending}
        error={list.error}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => row.description || t('adminOrganisations.pictures.noDescription')}
        detailsHref={(row) => paths.adminOrganisationPicture(lang, organisationId, row.id)}
        onAdd={all.length < MAX_ORGANISATION_PICTURES ? () => setDialog(true) : undefined}
        addLabel={t('adminOrganisations.pictures.add')}
        onDelete={async (ids) => {
          await remove.mutateAsync(ids);
        }}
        emptyText={t('adminOrganisations.pictures.empty')}
      />
      <ImageUploadDialog
        open={dialog}
        title={t('adminOrganisations.pictures.add')}
        onClose={() => setDialog(false)}
        onUploaded={(file) => {
          setDialog(false);
          setAddError(null);
          add.mutate([{ fileId: file.id, description: '' }], { onError: setAddError });
        }}
      />
    </>
  );
}
