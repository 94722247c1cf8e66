import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AriaAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { To } from 'react-router';

/**
 * Buttons for the public pages' first load, drawn like MUI's Button and IconButton with the
 * app's theme (lib/theme.ts) but without ButtonBase, its ripple and the loading indicator
 * (about 8 KB gzip in every first page load). A link (`to`, `href`) or a <button>. Keyboard
 * focus shows an outline instead of MUI's pulsating ripple.
 */

/** What ButtonBase gives every button: a reset <button> or <a>. */
export const plainButtonSx = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    borderRadius: 0,
    padding: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    textDecoration: 'none',
    color: 'inherit',
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '@media print': { colorAdjust: 'exact' },
  }) as const;

type Variant = 'text' | 'contained' | 'outlined';
type Size = 'medium' | 'large';

/** MUI's paddings per variant and size (lib/theme.ts sets 18 px on the sides). */
const PADDING_Y: Record<Variant, Record<Size, number>> = {
  text: { medium: 6, large: 8 },
  contained: { medium: 6, large: 8 },
  outlined: { medium: 5, large: 7 },
};

function buttonSx(theme: Theme, variant: Variant, size: Size, color: 'primary' | 'inherit') {
  const main = theme.palette.primary.main;
  const hoverOpacity = theme.palette.action.hoverOpacity;
  const colors =
    variant === 'contained'
      ? {
          color: theme.palette.primary.contrastText,
          backgroundColor: main,
          '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.dark } },
        }
      : variant === 'outlined'
        ? {
            color: main,
            border: `1px solid ${alpha(main, 0.5)}`,
            '@media (hover: hover)': {
              '&:hover': { borderColor: main, backgroundColor: alpha(main, hoverOpacity) },
            },
          }
        : {
            color: color === 'inherit' ? 'inherit' : main,
            '@media (hover: hover)': {
              '&:hover': {
                backgroundColor: alpha(
                  color === 'inherit' ? theme.palette.text.primary : main,
                  hoverOpacity,
                ),
              },
            },
          };
  return {
    ...plainButtonSx(theme),
    ...theme.typography.button,
    ...(size === 'large' ? { fontSize: theme.typography.pxToRem(15) } : null),
    minWidth: 64,
    paddingTop: `${PADDING_Y[variant][size]}px`,
    paddingBottom: `${PADDING_Y[variant][size]}px`,
    paddingInline: '18px',
    borderRadius: '8px',
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      {
        duration: theme.transitions.duration.short,
      },
    ),
    ...colors,
  };
}

type LinkOrButton = Omit<HTMLAttributes<HTMLElement>, 'color'> &
  AriaAttributes & {
    /** A link within the app (react-router). */
    to?: To;
    /** A plain link. */
    href?: string;
    target?: string;
    rel?: string;
    type?: 'button' | 'submit';
    /** With `to`: replace the current history entry instead of adding one. */
    replace?: boolean;
    ref?: Ref<HTMLElement>;
    sx?: SxProps<Theme>;
    children?: ReactNode;
  };

/**
 * The element under both buttons: a router link (`to`), a plain link (`href`) or a <button>,
 * drawn with `look` and then the caller's `sx`.
 */
function ButtonElement({
  look,
  to,
  href,
  type,
  replace,
  sx,
  children,
  ...rest
}: LinkOrButton & { look: Exclude<SxProps<Theme>, ReadonlyArray<unknown>> }) {
  const component = to !== undefined ? RouterLink : href !== undefined ? 'a' : 'button';
  return (
    <Box
      component={component}
      to={to}
      href={href}
      replace={to !== undefined ? replace : undefined}
      type={component === 'button' ? (type ?? 'button') : undefined}
      {...rest}
      sx={[look, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

/** MUI's Button (contained, outlined or text; medium or large; primary or inherit colour). */
export function ActionButton({
  variant = 'text',
  size = 'medium',
  color = 'primary',
  startIcon,
  children,
  ...rest
}: LinkOrButton & {
  variant?: Variant;
  size?: Size;
  color?: 'primary' | 'inherit';
  startIcon?: ReactNode;
}) {
  return (
    <ButtonElement look={(theme: Theme) => buttonSx(theme, variant, size, color)} {...rest}>
      {startIcon ? (
        <Box
          component="span"
          sx={{
            display: 'inherit',
            mr: 1,
            ml: '-4px',
            '& > *:nth-of-type(1)': { fontSize: size === 'large' ? 22 : 20 },
          }}
        >
          {startIcon}
        </Box>
      ) : null}
      {children}
    </ButtonElement>
  );
}

/** MUI's IconButton (medium), in the inherited colour or the theme's default. */
export function ActionIconButton({
  color = 'default',
  ...rest
}: LinkOrButton & { color?: 'inherit' | 'default' | 'primary' }) {
  return (
    <ButtonElement
      {...rest}
      look={(theme: Theme) => ({
        ...plainButtonSx(theme),
        textAlign: 'center',
        flex: '0 0 auto',
        fontSize: theme.typography.pxToRem(24),
        padding: '8px',
        borderRadius: '50%',
        color:
          color === 'inherit'
            ? 'inherit'
            : color === 'primary'
              ? theme.palette.primary.main
              : theme.palette.action.active,
        transition: theme.transitions.create('background-color', {
          duration: theme.transitions.duration.shortest,
        }),
        '&:hover': {
          backgroundColor: alpha(
            color === 'primary' ? theme.palette.primary.main : theme.palette.action.active,
            theme.palette.action.hoverOpacity,
          ),
        },
        '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      })}
    />
  );
}
