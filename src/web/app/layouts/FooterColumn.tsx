import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '#web/components/layout/visually-hidden';

/** A footer link: a page of the app (`to`) or an address outside it (`href`). */
export interface FooterLink {
  label: string;
  to?: To;
  href?: string;
  /** Opens in a new window, and says so to screen readers. */
  newWindow?: boolean;
}

const linkSx = {
  color: 'inherit',
  opacity: 0.88,
  textDecoration: 'none',
  '&:hover': { opacity: 1, textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 0.5 },
} as const;

/** The small uppercase heading of a footer column or band. */
export function FooterHeading({
  id,
  spacing = 1.5,
  children,
}: {
  id: string;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Typography
      id={id}
      component="h2"
      sx={{
        fontSize: '0.8rem',
        fontWeight: 700,
        letterSpacing: '0.1em',
        textTransform: 'uppercase',
        mb: spacing,
        color: '#fff',
      }}
    >
      {children}
    </Typography>
  );
}

/** A titled navigation column of the public footer. */
export function FooterColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: FooterLink[];
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.label}>
            {link.to !== undefined ? (
              <Link component={RouterLink} to={link.to} variant="body2" sx={linkSx}>
                {link.label}
              </Link>
            ) : (
              <Link
                href={link.href}
                variant="body2"
                sx={linkSx}
                {...(link.newWindow && { rel: 'noopener noreferrer', target: '_blank' })}
              >
                {link.label}
                {link.newWindow ? (
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t('public.footer.newWindow')})`}
                  </Box>
                ) : null}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
