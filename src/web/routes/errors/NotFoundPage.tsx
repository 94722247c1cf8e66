import { Box } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { ActionButton } from '#web/components/layout/ActionButton';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useLanguage } from '#web/i18n/useLanguage';

/** 404: also the catch-all for unknown routes. */
export function NotFoundPage({ framed = true }: { framed?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('pages.notFound.title'));
  const content = (
    <StatusMessage
      icon={<SearchOffIcon />}
      tone="warning"
      title={t('pages.notFound.title')}
      actions={
        <ActionButton variant="contained" to={paths.home(lang)}>
          {t('pages.notFound.back')}
        </ActionButton>
      }
    >
      <p>{t('pages.notFound.text')}</p>
    </StatusMessage>
  );
  if (!framed) return content;
  return (
    <Box sx={{ py: { xs: 6, sm: 10 }, px: 2, maxWidth: 560, mx: 'auto', width: '100%' }}>
      {content}
    </Box>
  );
}

export default NotFoundPage;
