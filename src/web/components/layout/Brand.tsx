import { Box, Typography } from '@mui/material';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

/**
 * Logo mark and product name, linking to the given home. The link is named by its visible
 * text (no aria-label), so speech users can say what they see.
 */
export function Brand({
  to,
  inverted = false,
  compact = false,
  markOnlyWhenTight = false,
}: {
  to: string;
  inverted?: boolean;
  compact?: boolean;
  /** Under 360 px (320 px is 400 % zoom) only the mark shows; the name still names the link. */
  markOnlyWhenTight?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        color: inverted ? 'inherit' : 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          width: 34,
          height: 34,
          borderRadius: '9px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverted ? 'rgba(255,255,255,0.14)' : 'primary.main',
          color: inverted ? 'inherit' : 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <LocalHospitalIcon fontSize="small" />
      </Box>
      <Box
        sx={[
          { lineHeight: 1.1, minWidth: 0 },
          markOnlyWhenTight ? { '@media (max-width:359.95px)': visuallyHidden } : null,
        ]}
      >
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            lineHeight: 1.15,
            fontSize: compact ? '0.95rem' : { xs: '0.92rem', sm: '1.02rem' },
            // Two short lines on a phone rather than a cut-off name.
            whiteSpace: compact ? 'nowrap' : { xs: 'normal', sm: 'nowrap' },
          }}
        >
          {t('app.name')}
        </Typography>
        <Typography
          component="span"
          noWrap
          sx={{
            display: compact ? 'block' : { xs: 'none', sm: 'block' },
            fontSize: '0.72rem',
            opacity: 0.75,
            letterSpacing: '0.04em',
          }}
        >
          {t('app.tagline')}
        </Typography>
      </Box>
    </Box>
  );
}
