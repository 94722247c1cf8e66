import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { PoolReport } from '#shared/contracts/reports';
import { formatNumber } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { usePoolReport } from '../api';
import type { ReportFilter } from '../api';
import { valueAxis } from '../format';
import type { Period } from '../period';
import { countColumn } from './columns';
import { ReportChart } from './ReportChart';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import type { ReportColumn } from './ReportTable';

type WardRow = PoolReport['wards'][number];
type MemberRow = PoolReport['members'][number] & { ward: string };

const ANSWERS = ['accepted', 'declined', 'noAnswer'] as const;

/** How each ward's pool answered, and who of the pool was asked and took the shifts. */
export function PoolSection({ filter, period }: { filter: ReportFilter; period: Period }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      id="report-pool"
      title={t('reports.pool.title')}
      intro={t('reports.pool.intro')}
      query={usePoolReport(filter)}
      isEmpty={(report) => report.wards.length === 0}
      empty={t('reports.pool.empty')}
    >
      {(report) => <PoolFiguresView report={report} period={period} />}
    </ReportSection>
  );
}

function PoolFiguresView({ report, period }: { report: PoolReport; period: Period }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wardNames = new Map(report.wards.map((ward) => [ward.departmentId, ward.departmentName]));
  const members: MemberRow[] = report.members.map((member) => ({
    ...member,
    ward: wardNames.get(member.departmentId) ?? '',
  }));

  const wardColumns: ReportColumn<WardRow>[] = [
    {
      id: 'ward',
      label: t('reports.columns.ward'),
      display: (row) => row.departmentName,
      value: (row) => row.departmentName,
    },
    countColumn('asked', t('reports.pool.asked'), (row) => row.asked, lang),
    ...ANSWERS.map((answer) =>
      countColumn<WardRow>(answer, t(`reports.pool.${answer}`), (row) => row[answer], lang),
    ),
  ];
  const memberColumns: ReportColumn<MemberRow>[] = [
    {
      id: 'name',
      label: t('reports.columns.person'),
      display: (row) => row.name,
      value: (row) => row.name,
    },
    {
      id: 'ward',
      label: t('reports.columns.ward'),
      display: (row) => row.ward,
      value: (row) => row.ward,
    },
    countColumn('asked', t('reports.pool.asked'), (row) => row.asked, lang),
    countColumn('accepted', t('reports.pool.accepted'), (row) => row.accepted, lang),
    countColumn('taken', t('reports.pool.taken'), (row) => row.taken, lang),
  ];

  const asked = report.wards.reduce((sum, ward) => sum + ward.asked, 0);
  const accepted = report.wards.reduce((sum, ward) => sum + ward.accepted, 0);

  return (
    <>
      <ReportChart
        label={t('reports.pool.chartLabel')}
        summary={t('reports.pool.chartSummary', {
          wards: report.wards.length,
          asked: formatNumber(asked, lang),
          accepted: formatNumber(accepted, lang),
        })}
        height={Math.max(180, 60 + report.wards.length * 44)}
      >
        <BarChart
          layout="horizontal"
          xAxis={[valueAxis(lang, { tickMinStep: 1 })]}
          dataset={report.wards}
          yAxis={[{ scaleType: 'band', dataKey: 'departmentName', width: 110 }]}
          series={ANSWERS.map((answer) => ({
            dataKey: answer,
            label: t(`reports.pool.${answer}`),
            stack: 'answers',
          }))}
          margin={{ right: 8 }}
        />
      </ReportChart>
      <ReportTable
        title={t('reports.pool.wardTable')}
        columns={wardColumns}
        rows={report.wards}
        rowKey={(row) => row.departmentId}
        csvName="pool-answers-by-ward"
        period={period}
      />
      <ReportTable
        title={t('reports.pool.memberTable')}
        columns={memberColumns}
        rows={members}
        rowKey={(row) => `${row.departmentId}-${row.userId}`}
        csvName="pool-members"
        period={period}
        sortable
        pageSize={10}
      />
    </>
  );
}
