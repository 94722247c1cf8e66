import type { ReactNode } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Applicant, StaffRequest } from '#shared/contracts/requests';
import { REQUEST_STATE_COLOURS, colourOfState } from '#shared/request-states';
import type { RequestState } from '#shared/request-states';
import type { Language } from '#shared/language-codes';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment, formatShiftRange, sortedShifts } from '../../format';
import { APPLICANTS_ANCHOR } from '../applicants/ApplicantsPanel';
import { formatMoney } from '../applicants/money';
import { useReferenceLabel } from './RequestLabels';

/**
 * A value, or the spec's placeholder for missing data, spelt as spec 001 section 2 spells it
 * ('Org name(miss data)', 'Depatment name (miss data)').
 */
export function MissingValue({
  value,
  kind,
}: {
  value: string | null | undefined;
  kind: 'organisation' | 'department';
}) {
  const { t } = useTranslation();
  if (value && value.trim() !== '') return <>{value}</>;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t(`requests.missing.${kind}`)}
    </Box>
  );
}

export function StateChip({ state }: { state: RequestState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`requests.states.${state}`)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: REQUEST_STATE_COLOURS[colourOfState(state)],
            border: '1px solid rgba(0,0,0,0.15)',
          }}
        />
      }
      variant="outlined"
      sx={{ '& .MuiChip-icon': { ml: 1 }, maxWidth: '100%' }}
    />
  );
}

/** The first shift (what the table sorts by) and how many there are. */
export function FirstShift({ request }: { request: StaffRequest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [first] = sortedShifts(request.dates);
  if (!first) return <>—</>;
  return (
    <Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatShiftMoment(first.date.startDate, lang, request.organisationTimeZone)}
      </Box>
      {request.dates.length > 1 ? (
        <Typography variant="body2" color="text.secondary">
          {t('requests.table.shiftCount', { count: request.dates.length })}
        </Typography>
      ) : null}
    </Box>
  );
}

export function applicantName(applicant: Applicant): string {
  return `${applicant.user.firstName} ${applicant.user.lastName}`.trim();
}

/** Where a row's applicants open: the request detail, scrolled to its applicants. */
export function applicantsPath(lang: Language, request: StaffRequest): string {
  return `${paths.requestDetail(lang, request._id)}#${APPLICANTS_ANCHOR}`;
}

/** What a clinic compares applicants by: qualification and hourly rate ('Facharzt · 95,00 €/h'). */
function useApplicantFacts() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const labelOf = useReferenceLabel();
  return (applicant: Applicant): string[] => {
    const level = applicant.user.user_info.qualification.level;
    return [
      level ? labelOf('qualification', level) : null,
      applicant.hourlyRate === null
        ? null
        : t('applicants.perHour', { amount: formatMoney(applicant.hourlyRate, lang) }),
    ].filter((fact): fact is string => Boolean(fact));
  };
}

/** The first three applicants (the list call sends at most three) with their facts, and a link to all. */
export function ApplicantsSummary({ request }: { request: StaffRequest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const factsOf = useApplicantFacts();
  if (request.applicantCount === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('requests.table.noApplicants')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      {request.applicants.slice(0, 3).map((applicant) => {
        const facts = factsOf(applicant);
        return (
          <Box key={applicant._id} sx={{ maxWidth: 240, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {applicantName(applicant)}
            </Typography>
            {facts.length > 0 ? (
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}
              >
                {facts.join(' · ')}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      <Link
        component={RouterLink}
        to={applicantsPath(lang, request)}
        variant="body2"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {t('requests.table.allApplicants', { count: request.applicantCount })}
      </Link>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="overline"
        component="h4"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.6, fontWeight: 700 }}
      >
        {title}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

/** The expanded row: shifts, skills, description, department and the applicants. */
export function RequestDetails({ request }: { request: StaffRequest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const labelOf = useReferenceLabel();
  const factsOf = useApplicantFacts();
  const none = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        py: 1,
      }}
    >
      <Section title={t('requests.details.shifts', { count: request.dates.length })}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {sortedShifts(request.dates).map((shift) => (
            <li key={shift._id}>
              {formatShiftRange(
                shift.date.startDate,
                shift.date.endDate,
                lang,
                request.organisationTimeZone,
              )}
            </li>
          ))}
        </Box>
        {request.jobType ? (
          <Box sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('requests.details.shiftType', { type: labelOf('shiftType', request.jobType) })}
          </Box>
        ) : null}
      </Section>
      <Section title={t('requests.details.department')}>
        <MissingValue value={request.orig_dept?.name} kind="department" />
        <Box sx={{ color: 'text.secondary' }}>
          <MissingValue value={request.organisation.name} kind="organisation" />
        </Box>
      </Section>
      <Section title={t('requests.details.skills')}>
        {request.skills.length > 0 || request.qualification ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {request.qualification ? (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={labelOf('qualification', request.qualification)}
                sx={{ maxWidth: '100%' }}
              />
            ) : null}
            {request.skills.map((skill) => (
              <Chip key={skill} size="small" label={skill} />
            ))}
          </Stack>
        ) : (
          none
        )}
      </Section>
      <Section title={t('requests.details.description')}>
        {request.desc ? (
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.desc}</Box>
        ) : (
          none
        )}
      </Section>
      <Section title={t('requests.details.applicants', { count: request.applicantCount })}>
        {request.applicants.length > 0 ? (
          <Stack spacing={0.5}>
            {request.applicants.map((applicant) => (
              <Box key={applicant._id}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {applicantName(applicant)}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {[
                    ...factsOf(applicant),
                    applicant.agency?.name,
                    t(`requests.applicantStates.${applicant.state}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Box>
              </Box>
            ))}
            <Link
              component={RouterLink}
              to={applicantsPath(lang, request)}
              sx={{ fontWeight: 600 }}
            >
              {t('requests.table.allApplicants', { count: request.applicantCount })}
            </Link>
          </Stack>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('requests.table.noApplicants')}
          </Box>
        )}
      </Section>
    </Box>
  );
}
