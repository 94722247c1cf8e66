import { Breadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  href?: string;
}

/** A breadcrumb trail, e.g. Agencies List › Acme (spec 000: 'a breadcrumb back to the list'). */
export function AdminBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      aria-label={t('admin.breadcrumb')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
    >
      {items.map((item, index) =>
        item.href && index < items.length - 1 ? (
          <Link
            key={item.href}
            component={RouterLink}
            to={item.href}
            underline="hover"
            color="inherit"
          >
            {item.label}
          </Link>
        ) : (
          <Typography key={`${index}-${item.label}`} color="text.primary" aria-current="page">
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
