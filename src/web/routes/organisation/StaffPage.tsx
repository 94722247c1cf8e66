import { Box, Button, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffKind } from '#shared/contracts/my-organisations';
import { paths } from '#web/lib/paths';
import { QueryState } from '#web/components/query-state/QueryState';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useStaffOrganisations } from '#web/features/my-organisations/api';
import { DepartmentList } from '#web/features/my-organisations/components/DepartmentList';
import { InternalCostCard } from '#web/features/my-organisations/components/InternalCostCard';
import { StaffPanel } from '#web/features/my-organisations/components/StaffPanel';
import { SurchargesCard } from '#web/features/my-organisations/components/SurchargesCard';
import { TimesheetToleranceCard } from '#web/features/my-organisations/components/TimesheetToleranceCard';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * "Mein Personal" (/{lang}/hospital/staff): the organisation's internal hourly cost, the
 * tolerance of its timesheets, its departments and, per department, its ward managers and pool members. The organisation,
 * department and list shown are kept in the URL (?org=&dep=&tab=), so a reload or a shared link
 * opens the same view.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const organisations = useStaffOrganisations();
  usePageTitle(t('orgStaff.staff.title'));

  const header = (
    <PageHeader
      title={t('orgStaff.staff.title')}
      subtitle={t('orgStaff.staff.intro')}
      actions={
        organisations.data?.items.length ? (
          <Button
            component={RouterLink}
            to={paths.createOrganisation(lang)}
            startIcon={<AddBusinessIcon />}
            variant="outlined"
          >
            {t('orgStaff.staff.newOrganisation')}
          </Button>
        ) : undefined
      }
    />
  );

  if (!organisations.isSuccess) return <QueryState query={organisations} before={header} />;
  // Management is for the organisations the caller administers.
  const items = organisations.data.items.filter((item) => item.access === 'admin');
  if (items.length === 0) {
    return (
      <>
        {header}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('orgStaff.staff.noOrganisation.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('orgStaff.staff.noOrganisation.text')}
          </Typography>
          <Button component={RouterLink} to={paths.createOrganisation(lang)} variant="contained">
            {t('orgStaff.staff.noOrganisation.action')}
          </Button>
        </Paper>
      </>
    );
  }

  const organisation = items.find((item) => item.id === searchParams.get('org')) ?? items[0]!;
  const department =
    organisation.departments.find((item) => item._id === searchParams.get('dep')) ??
    organisation.departments[0];
  const kind: StaffKind = searchParams.get('tab') === 'customers' ? 'customers' : 'users';

  /** A new organisation or department starts its lists on their first page. */
  const show = (next: { org?: string; dep?: string; tab?: StaffKind }) => {
    const params: Record<string, string> = {};
    const org = next.org ?? organisation.id;
    if (org !== items[0]!.id) params.org = org;
    if (next.dep) params.dep = next.dep;
    if (next.tab === 'customers') params.tab = 'customers';
    setSearchParams(params);
  };

  return (
    <>
      {header}
      {items.length > 1 ? (
        <TextField
          select
          label={t('orgStaff.staff.organisation')}
          value={organisation.id}
          onChange={(event) => show({ org: event.target.value })}
          sx={{ mb: 3, width: { xs: '100%', sm: 420 } }}
        >
          {items.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <InternalCostCard key={organisation.id} organisation={organisation} />
      <TimesheetToleranceCard key={`tolerance-${organisation.id}`} organisation={organisation} />
      <SurchargesCard key={`surcharges-${organisation.id}`} organisation={organisation} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, xl: 4 }}>
          <DepartmentList
            key={organisation.id}
            organisationId={organisation.id}
            departments={organisation.departments}
            selectedId={department?._id}
            onSelect={(dep) => show({ dep, tab: kind })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7, xl: 8 }}>
          {department ? (
            <StaffPanel
              organisationId={organisation.id}
              department={department}
              kind={kind}
              onKindChange={(tab) => show({ dep: department._id, tab })}
            />
          ) : (
            <Box sx={{ py: 4 }}>
              <Typography color="text.secondary">{t('orgStaff.staff.chooseDepartment')}</Typography>
            </Box>
          )}
        </Grid>
      </Grid>
    </>
  );
}
