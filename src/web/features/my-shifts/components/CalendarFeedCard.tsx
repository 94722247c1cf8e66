import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { useCalendarFeed } from '../api';
import { webcalUrl } from '../offer-helpers';

/**
 * The private calendar feed: the server keeps only the token's hash, so the URL is shown once,
 * right after it is made; making a new one switches the old one off.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission (e.g. an embedded browser): the field is selected instead.
      document.querySelector<HTMLInputElement>('#calendar-feed-url')?.select();
    }
  };
  const create = () => {
    setCopied(false);
    feed.mutate();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-feed-title">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CalendarMonthIcon color="primary" aria-hidden="true" />
            <Typography variant="h6" component="h2" id="calendar-feed-title">
              {t('myShifts.feed.title')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('myShifts.feed.intro')}
          </Typography>
          {url ? (
            <>
              <TextField
                id="calendar-feed-url"
                label={t('myShifts.feed.urlLabel')}
                value={url}
                fullWidth
                size="small"
                slotProps={{
                  input: {
                    readOnly: true,
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          aria-label={t('myShifts.feed.copy')}
                          onClick={() => void copy()}
                        >
                          <ContentCopyIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                  htmlInput: {
                    onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select(),
                  },
                }}
              />
              <Typography
                role="status"
                variant="body2"
                color="success.main"
                sx={{ minHeight: '1.5em' }}
              >
                {copied ? t('myShifts.feed.copied') : ''}
              </Typography>
              <Alert severity="warning" variant="outlined">
                {t('myShifts.feed.private')}
              </Alert>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  href={webcalUrl(url)}
                  startIcon={<CalendarMonthIcon />}
                  sx={{ minHeight: 44 }}
                >
                  {t('myShifts.feed.subscribe')}
                </Button>
                <Button
                  variant="text"
                  onClick={create}
                  disabled={feed.isPending}
                  sx={{ minHeight: 44 }}
                >
                  {t('myShifts.feed.rotate')}
                </Button>
              </Stack>
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('myShifts.feed.once')}
              </Typography>
              <Button
                variant="outlined"
                onClick={create}
                disabled={feed.isPending}
                sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 44 }}
              >
                {t('myShifts.feed.create')}
              </Button>
            </>
          )}
          {feed.isError ? <Alert severity="error">{apiErrorText(t, feed.error)}</Alert> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
