import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import type { StaffRequest } from '#shared/contracts/requests';
import { euroCents, formatMoney } from '#shared/format';
import { FieldList } from '#web/components/layout/FieldList';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatDateTime, formatShiftRange } from '../../shift-dates';
import { ApplicantsPanel } from '../applicants/ApplicantsPanel';
import { HrDecisionCard } from '../hr-decision/HrDecisionCard';
import { RequestTimeline } from '../timeline/RequestTimeline';

/** Reference lists whose keys a request stores, for showing their labels. */
export type ReferenceLabelKind = 'qualification' | 'jobType' | 'jobOperation' | 'field';
export type LabelOf = (kind: ReferenceLabelKind, key: string | null) => string | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Everything about one request: HR's decision when it waits for one, its fields by kind, shifts,
 * skills, description, the applicants with their documents, where one is selected, and its timeline.
 */
export function RequestDetail({
  request,
  labelOf,
  mayDecide = false,
}: {
  request: StaffRequest;
  labelOf: LabelOf;
  /** Whether the viewer administers the organisation: HR's decision buttons (the server checks again). */
  mayDecide?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const doctor = request.kind === 'substitute_doctor';
  const yesNo = (value: boolean) => t(value ? 'requestDetail.yes' : 'requestDetail.no');
  const pay = (activity: string) => {
    const entry = request.salary.find((item) => item.activity === activity);
    return entry ? `${formatMoney(euroCents(entry.cost), lang)}/h` : null;
  };
  const missing = (kind: 'organisation' | 'department') => (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t(`requests.missing.${kind}`)}
    </Box>
  );

  const rows: Array<[string, ReactNode]> = [
    ['kind', t(`requestForm.kinds.${request.kind}`)],
    ['organisation', request.organisation.name || missing('organisation')],
    ...(doctor
      ? ([
          ['subtitle', request.subtitle],
          ['field', labelOf('field', request.field)],
          ['jobOperation', labelOf('jobOperation', request.jobOperation)],
          [
            'position',
            [
              request.facharzt ? t('requestForm.fields.facharzt') : '',
              request.assistenzarzt ? t('requestForm.fields.assistenzarzt') : '',
            ]
              .filter(Boolean)
              .join(', '),
          ],
          ['immediate', yesNo(request.immediate)],
          ['accomodation', yesNo(request.accomodation)],
          ['payActive', pay('Aktiv')],
          ['payOnCall', pay('Bereitschaftsdienst')],
        ] satisfies Array<[string, ReactNode]>)
      : ([
          ['orig_dept', request.orig_dept?.name || missing('department')],
          ['qualification', labelOf('qualification', request.qualification)],
          ['jobType', labelOf('jobType', request.jobType)],
          [
            'timeLimit',
            request.timeLimit === '0' || request.timeLimit === ''
              ? t('requestDetail.defaultTimeLimit')
              : t('requestDetail.hours', { count: Number(request.timeLimit) }),
          ],
        ] satisfies Array<[string, ReactNode]>)),
    [
      'createdAt',
      formatDateTime(Date.parse(request.createdAt), lang, request.organisationTimeZone),
    ],
  ];

  const shifts = [...request.dates].sort((a, b) => a.date.startDate - b.date.startDate);

  return (
    <Stack spacing={2.5}>
      <HrDecisionCard request={request} mayDecide={mayDecide} />
      <Section title={t('requestDetail.sections.general')}>
        <FieldList
          labelWidth={180}
          rows={rows.map(([key, value]) => ({
            key,
            label: t(`requestDetail.fields.${key}`),
            value,
          }))}
        />
      </Section>

      <Section
        title={t(doctor ? 'requestDetail.sections.periods' : 'requestDetail.sections.shifts', {
          count: shifts.length,
        })}
      >
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shifts.map((shift) => (
            <Stack
              component="li"
              key={shift._id}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', fontVariantNumeric: 'tabular-nums' }}
            >
              <EventIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              <Typography>
                {formatShiftRange(
                  shift.date.startDate,
                  shift.date.endDate,
                  lang,
                  request.organisationTimeZone,
                )}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section title={t('requestDetail.sections.skills')}>
        {request.skills.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {request.skills.map((skill) => (
              <Chip key={skill} label={skill} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('requestDetail.noSkills')}</Typography>
        )}
      </Section>

      <Section title={t('requestDetail.sections.description')}>
        {request.desc ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.desc}
          </Typography>
        ) : (
          <Typography color="text.secondary">{t('requestDetail.noDescription')}</Typography>
        )}
      </Section>

      <Section
        title={t('requestDetail.sections.applicantsCount', { count: request.applicants.length })}
      >
        <ApplicantsPanel
          request={request}
          qualificationLabel={(key) => labelOf('qualification', key) ?? key}
        />
      </Section>

      <Section title={t('timeline.title')}>
        <RequestTimeline request={request} />
      </Section>
    </Stack>
  );
}
