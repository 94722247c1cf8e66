import { useRef } from 'react';
import { Box, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { memberLabel, pagedRows, staffColumns } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import { focusSection } from '#web/components/form/focus-section';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { AddStaffForm } from '#web/features/job-board/components/AddStaffForm';
import { PendingStaffCard } from '#web/features/job-board/components/PendingStaffCard';
import { useRemoveStaff, useStaffList } from '#web/features/job-board/api';
import { useLanguage } from '#web/i18n/useLanguage';

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

  return (
    <>
      <PageHeader title={t('nav.staff')} subtitle={t('jobBoard.staff.intro')} />
      <Stack spacing={2.5}>
        <DataTable<Member>
          title={t('jobBoard.staff.title')}
          columns={staffColumns((column) => t(`jobBoard.staff.columns.${column}`))}
          {...pagedRows(list)}
          query={query}
          onQueryChange={setQuery}
          getRowLabel={memberLabel}
          detailsHref={(row) => paths.agencyStaffMember(lang, row.id)}
          onAdd={() => focusSection(addRef.current)}
          addLabel={t('jobBoard.staff.add')}
          onDelete={async (ids) => {
            await remove.mutateAsync(ids);
          }}
          emptyText={query.search ? t('jobBoard.staff.noMatch') : t('jobBoard.staff.empty')}
        />
        <PendingStaffCard />
        <Box ref={addRef}>
          <AddStaffForm
            // An existing account is only asked: it waits in the pending list.
            onCreated={(profile) =>
              profile.pending ? undefined : void navigate(paths.agencyStaffMember(lang, profile.id))
            }
          />
        </Box>
      </Stack>
    </>
  );
}
