import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { FillFigures, FillReport } from '#shared/contracts/reports';
import { formatNumber } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { useFillReport } from '../api';
import type { ReportFilter } from '../api';
import { formatDuration, formatMonth, formatShare, valueAxis } from '../format';
import { everyMonth } from '../period';
import type { Period } from '../period';
import { countColumn, inUnit, monthColumn, percentValue } from './columns';
import { ReportChart } from './ReportChart';
import { KeyFigures, ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import type { ReportColumn } from './ReportTable';

const OUTCOMES = ['ownPool', 'otherPools', 'agencies', 'unfilled', 'open', 'cancelled'] as const;

type MonthRow = FillFigures & { month: string };

/** A month without requests. */
export const EMPTY_FILL = {
  posted: 0,
  ownPool: 0,
  otherPools: 0,
  agencies: 0,
  unfilled: 0,
  open: 0,
  cancelled: 0,
  fillRate: null,
  timeToFill: { count: 0, medianMinutes: null, p90Minutes: null },
  timeToFirstAnswer: { count: 0, medianMinutes: null, p90Minutes: null },
} satisfies FillFigures;

/** Fill rate, who filled the requests month by month, and how long filling took. */
export function FillSection({ filter, period }: { filter: ReportFilter; period: Period }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      id="report-fill"
      title={t('reports.fill.title')}
      intro={t('reports.fill.intro')}
      query={useFillReport(filter)}
      isEmpty={(report) => report.total.posted === 0}
      empty={t('reports.fill.empty')}
    >
      {(report) => <FillFiguresView report={report} period={period} />}
    </ReportSection>
  );
}

function FillFiguresView({ report, period }: { report: FillReport; period: Period }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { total } = report;
  const months = everyMonth(report.months, period, EMPTY_FILL);
  const count = (value: number) => formatNumber(value, lang);
  const minutes = (value: number | null) => formatDuration(value, t);

  const columns: ReportColumn<MonthRow>[] = [
    monthColumn<MonthRow>(t, lang),
    countColumn<MonthRow>('posted', t('reports.fill.posted'), (row) => row.posted, lang),
    ...OUTCOMES.map((outcome) =>
      countColumn<MonthRow>(outcome, t(`reports.fill.${outcome}`), (row) => row[outcome], lang),
    ),
    {
      id: 'fillRate',
      label: t('reports.fill.fillRate'),
      numeric: true,
      display: (row) => formatShare(row.fillRate, lang),
      value: (row) => percentValue(row.fillRate),
      csvLabel: inUnit(t, t('reports.fill.fillRate'), 'percent'),
    },
    {
      id: 'ttfMedian',
      label: t('reports.fill.timeToFillMedian'),
      numeric: true,
      display: (row) => minutes(row.timeToFill.medianMinutes),
      value: (row) => row.timeToFill.medianMinutes,
      csvLabel: inUnit(t, t('reports.fill.timeToFillMedian'), 'minutes'),
    },
    {
      id: 'ttfP90',
      label: t('reports.fill.timeToFillP90'),
      numeric: true,
      display: (row) => minutes(row.timeToFill.p90Minutes),
      value: (row) => row.timeToFill.p90Minutes,
      csvLabel: inUnit(t, t('reports.fill.timeToFillP90'), 'minutes'),
    },
    {
      id: 'answerMedian',
      label: t('reports.fill.firstAnswerMedian'),
      numeric: true,
      display: (row) => minutes(row.timeToFirstAnswer.medianMinutes),
      value: (row) => row.timeToFirstAnswer.medianMinutes,
      csvLabel: inUnit(t, t('reports.fill.firstAnswerMedian'), 'minutes'),
    },
  ];

  const summary = t('reports.fill.chartSummary', {
    posted: count(total.posted),
    ownPool: count(total.ownPool),
    otherPools: count(total.otherPools),
    agencies: count(total.agencies),
    unfilled: count(total.unfilled),
    open: count(total.open),
    cancelled: count(total.cancelled),
    months: months.length,
  });

  return (
    <>
      <KeyFigures
        label={t('reports.keyFigures')}
        items={[
          { label: t('reports.fill.fillRate'), value: formatShare(total.fillRate, lang) },
          { label: t('reports.fill.posted'), value: count(total.posted) },
          {
            label: t('reports.fill.timeToFillMedian'),
            value: minutes(total.timeToFill.medianMinutes),
          },
          { label: t('reports.fill.timeToFillP90'), value: minutes(total.timeToFill.p90Minutes) },
          {
            label: t('reports.fill.firstAnswerMedian'),
            value: minutes(total.timeToFirstAnswer.medianMinutes),
          },
          {
            label: t('reports.fill.firstAnswerP90'),
            value: minutes(total.timeToFirstAnswer.p90Minutes),
          },
        ]}
      />
      <ReportChart label={t('reports.fill.chartLabel')} summary={summary}>
        <BarChart
          dataset={months}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'month',
              valueFormatter: (month: string) => formatMonth(month, lang, 'short'),
            },
          ]}
          series={OUTCOMES.map((outcome) => ({
            dataKey: outcome,
            label: t(`reports.fill.${outcome}`),
            stack: 'requests',
            valueFormatter: (value: number | null) => (value === null ? '' : count(value)),
          }))}
          yAxis={[valueAxis(lang, { tickMinStep: 1, width: 40 })]}
          margin={{ left: 0, right: 8 }}
        />
      </ReportChart>
      <ReportTable
        title={t('reports.fill.tableTitle')}
        columns={columns}
        rows={months}
        rowKey={(row) => row.month}
        footer={{ ...total, month: '' }}
        csvName="fill-by-month"
        period={period}
      />
    </>
  );
}
