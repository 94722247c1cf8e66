import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** The spec's visual themes, in its order; index 1 (Light) is the default (spec 001 section 9). */
export const THEME_NAMES = ['dark', 'light', 'blue', 'green', 'indigo'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME_INDEX = 1;
export const DEFAULT_THEME: ThemeName = THEME_NAMES[DEFAULT_THEME_INDEX] ?? 'light';
export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

interface Palette {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  /** Sidebar and app bar surface. */
  sidebar: string;
  sidebarText: string;
  textPrimary: string;
  textSecondary: string;
  divider: string;
}

const palettes: Record<ThemeName, Palette> = {
  dark: {
    mode: 'dark',
    primary: '#5cc8e0',
    secondary: '#8fd19e',
    background: '#0e1621',
    paper: '#16212e',
    sidebar: '#111b27',
    sidebarText: '#dbe5ef',
    textPrimary: '#e8eef5',
    textSecondary: '#9fb0c2',
    divider: 'rgba(255,255,255,0.10)',
  },
  light: {
    mode: 'light',
    primary: '#0b6e8a',
    // #2e8b57 gave white text 4.24:1 (Post a job); darkened just enough for 4.5:1.
    secondary: '#2b8252',
    background: '#f4f7fa',
    paper: '#ffffff',
    sidebar: '#0f2a3a',
    sidebarText: '#e3edf3',
    textPrimary: '#14212b',
    textSecondary: '#52616d',
    divider: 'rgba(20,33,43,0.12)',
  },
  blue: {
    mode: 'light',
    primary: '#1e5bb8',
    // #00897b gave white text 4.32:1; darkened just enough for 4.5:1.
    secondary: '#00826f',
    background: '#f1f5fc',
    paper: '#ffffff',
    sidebar: '#13306b',
    sidebarText: '#e6eefc',
    textPrimary: '#101c33',
    textSecondary: '#4d5b74',
    divider: 'rgba(16,28,51,0.12)',
  },
  green: {
    mode: 'light',
    primary: '#23784a',
    secondary: '#1f6f8b',
    background: '#f2f8f4',
    paper: '#ffffff',
    sidebar: '#173d2a',
    sidebarText: '#e4f2ea',
    textPrimary: '#14261c',
    textSecondary: '#4f6358',
    divider: 'rgba(20,38,28,0.12)',
  },
  indigo: {
    mode: 'light',
    primary: '#3f4fb5',
    secondary: '#c2185b',
    background: '#f4f5fb',
    paper: '#ffffff',
    sidebar: '#232a63',
    sidebarText: '#e7e9fb',
    textPrimary: '#171a33',
    textSecondary: '#545a7a',
    divider: 'rgba(23,26,51,0.12)',
  },
};

declare module '@mui/material/styles' {
  interface Palette {
    sidebar: { background: string; text: string };
  }
  interface PaletteOptions {
    sidebar?: { background: string; text: string };
  }
}

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme(name: ThemeName): Theme {
  const p = palettes[name];
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 769, md: 960, lg: 1280, xl: 1440 } },
    palette: {
      mode: p.mode,
      primary: { main: p.primary },
      secondary: { main: p.secondary },
      background: { default: p.background, paper: p.paper },
      text: { primary: p.textPrimary, secondary: p.textSecondary },
      divider: p.divider,
      // MUI's info (#0288d1) and warning (#ed6c02) carry white text below 4.5:1 (state chips
      // such as "Applied"): darkened just enough in the light themes.
      ...(p.mode === 'light' ? { info: { main: '#0277bd' }, warning: { main: '#c25400' } } : {}),
      // Text on a coloured surface (contained buttons, chips) must reach WCAG AA's 4.5:1.
      contrastThreshold: 4.5,
      sidebar: { background: p.sidebar, text: p.sidebarText },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
      h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
      h4: { fontSize: '1.4rem', fontWeight: 650, lineHeight: 1.3 },
      h5: { fontSize: '1.2rem', fontWeight: 650 },
      h6: { fontSize: '1.05rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Keyboard focus draws a ring, not only MUI's faint pulsating ripple (WCAG 2.4.7):
      // as ActionButton does on the public pages.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 18 } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 8 } } },
      // MUI's unselected grey (action.active) is 4.49:1 on the page background (the outbox and
      // request-type filters); secondary text reaches 4.5:1 in every theme.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:not(.Mui-selected):not(.Mui-disabled)': { color: theme.palette.text.secondary },
          }),
        },
      },
      MuiCollapse: {
        styleOverrides: {
          // While a panel opens or closes it clips its content. With 'hidden' (MUI's default),
          // focusing a field in it scrolls that clipping box, and the content then slides back
          // as the panel grows: a press and its release land on different spots and the button
          // gets no click. 'clip' clips without scrolling; an open panel shows everything.
          root: { overflow: 'clip' },
          entered: { overflow: 'visible' },
        },
      },
    },
  });
}
