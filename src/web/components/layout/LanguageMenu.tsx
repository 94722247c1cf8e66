import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/language-codes';
import { switchLanguagePath } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';
import { ActionIconButton } from './ActionButton';
import { Flag } from './Flag';
import { LazyPopupMenu, menuButtonPreload } from './LazyPopupMenu';

/** Flag button; the menu offers only the other language and keeps the rest of the URL. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const others = LANGUAGES.filter((candidate) => candidate !== lang);
  return (
    <>
      <ActionIconButton
        color={color}
        aria-label={t('language.label')}
        title={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'language-menu' : undefined}
        {...menuButtonPreload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Flag lang={lang} />
      </ActionIconButton>
      <LazyPopupMenu
        id="language-menu"
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={others.map((other) => ({
          id: other,
          lang: other,
          icon: <Flag lang={other} />,
          label: t(`language.names.${other}`),
          onSelect: () => {
            setAnchor(null);
            void navigate(switchLanguagePath(location, other), { preventScrollReset: true });
          },
        }))}
      />
    </>
  );
}
