import { Box } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '#web/components/layout/ActionButton';
import { StatusMessage } from '#web/components/layout/StatusMessage';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * 500: also rendered by the error boundaries, possibly outside the router, so it uses plain
 * links and full page loads.
 */
export function ServerErrorPage({ framed = true }: { framed?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('pages.serverError.title'));
  const content = (
    <StatusMessage
      icon={<ErrorOutlineIcon />}
      tone="error"
      title={t('pages.serverError.title')}
      actions={
        <>
          <ActionButton variant="contained" onClick={() => window.location.reload()}>
            {t('pages.serverError.reload')}
          </ActionButton>
          <ActionButton variant="outlined" href={`/${lang}`}>
            {t('pages.serverError.home')}
          </ActionButton>
        </>
      }
    >
      <p>{t('pages.serverError.text')}</p>
    </StatusMessage>
  );
  if (!framed) return content;
  return (
    <Box sx={{ py: { xs: 6, sm: 10 }, px: 2, maxWidth: 560, mx: 'auto', width: '100%' }}>
      {content}
    </Box>
  );
}

export default ServerErrorPage;
