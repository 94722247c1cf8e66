import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { ApplicantDetail } from '#shared/contracts/job-board';
import type { StaffRequest } from '#shared/contracts/requests';
import { OPEN_REQUEST_STATES } from '#shared/request-states';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment } from '../../format';
import { useApplicants, useSelectApplicant } from '../../api';
import { ApplicationStateChip } from '#web/components/layout/ApplicationStateChip';
import { AuegSummary } from './AuegSummary';
import { DocumentButtons } from './DocumentButtons';
import { formatMoney } from './money';
import { SelectApplicantDialog } from './SelectApplicantDialog';
import { ApplicantOrderField } from './ApplicantOrderField';
import { sortApplicants, type ApplicantOrder } from './fairness';
import { FairnessLine, WorkingTimeNotes } from './WorkingTimeNotes';
import type { SelectionCandidate } from './SelectApplicantDialog';
import { QueryState } from '#web/components/query-state/QueryState';

/** The anchor the request tables link to (…/requests/:id#applicants; ScrollToTop scrolls there). */
export const APPLICANTS_ANCHOR = 'applicants';

function personName(applicant: ApplicantDetail): string {
  return `${applicant.user.firstName} ${applicant.user.lastName}`.trim();
}

/**
 * Every applicant of a request (GET /api/job/:id/applicants) with agency, qualification, skills,
 * rate, state and documents; while the request is open, an applied person can be selected.
 * One card per person at every width, so a phone shows the same as a desk.
 */
export function ApplicantsPanel({
  request,
  qualificationLabel = (key) => key,
}: {
  request: Pick<StaffRequest, '_id' | 'state'>;
  qualificationLabel?: (key: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const applicants = useApplicants(request._id);
  const select = useSelectApplicant(request._id);
  const [choice, setChoice] = useState<{ id: string; candidate: SelectionCandidate } | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  const [selected, setSelected] = useState<SelectionCandidate | null>(null);
  const [order, setOrder] = useState<ApplicantOrder>('fairest');

  const selectedRef = useRef<HTMLDivElement>(null);
  // The chosen person's Select button goes away with the dialog: focus goes to the confirmation.
  useEffect(() => {
    if (selected) selectedRef.current?.focus();
  }, [selected]);

  const open = OPEN_REQUEST_STATES.includes(request.state);
  const perHour = (value: number | null) =>
    value === null
      ? t('applicants.noRate')
      : t('applicants.perHour', { amount: formatMoney(value, lang) });
  const agencyOf = (applicant: ApplicantDetail) =>
    applicant.agency?.name ?? t('applicants.ownPool');

  const confirm = async (overrideReason?: string) => {
    if (!choice) return;
    setSelectError(null);
    try {
      await select.mutateAsync({ applicationId: choice.id, overrideReason });
      setSelected(choice.candidate);
      setChoice(null);
    } catch (error) {
      setSelectError(apiErrorText(t, error));
    }
  };

  let body;
  if (!applicants.isSuccess) {
    body = (
      <QueryState
        query={applicants}
        loading={{
          label: t('applicants.loading'),
          placeholder: (
            <Stack spacing={1.5}>
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ),
        }}
      />
    );
  } else if (applicants.data.items.length === 0) {
    body = <Typography color="text.secondary">{t('applicants.none')}</Typography>;
  } else {
    body = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sortApplicants(applicants.data.items, order).map((applicant) => {
          const name = personName(applicant);
          const isSelected = applicant.state === 'selected';
          const candidate: SelectionCandidate = {
            name,
            agency: agencyOf(applicant),
            pool: applicant.agency === null,
            rate: perHour(applicant.hourlyRate),
            workingTime: applicant.workingTime,
          };
          return (
            <Box
              component="li"
              key={applicant._id}
              aria-label={name}
              sx={{
                border: isSelected ? 2 : 1,
                borderColor: isSelected ? 'success.main' : 'divider',
                borderRadius: 2,
                p: { xs: 1.5, sm: 2 },
                display: 'grid',
                gap: { xs: 1.25, sm: 1.5 },
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {name}
                  </Typography>
                  <ApplicationStateChip
                    state={applicant.state}
                    label={t(`requests.applicantStates.${applicant.state}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {[
                    agencyOf(applicant),
                    applicant.user.qualification
                      ? qualificationLabel(applicant.user.qualification)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {applicant.aueg ? <AuegSummary status={applicant.aueg} /> : null}
                {applicant.user.skills.length > 0 ? (
                  <Stack
                    direction="row"
                    aria-label={t('applicants.skills')}
                    sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}
                  >
                    {applicant.user.skills.map((skill) => (
                      <Chip key={skill} size="small" label={skill} />
                    ))}
                  </Stack>
                ) : null}
                <FairnessLine fairness={applicant.fairness} />
                {applicant.state === 'applied' ? (
                  <WorkingTimeNotes check={applicant.workingTime} />
                ) : null}
                <Box sx={{ mt: 1.5 }}>
                  {applicant.agency || applicant.documents.length > 0 ? (
                    <DocumentButtons documents={applicant.documents} person={name} />
                  ) : null}
                </Box>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 1 }}
                >
                  {t('applicants.appliedAt', {
                    date: formatShiftMoment(Date.parse(applicant.createdAt), lang),
                  })}
                </Typography>
              </Box>
              <Stack
                spacing={1}
                sx={{
                  alignItems: { xs: 'stretch', md: 'flex-end' },
                  textAlign: { xs: 'left', md: 'right' },
                }}
              >
                <Box>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('applicants.rate')}
                  </Typography>
                  <Typography
                    sx={{
                      fontWeight: 700,
                      fontSize: '1.25rem',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {perHour(applicant.hourlyRate)}
                  </Typography>
                </Box>
                {open && applicant.state === 'applied' ? (
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<CheckCircleOutlineIcon />}
                    onClick={() => {
                      setSelectError(null);
                      setChoice({ id: applicant._id, candidate });
                    }}
                    aria-label={t('applicants.selectPerson', { name })}
                    sx={{ minHeight: 44, minWidth: { md: 160 } }}
                  >
                    {t('applicants.select')}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    // ScrollToTop scrolls to and focuses the anchor; the focus needs no ring on a plain container.
    <Box id={APPLICANTS_ANCHOR} sx={{ scrollMarginTop: 88, '&:focus': { outline: 'none' } }}>
      {selected ? (
        <Alert
          ref={selectedRef}
          tabIndex={-1}
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setSelected(null)}
        >
          {t(selected.pool ? 'applicants.selectedPool' : 'applicants.selected', selected)}
        </Alert>
      ) : null}
      {!open && !selected && applicants.data?.items.some((a) => a.state === 'applied') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('applicants.closed')}
        </Alert>
      ) : null}
      {applicants.data?.items.length ? (
        <ApplicantOrderField value={order} onChange={setOrder} />
      ) : null}
      {body}
      <SelectApplicantDialog
        candidate={choice?.candidate ?? null}
        pending={select.isPending}
        error={selectError}
        onConfirm={(reason) => void confirm(reason)}
        onClose={() => setChoice(null)}
      />
    </Box>
  );
}
