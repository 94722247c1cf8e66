import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/language-codes';
import { switchLanguagePath } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { Flag } from './Flag';
import { MenuButton } from './MenuButton';

/** Flag button; the menu offers only the other language and keeps the rest of the URL. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const others = LANGUAGES.filter((candidate) => candidate !== lang);
  return (
    <MenuButton
      id="language-menu"
      label={t('language.label')}
      icon={<Flag lang={lang} />}
      color={color}
      items={others.map((other) => ({
        id: other,
        lang: other,
        icon: <Flag lang={other} />,
        label: t(`language.names.${other}`),
        onSelect: () => {
          void navigate(switchLanguagePath(location, other), { preventScrollReset: true });
        },
      }))}
    />
  );
}
