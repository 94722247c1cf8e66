import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared';
import { switchLanguagePath } from '../../app/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { Flag } from './Flag';

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
      <Tooltip title={t('language.label')}>
        <IconButton
          color={color}
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Flag lang={lang} />
        </IconButton>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {others.map((other) => (
          <MenuItem
            key={other}
            lang={other}
            onClick={() => {
              setAnchor(null);
              void navigate(switchLanguagePath(location, other), { preventScrollReset: true });
            }}
          >
            <ListItemIcon>
              <Flag lang={other} />
            </ListItemIcon>
            <ListItemText>{t(`language.names.${other}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
