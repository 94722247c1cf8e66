import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ChipProps } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import BlockIcon from '@mui/icons-material/Block';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import type { AgencyVettingState } from '#shared/request-states';
import { useVetAgency } from '../api';
import {
  daysLeft,
  formatMoment,
  formatPermitDate,
  permitStatus,
  todayIso,
} from '#web/lib/permit-status';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

const CHIP_COLOUR: Record<AgencyVettingState, ChipProps['color']> = {
  pending: 'warning',
  vetted: 'success',
  rejected: 'error',
};

/** The server's errors of a decision, each named by its field ('Permit number: …'). */
function errorLines(
  t: TFunction,
  error: unknown,
): { byField: Map<string, string>; lines: string[] } {
  const byField = apiFieldErrors(t, error);
  const lines = [...byField]
    .filter(([field]) => field !== 'note')
    .map(([field, text]) => {
      const label = t(`admin.agencies.fields.${field}`);
      return label.startsWith('admin.') ? text : `${label}: ${text}`;
    });
  if (byField.size === 0) lines.push(apiErrorText(t, error));
  return { byField, lines };
}

/**
 * Vetting on an agency's General Info tab: the state, when it was decided and the note, the
 * permit's validity, and the two decisions (vet after a confirmation, reject with a reason).
 */
export function AgencyVettingCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const vet = useVetAgency(agency.id);
  const [dialog, setDialog] = useState<'vet' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<'vetted' | 'rejected' | null>(null);

  const status = permitStatus(agency);
  const date = formatPermitDate(agency.permitValidUntil, lang);
  const left = agency.permitValidUntil ? daysLeft(agency.permitValidUntil, todayIso()) : null;
  const canVet = status !== 'missing' && status !== 'expired';

  const open = (which: 'vet' | 'reject') => {
    setDone(null);
    setErrors([]);
    setReasonError(null);
    setReason(which === 'reject' ? '' : reason);
    setDialog(which);
  };
  const close = () => {
    if (!vet.isPending) setDialog(null);
  };

  const decide = async (decision: 'vetted' | 'rejected') => {
    setErrors([]);
    setReasonError(null);
    if (decision === 'rejected' && reason.trim() === '') {
      setReasonError(t('validation.Vetting_reason_required'));
      return;
    }
    try {
      await vet.mutateAsync({ decision, note: decision === 'rejected' ? reason.trim() : '' });
      setDialog(null);
      setDone(decision);
    } catch (error) {
      const { byField, lines } = errorLines(t, error);
      if (byField.has('note')) setReasonError(byField.get('note')!);
      setErrors(lines);
    }
  };

  const permitWarning =
    status === 'missing' ? (
      <Alert id="agency-vetting-permit" severity="warning">
        {t('admin.agencies.vetting.permitMissing')}
      </Alert>
    ) : status === 'expired' ? (
      <Alert id="agency-vetting-permit" severity="error">
        {t('admin.agencies.vetting.permitExpired', { date })}
      </Alert>
    ) : status === 'expiring' ? (
      <Alert severity="warning">
        {left === 0
          ? t('admin.agencies.vetting.permitExpiresToday')
          : t('admin.agencies.vetting.permitExpiring', { count: left ?? 0, date })}
      </Alert>
    ) : null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="agency-vetting-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id="agency-vetting-title" variant="h6" component="h2">
            {t('admin.agencies.vetting.title')}
          </Typography>
          <Chip
            size="small"
            color={CHIP_COLOUR[agency.vettingState]}
            label={t(`admin.agencies.vetting.state.${agency.vettingState}`)}
            sx={{ fontWeight: 600 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('admin.agencies.vetting.intro')}
        </Typography>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1.25 },
            my: 2,
            '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
          }}
        >
          <dt>{t('admin.agencies.vetting.permit')}</dt>
          <dd>
            {agency.permitNumber || agency.permitAuthority ? (
              <>
                {t('admin.agencies.vetting.permitLine', {
                  number: agency.permitNumber ?? '—',
                  authority: agency.permitAuthority ?? '—',
                })}
                {agency.permitValidUntil ? (
                  <Box component="span" sx={{ display: 'block' }}>
                    {t('admin.agencies.vetting.validUntil', { date })}
                  </Box>
                ) : null}
              </>
            ) : (
              '—'
            )}
          </dd>
          {agency.vettedAt && agency.vettingState !== 'pending' ? (
            <>
              <dt>{t(`admin.agencies.vetting.decidedAt.${agency.vettingState}`)}</dt>
              <dd>{formatMoment(agency.vettedAt, lang)}</dd>
            </>
          ) : null}
          {agency.vettingNote ? (
            <>
              <dt>{t('admin.agencies.vetting.note')}</dt>
              <dd style={{ whiteSpace: 'pre-line' }}>{agency.vettingNote}</dd>
            </>
          ) : null}
        </Box>

        <Stack spacing={2}>
          {permitWarning}
          {done ? (
            <Alert severity="success" role="status">
              {t(`admin.agencies.vetting.done.${done}`)}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {agency.vettingState !== 'vetted' ? (
              <Button
                variant="contained"
                startIcon={<VerifiedIcon />}
                // The server refuses to vet without a valid permit; the warning above says why.
                disabled={!canVet}
                aria-describedby={canVet ? undefined : 'agency-vetting-permit'}
                onClick={() => open('vet')}
              >
                {t('admin.agencies.vetting.vet')}
              </Button>
            ) : null}
            {agency.vettingState !== 'rejected' ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<BlockIcon />}
                onClick={() => open('reject')}
              >
                {t('admin.agencies.vetting.reject')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>

      <Dialog
        open={dialog === 'vet'}
        onClose={close}
        aria-labelledby="vet-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="vet-dialog-title">
          {t('admin.agencies.vetting.confirmVetTitle', { name: agency.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('admin.agencies.vetting.confirmVetText', {
              number: agency.permitNumber ?? '—',
              authority: agency.permitAuthority ?? '—',
              date: date || '—',
            })}
          </DialogContentText>
          <ErrorLines lines={errors} mt={2} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close} disabled={vet.isPending}>
            {t('admin.agencies.vetting.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void decide('vetted')}
            disabled={vet.isPending}
          >
            {t('admin.agencies.vetting.vet')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={dialog === 'reject'}
        onClose={close}
        aria-labelledby="reject-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void decide('rejected');
          }}
        >
          <DialogTitle id="reject-dialog-title">
            {t('admin.agencies.vetting.rejectTitle', { name: agency.name })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t('admin.agencies.vetting.rejectText')}
            </DialogContentText>
            <TextField
              label={t('admin.agencies.vetting.reason')}
              placeholder={t('admin.agencies.vetting.reasonPlaceholder')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError(null);
              }}
              required
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              error={Boolean(reasonError)}
              helperText={reasonError ?? ' '}
            />
            <ErrorLines lines={errors} mt={1} />
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={close} disabled={vet.isPending}>
              {t('admin.agencies.vetting.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={vet.isPending}>
              {t('admin.agencies.vetting.reject')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Card>
  );
}

/** The server's refusal, one line a reason; nothing while there is none. */
function ErrorLines({ lines, mt }: { lines: string[]; mt: number }) {
  if (lines.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt }}>
      {lines.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
    </Alert>
  );
}
