import { BarChart } from '@mui/x-charts/BarChart';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language-codes';
import type { ExternalReport } from '#shared/contracts/reports';
import { formatMoney, formatNumber } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { useExternalReport } from '../api';
import type { ReportFilter } from '../api';
import { formatHours, formatMonth, valueAxis } from '../format';
import { everyMonth } from '../period';
import type { Period } from '../period';
import { countColumn, inUnit, monthColumn } from './columns';
import { ReportChart } from './ReportChart';
import { KeyFigures, ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import type { ReportColumn } from './ReportTable';

type Figures = ExternalReport['total'];

/** Agency hours and cost per month and agency; the platform's commission for administrators. */
export function ExternalSection({
  filter,
  period,
  showCommission,
}: {
  filter: ReportFilter;
  period: Period;
  /** Administrators see the commission; the server leaves it out for everyone else. */
  showCommission: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ReportSection
      id="report-external"
      title={t('reports.external.title')}
      intro={`${t('reports.external.intro')} ${t('reports.external.internalCostHint')}`}
      query={useExternalReport(filter)}
      isEmpty={(report) => report.total.placements === 0}
      empty={t('reports.external.empty')}
    >
      {(report) => (
        <ExternalFiguresView report={report} period={period} showCommission={showCommission} />
      )}
    </ReportSection>
  );
}

/** The columns both tables share after their first: placements, hours, cost and commission. */
function figureColumns<Row extends Figures>(
  t: TFunction,
  lang: Language,
  showCommission: boolean,
): ReportColumn<Row>[] {
  const euros = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
  const columns: ReportColumn<Row>[] = [
    countColumn<Row>('placements', t('reports.external.placements'), (row) => row.placements, lang),
    {
      id: 'hours',
      label: t('reports.external.hours'),
      numeric: true,
      display: (row) => formatHours(row.hours, lang),
      value: (row) => row.hours,
    },
    {
      id: 'cost',
      label: t('reports.external.cost'),
      numeric: true,
      display: (row) => formatMoney(row.costCents, lang),
      value: (row) => euros(row.costCents),
      csvLabel: inUnit(t, t('reports.external.cost'), 'euro'),
    },
    {
      id: 'internalCost',
      label: t('reports.external.internalCost'),
      numeric: true,
      // Null: no organisation in the scope has entered its internal hourly cost.
      display: (row) =>
        row.internalCostCents === null ? '–' : formatMoney(row.internalCostCents, lang),
      value: (row) => (row.internalCostCents === null ? null : row.internalCostCents / 100),
      csvLabel: inUnit(t, t('reports.external.internalCost'), 'euro'),
    },
  ];
  if (showCommission) {
    columns.push({
      id: 'commission',
      label: t('reports.external.commission'),
      numeric: true,
      display: (row) => formatMoney(row.commissionCents ?? 0, lang),
      value: (row) => euros(row.commissionCents ?? 0),
      csvLabel: inUnit(t, t('reports.external.commission'), 'euro'),
    });
  }
  return columns;
}

function ExternalFiguresView({
  report,
  period,
  showCommission,
}: {
  report: ExternalReport;
  period: Period;
  showCommission: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { total } = report;
  const months = everyMonth(report.months, period, {
    placements: 0,
    hours: 0,
    costCents: 0,
    internalCostCents: report.total.internalCostCents === null ? null : 0,
    ...(showCommission ? { commissionCents: 0 } : {}),
  });
  type MonthRow = ExternalReport['months'][number];
  type AgencyRow = ExternalReport['agencies'][number];

  const monthColumns: ReportColumn<MonthRow>[] = [
    monthColumn<MonthRow>(t, lang),
    ...figureColumns<MonthRow>(t, lang, showCommission),
  ];
  const agencyColumns: ReportColumn<AgencyRow>[] = [
    {
      id: 'agency',
      label: t('reports.columns.agency'),
      display: (row) => row.agencyName || t('reports.total'),
      value: (row) => row.agencyName || t('reports.total'),
    },
    ...figureColumns<AgencyRow>(t, lang, showCommission),
  ];

  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <>
      <KeyFigures
        label={t('reports.keyFigures')}
        items={[
          { label: t('reports.external.placements'), value: formatNumber(total.placements, lang) },
          { label: t('reports.external.hours'), value: formatHours(total.hours, lang) },
          { label: t('reports.external.cost'), value: money(total.costCents) },
          {
            label: t('reports.external.internalCost'),
            value: total.internalCostCents === null ? '–' : money(total.internalCostCents),
          },
          ...(showCommission
            ? [
                {
                  label: t('reports.external.commission'),
                  value: money(total.commissionCents ?? 0),
                },
              ]
            : []),
        ]}
      />
      <ReportChart
        label={t('reports.external.chartLabel')}
        summary={t('reports.external.chartSummary', {
          hours: formatHours(total.hours, lang),
          cost: money(total.costCents),
          months: months.length,
        })}
      >
        <BarChart
          dataset={months.map((month) => ({ month: month.month, cost: month.costCents / 100 }))}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'month',
              valueFormatter: (month: string) => formatMonth(month, lang, 'short'),
            },
          ]}
          yAxis={[valueAxis(lang, { width: 64 })]}
          series={[
            {
              dataKey: 'cost',
              label: t('reports.external.cost'),
              valueFormatter: (value: number | null) =>
                value === null ? '' : money(Math.round(value * 100)),
            },
          ]}
          margin={{ right: 8 }}
        />
      </ReportChart>
      <ReportTable
        title={t('reports.external.monthTable')}
        columns={monthColumns}
        rows={months}
        rowKey={(row) => row.month}
        footer={{ ...total, month: '' }}
        csvName="external-by-month"
        period={period}
      />
      <ReportTable
        title={t('reports.external.agencyTable')}
        columns={agencyColumns}
        rows={report.agencies}
        rowKey={(row) => row.agencyId}
        footer={{ ...total, agencyId: 'total', agencyName: '' }}
        csvName="external-by-agency"
        period={period}
        sortable
      />
    </>
  );
}
