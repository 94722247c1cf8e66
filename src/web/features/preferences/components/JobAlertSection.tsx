import { useEffect } from 'react';
import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DOCTOR_POSITIONS } from '#shared/contracts/engine';
import type { MetaFieldsResponse, ReferenceItem } from '#shared/contracts/reference';
import { allQueries } from '#web/components/query-state/all-queries';
import { QueryState, type QueryLike } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { useJobAlert } from '../api';
import { JobAlertCard, type JobAlertOption } from './JobAlertCard';

/** The reference lists the alert's choices come from (the page loads them: another feature's). */
export interface JobAlertReferences {
  qualifications: QueryLike<ReferenceItem[]>;
  positions: QueryLike<ReferenceItem[]>;
  fields: QueryLike<MetaFieldsResponse>;
  contractTypes: QueryLike<ReferenceItem[]>;
}

/** The job alert of an agency dispatcher, with its choices in the page's language. */
export function JobAlertSection({ references }: { references: JobAlertReferences }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = allQueries({ alert: useJobAlert(true), ...references });
  const ready = query.status === 'success';
  // The job board links here (#job-alerts): show the card once it is there.
  useEffect(() => {
    if (ready && window.location.hash === '#job-alerts')
      document.getElementById('job-alerts')?.scrollIntoView();
  }, [ready]);

  return (
    <QueryState
      query={query}
      loading={{
        placeholder: <Skeleton variant="rounded" height={420} />,
        label: t('preferences.jobAlerts.title'),
      }}
    >
      {({ alert, qualifications, positions, fields, contractTypes }) => {
        const byLabel = (a: JobAlertOption, b: JobAlertOption) =>
          a.label.localeCompare(b.label, lang);
        const doctorPositions: readonly string[] = DOCTOR_POSITIONS;
        const options = {
          // Nurses by qualification first, then the doctor positions the board filters by.
          qualifications: [
            ...qualifications.map((item) => ({ key: item.key, label: item.label[lang] })),
            ...positions
              .filter((item) => doctorPositions.includes(item.key))
              .map((item) => ({ key: item.key, label: item.label[lang] })),
          ],
          fields: Object.entries(fields)
            .map(([key, field]) => ({ key, label: field.label[lang] }))
            .sort(byLabel),
          contractTypes: contractTypes.map((item) => ({ key: item.key, label: item.label[lang] })),
        };
        return <JobAlertCard initial={alert} options={options} />;
      }}
    </QueryState>
  );
}
