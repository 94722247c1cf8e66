import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '#web/components/layout/ResultPage';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * 500: also rendered by the error boundaries, possibly outside the router, so it uses plain
 * links and full page loads.
 */
export function ServerErrorPage({ framed = true }: { framed?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ResultPage
      framed={framed}
      icon={<ErrorOutlineIcon />}
      tone="error"
      title={t('pages.serverError.title')}
      text={t('pages.serverError.text')}
      actions={[
        { label: t('pages.serverError.reload'), onClick: () => window.location.reload() },
        { label: t('pages.serverError.home'), href: `/${lang}` },
      ]}
    />
  );
}

export default ServerErrorPage;
