import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AcceptConsentBody, ConsentStatus } from '#shared/contracts/consent';
import { formatDate } from '#shared/format';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';
import { useAcceptConsent } from '../api';

type Entry = ConsentStatus['required'][number];

/**
 * The versions to accept, each with its link and date, one checkbox and one button: plain form
 * controls, so Tab, Space and Enter do everything. Accepting records them.
 */
export function ConsentForm({
  entries,
  onAccepted,
}: {
  entries: Entry[];
  onAccepted?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const accept = useAcceptConsent();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const documentPath = (entry: Entry) =>
    entry.document === 'terms' ? paths.terms(lang) : paths.privacy(lang);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setMissing(true);
      return;
    }
    const body: AcceptConsentBody = {};
    for (const entry of entries) body[entry.document] = entry.version;
    accept.mutate(body, { onSuccess: () => onAccepted?.() });
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <List sx={{ listStyle: 'disc', pl: 3 }}>
        {entries.map((entry) => (
          <ListItem key={entry.document} sx={{ display: 'list-item', px: 0 }}>
            <Link component={RouterLink} to={documentPath(entry)} target="_blank" rel="noopener">
              {t(`consent.document.${entry.document}`)}
            </Link>
            {` — ${t('consent.effective', { date: formatDate(entry.effectiveAt, lang) })}`}
          </ListItem>
        ))}
      </List>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setMissing(false);
              }}
              slotProps={{
                input: {
                  'aria-describedby': missing ? 'consent-missing' : undefined,
                  'aria-invalid': missing || undefined,
                },
              }}
            />
          }
          label={t('consent.agree')}
        />
        {missing ? (
          <FormHelperText id="consent-missing" error>
            {t('consent.agreeRequired')}
          </FormHelperText>
        ) : null}
        {accept.error ? <Alert severity="error">{apiErrorText(t, accept.error)}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={accept.isPending}>
            {t('consent.accept')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function ConsentIntro({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography sx={{ mb: 1 }}>
      {t(required ? 'consent.requiredIntro' : 'consent.announcedIntro')}
    </Typography>
  );
}
