import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import PaletteIcon from '@mui/icons-material/Palette';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '#web/components/layout/MenuButton';
import {
  createAppTheme,
  DEFAULT_THEME,
  isThemeName,
  THEME_NAMES,
  THEME_STORAGE_KEY,
} from '#web/lib/theme';
import type { ThemeName } from '#web/lib/theme';

interface ThemeChoice {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

function storedTheme(): ThemeName {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

// The stored choice as an external store: a prerendered page hydrates with the default theme
// (the server's snapshot) and switches to the stored one right after, without a mismatch.
const noSubscription = () => () => undefined;
const serverTheme = (): ThemeName => DEFAULT_THEME;

export function ThemeChoiceProvider({ children }: { children: ReactNode }) {
  const stored = useSyncExternalStore(noSubscription, storedTheme, serverTheme);
  const [chosen, setName] = useState<ThemeName | null>(null);
  const themeName = chosen ?? stored;
  const theme = useMemo(() => createAppTheme(themeName), [themeName]);
  const setThemeName = useCallback((name: ThemeName) => {
    setName(name);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, name);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }, []);
  const value = useMemo(() => ({ themeName, setThemeName }), [themeName, setThemeName]);
  return (
    <ThemeChoiceContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

export function useThemeChoice(): ThemeChoice {
  const value = useContext(ThemeChoiceContext);
  if (!value) throw new Error('useThemeChoice outside ThemeChoiceProvider');
  return value;
}

/** Top-bar menu choosing one of the five themes; the choice is remembered. */
export function ThemeMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { t } = useTranslation();
  const { themeName, setThemeName } = useThemeChoice();
  return (
    <MenuButton
      id="theme-menu"
      label={t('theme.label')}
      icon={<PaletteIcon />}
      color={color}
      items={THEME_NAMES.map((name) => ({
        id: name,
        selected: name === themeName,
        icon: name === themeName ? <CheckIcon fontSize="small" /> : null,
        label: t(`theme.${name}`),
        onSelect: () => setThemeName(name),
      }))}
    />
  );
}
