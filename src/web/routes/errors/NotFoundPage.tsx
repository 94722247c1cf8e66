import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { ResultPage } from '#web/components/layout/ResultPage';
import { useLanguage } from '#web/i18n/useLanguage';

/** 404: also the catch-all for unknown routes. */
export function NotFoundPage({ framed = true }: { framed?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ResultPage
      framed={framed}
      icon={<SearchOffIcon />}
      tone="warning"
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      actions={[{ label: t('pages.notFound.back'), to: paths.home(lang) }]}
    />
  );
}

export default NotFoundPage;
