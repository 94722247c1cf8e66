import { useRef } from 'react';
import { Box, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../shared/contracts/admin';
import { paths } from '../../app/paths';
import { DataTable, useListQuery } from '../../components/data-table';
import type { DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { AddStaffForm, useRemoveStaff, useStaffList } from '../../features/job-board';
import { useLanguage } from '../../i18n/useLanguage';

/** /{lang}/agency/staff: the agency's staff (agency customers), paged and searched by the server; add and remove. */
export default function StaffListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  usePageTitle(t('nav.staff'));
  const addRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName', pageSize: 10 });
  const list = useStaffList(query);
  const remove = useRemoveStaff();

  const columns: DataTableColumn<Member>[] = [
    {
      id: 'lastName',
      label: t('jobBoard.staff.columns.name'),
      sortable: true,
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {`${row.firstName} ${row.lastName}`.trim()}
          </Box>
          {/* On phones the e-mail column is hidden; it shows under the name instead. */}
          <Box
            component="span"
            sx={{
              display: { xs: 'block', md: 'none' },
              color: 'text.secondary',
              fontSize: '0.8125rem',
              overflowWrap: 'anywhere',
            }}
          >
            {row.email}
          </Box>
        </Box>
      ),
    },
    {
      id: 'email',
      label: t('jobBoard.staff.columns.email'),
      sortable: true,
      render: (row) => row.email,
      hideBelow: 'md',
    },
    {
      id: 'contact',
      label: t('jobBoard.staff.columns.contact'),
      sortable: true,
      render: (row) => row.contact ?? '',
      hideBelow: 'md',
    },
  ];

  const focusAdd = () => {
    addRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    addRef.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHeader title={t('nav.staff')} subtitle={t('jobBoard.staff.intro')} />
      <Stack spacing={2.5}>
        <DataTable<Member>
          title={t('jobBoard.staff.title')}
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.error}
          query={query}
          onQueryChange={setQuery}
          getRowLabel={(row) => `${row.firstName} ${row.lastName}`.trim() || row.email}
          detailsHref={(row) => paths.agencyStaffMember(lang, row.id)}
          onAdd={focusAdd}
          addLabel={t('jobBoard.staff.add')}
          onDelete={async (ids) => {
            await remove.mutateAsync(ids);
          }}
          emptyText={query.search ? t('jobBoard.staff.noMatch') : t('jobBoard.staff.empty')}
        />
        <Box ref={addRef}>
          <AddStaffForm
            onCreated={(profile) => void navigate(paths.agencyStaffMember(lang, profile.id))}
          />
        </Box>
      </Stack>
    </>
  );
}
