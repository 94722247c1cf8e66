import type { ReactNode } from 'react';
import { Box, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobBoardDetail } from '#shared/contracts/job-board';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatEuro, formatShiftRange } from '../format';
import {
  contractLabel,
  fieldLabel,
  positionLabels,
  qualificationLabel,
  type JobLabels,
} from '../labels';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={`job-${id}`}
      sx={{
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Typography
        variant="overline"
        component="h2"
        id={`job-${id}`}
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.6, mb: 0.5, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const text = (value: string | null | undefined, missing: string) =>
  value ? (
    <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
  ) : (
    <Typography color="text.secondary">{missing}</Typography>
  );

/** A safe link target: only http(s) addresses, with the scheme added when it is missing. */
function webAddress(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).protocol.startsWith('http') ? withScheme : null;
  } catch {
    return null;
  }
}

/**
 * A request as the agency sees it (spec 001 "Detail sections"): institution, location,
 * qualification, position, contract type, details, dates, description and contact.
 */
export function JobDetailSections({ job, labels }: { job: JobBoardDetail; labels: JobLabels }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const missing = t('jobBoard.detail.notStated');
  const field = fieldLabel(job, labels, lang);
  const contract = contractLabel(job, labels, lang);
  const positions = positionLabels(job, labels, lang, t);
  const pay = (activity: string) => job.salary.find((entry) => entry.activity === activity);
  const active = pay('Aktiv');
  const passive = pay('Bereitschaftsdienst') ?? pay('Passiv');
  const site = webAddress(job.organisation.url);
  const shifts = [...job.dates].sort((a, b) => a.date.startDate - b.date.startDate);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Section id="institution" title={t('jobBoard.detail.sections.institution')}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {job.organisation.name}
        </Typography>
        {job.department ? <Typography color="text.secondary">{job.department}</Typography> : null}
        {site ? (
          <Link
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {job.organisation.url}
          </Link>
        ) : null}
      </Section>
      <Section id="location" title={t('jobBoard.detail.sections.location')}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{job.organisation.address}</Typography>
        <Typography>
          {[job.organisation.postcode, job.organisation.city].filter(Boolean).join(' ')}
          {job.organisation.country ? `, ${job.organisation.country}` : ''}
        </Typography>
      </Section>
      <Section id="qualification" title={t('jobBoard.detail.sections.qualification')}>
        {text(
          [t(`jobBoard.kinds.${job.kind}`), qualificationLabel(job, labels, lang), field]
            .filter(Boolean)
            .join(' · '),
          missing,
        )}
      </Section>
      <Section id="position" title={t('jobBoard.detail.sections.position')}>
        {positions.length > 0 ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {positions.map((position) => (
              <Chip key={position} label={position} />
            ))}
          </Stack>
        ) : (
          text(null, missing)
        )}
      </Section>
      <Section id="contract" title={t('jobBoard.detail.sections.contract')}>
        {text(contract, missing)}
      </Section>
      <Section id="details" title={t('jobBoard.detail.sections.details')}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            // Label above value on phones, side by side from sm.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, auto) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
            '& dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {t('jobBoard.detail.accommodation')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {job.accommodation ? t('jobBoard.detail.yes') : t('jobBoard.detail.no')}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('jobBoard.detail.immediate')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {job.immediate ? t('jobBoard.detail.yes') : t('jobBoard.detail.no')}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('jobBoard.detail.payActive')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {active
              ? t('jobBoard.detail.perHour', { amount: formatEuro(active.cost, lang) })
              : missing}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('jobBoard.detail.payPassive')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {passive
              ? t('jobBoard.detail.perHour', { amount: formatEuro(passive.cost, lang) })
              : missing}
          </Typography>
        </Box>
      </Section>
      <Section id="dates" title={t('jobBoard.detail.sections.dates', { count: shifts.length })}>
        <List
          dense
          disablePadding
          aria-label={t('jobBoard.detail.sections.dates', { count: shifts.length })}
        >
          {shifts.map((shift) => (
            <ListItem key={shift._id} disableGutters sx={{ py: 0.25 }}>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatShiftRange(
                  shift.date.startDate,
                  shift.date.endDate,
                  lang,
                  job.organisationTimeZone,
                )}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Section>
      <Section id="description" title={t('jobBoard.detail.sections.description')}>
        {job.desc ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {job.desc}
          </Typography>
        ) : (
          text(null, missing)
        )}
      </Section>
      <Section id="contact" title={t('jobBoard.detail.sections.contact')}>
        {job.contact ? (
          <>
            <Typography>{job.contact.name}</Typography>
            <Link
              href={`mailto:${job.contact.email}`}
              sx={{ overflowWrap: 'anywhere', display: 'block' }}
            >
              {job.contact.email}
            </Link>
            {job.contact.phone ? (
              <Link href={`tel:${job.contact.phone}`}>{job.contact.phone}</Link>
            ) : null}
          </>
        ) : (
          text(null, missing)
        )}
      </Section>
    </Paper>
  );
}
