import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, Paper, Typography } from '@mui/material';
import type { AlertColor } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Agency } from '#shared/contracts/admin';
import type { Language } from '#shared/language-codes';
import { useLanguage } from '#web/i18n/useLanguage';
import { useMyAgency } from '../api';
import { daysLeft, formatPermitDate, permitStatus, todayIso } from '#web/lib/permit-status';
import { PermitForm } from './PermitForm';

interface Notice {
  severity: AlertColor;
  title: string;
  text: string;
  reason?: string | null;
  action?: string;
}

/** What the dispatcher is told about the agency's vetting and its permit. */
function noticeOf(agency: Agency, t: TFunction, lang: Language): Notice {
  const status = permitStatus(agency);
  const date = formatPermitDate(agency.permitValidUntil, lang);
  const number = agency.permitNumber ?? '';
  if (status === 'missing') {
    return {
      severity: 'warning',
      title: t('agencyProfile.status.missingTitle'),
      text: t('agencyProfile.status.missingText'),
      action: t('agencyProfile.status.enterPermit'),
    };
  }
  if (agency.vettingState === 'rejected') {
    return {
      severity: 'error',
      title: t('agencyProfile.status.rejectedTitle'),
      text: t('agencyProfile.status.rejectedText'),
      reason: agency.vettingNote,
      action: t('agencyProfile.status.updatePermit'),
    };
  }
  if (status === 'expired') {
    return {
      severity: 'error',
      title: t('agencyProfile.status.expiredTitle'),
      text: t('agencyProfile.status.expiredText', { date }),
      action: t('agencyProfile.status.updatePermit'),
    };
  }
  if (agency.vettingState === 'pending') {
    return {
      severity: 'info',
      title: t('agencyProfile.status.pendingTitle'),
      text: t('agencyProfile.status.pendingText', { number, date }),
      action: t('agencyProfile.status.updatePermit'),
    };
  }
  if (status === 'expiring') {
    const count = daysLeft(agency.permitValidUntil!, todayIso()) ?? 0;
    return {
      severity: 'warning',
      title: t('agencyProfile.status.expiringTitle'),
      text: t('agencyProfile.status.expiringText', { count, date }),
      action: t('agencyProfile.status.updatePermit'),
    };
  }
  return {
    severity: 'success',
    title: t('agencyProfile.status.vettedTitle'),
    text: t('agencyProfile.status.vettedText', { number, date }),
  };
}

/**
 * The agency's vetting state at the top of the agency area: pending, rejected with the
 * administrator's reason, vetted (one short line), and the permit's expiry. Self-contained:
 * it loads the agency itself and renders nothing before onboarding.
 */
export function VettingStatus() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const agency = useMyAgency();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!agency.data) return null;
  const notice = noticeOf(agency.data, t, lang);
  const compact = notice.severity === 'success';

  return (
    <Box component="section" aria-label={t('agencyProfile.status.label')} sx={{ mb: 3 }}>
      <Alert
        severity={notice.severity}
        role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'}
        sx={{ '& .MuiAlert-message': { width: '100%' } }}
      >
        {compact ? (
          <>
            <Box component="strong" sx={{ fontWeight: 600 }}>
              {notice.title}.
            </Box>{' '}
            {notice.text}
          </>
        ) : (
          <>
            <AlertTitle sx={{ fontWeight: 600 }}>{notice.title}</AlertTitle>
            <Typography variant="body2">{notice.text}</Typography>
            {notice.reason ? (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                <Box component="strong" sx={{ fontWeight: 600 }}>
                  {t('agencyProfile.status.reasonLabel')}
                </Box>{' '}
                {notice.reason}
              </Typography>
            ) : null}
            {saved && agency.data.vettingState === 'pending' ? (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {t('agencyProfile.permitForm.saved')}
              </Typography>
            ) : null}
            {notice.action && !editing ? (
              <Button
                size="small"
                variant={notice.severity === 'info' ? 'text' : 'outlined'}
                color="inherit"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
                sx={{ mt: 1.5, ml: notice.severity === 'info' ? -0.75 : 0 }}
              >
                {notice.action}
              </Button>
            ) : null}
          </>
        )}
      </Alert>
      <Collapse in={editing} unmountOnExit>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 760 }}>
          <PermitForm
            agency={agency.data}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        </Paper>
      </Collapse>
    </Box>
  );
}
