import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { QueryState } from '#web/components/query-state/QueryState';
import { useSession } from '#web/features/auth/api';
import { ExternalSection } from '#web/features/reports/components/ExternalSection';
import { FillSection } from '#web/features/reports/components/FillSection';
import { PromisePanel } from '#web/features/reports/components/PromisePanel';
import { PoolSection } from '#web/features/reports/components/PoolSection';
import { ReportFilters } from '#web/features/reports/components/ReportFilters';
import { useReportSearch } from '#web/features/reports/useReportSearch';
import { useMyOrganisations } from '#web/features/requests/api';

/**
 * Reports (/{lang}/reports): for HR their organisations, for ward managers their
 * wards, for administrators the platform or one organisation. The server decides the scope.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const search = useReportSearch();
  const organisations = useMyOrganisations();
  const isAdmin = me?.role === 'ADMIN';
  usePageTitle(t('reports.title'));

  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.intro')} />
      <QueryState query={organisations} minHeight={80}>
        {(data) => <ReportFilters search={search} organisations={data.items} isAdmin={isAdmin} />}
      </QueryState>
      <PromisePanel filter={search.filter} />
      <FillSection filter={search.filter} period={search.period} />
      <PoolSection filter={search.filter} period={search.period} />
      <ExternalSection filter={search.filter} period={search.period} showCommission={isAdmin} />
    </>
  );
}
