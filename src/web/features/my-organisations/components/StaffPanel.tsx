import { useRef } from 'react';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import type { StaffKind } from '#shared/contracts/my-organisations';
import { DataTable } from '#web/components/data-table/DataTable';
import { memberLabel, pagedRows, staffColumns } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import { focusSection } from '#web/components/form/focus-section';
import { InviteForm } from '#web/components/invite/InviteForm';
import { useInviteStaff, useRemoveStaff, useStaff } from '../api';

/**
 * One department's staff: the ward managers (department users, ORG_SUB) and the pool members
 * (department customers), each a server-paged list with invite-by-e-mail and remove.
 */
export function StaffPanel({
  organisationId,
  department,
  kind,
  onKindChange,
}: {
  organisationId: string;
  department: { _id: string; name: string };
  kind: StaffKind;
  onKindChange: (kind: StaffKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {department.name}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={kind}
          onChange={(_event, next: StaffKind) => onKindChange(next)}
          variant="fullWidth"
          aria-label={t('orgStaff.staff.tabsLabel')}
        >
          <Tab value="users" label={t('orgStaff.staff.kinds.users.tab')} />
          <Tab value="customers" label={t('orgStaff.staff.kinds.customers.tab')} />
        </Tabs>
      </Box>
      {/* Keyed, so paging and the invite form start fresh for each department and list. */}
      <StaffList
        key={`${department._id}-${kind}`}
        organisationId={organisationId}
        department={department}
        kind={kind}
      />
    </Box>
  );
}

function StaffList({
  organisationId,
  department,
  kind,
}: {
  organisationId: string;
  department: { _id: string; name: string };
  kind: StaffKind;
}) {
  const { t } = useTranslation();
  const inviteRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useListQuery({ defaultSort: 'lastName', prefix: kind });
  const list = useStaff(organisationId, department._id, kind, query);
  const invite = useInviteStaff(organisationId, department._id, kind);
  const remove = useRemoveStaff(organisationId, department._id, kind);
  const text = (key: string) => t(`orgStaff.staff.kinds.${kind}.${key}`, { name: department.name });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{text('hint')}</Typography>
      <DataTable<Member>
        title={text('title')}
        columns={staffColumns((column) => t(`orgStaff.staff.columns.${column}`))}
        {...pagedRows(list)}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={memberLabel}
        onAdd={() => focusSection(inviteRef.current)}
        addLabel={text('invite')}
        onDelete={async (ids) => {
          await remove.mutateAsync(ids);
        }}
        emptyText={text('empty')}
      />
      <Box ref={inviteRef}>
        <InviteForm
          title={text('invite')}
          subtitle={text('inviteHint')}
          onInvite={(email) => invite.mutateAsync(email)}
        />
      </Box>
    </Stack>
  );
}
