import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { IconBadge } from '#web/components/layout/IconBadge';

export interface FeatureItem {
  id: string;
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

/**
 * Items (of FeatureGrid or StepPresenter) from [id, icon] pairs whose texts sit at
 * `<prefix>.items.<id>.title` and `.text`.
 */
export function featureItems(
  entries: ReadonlyArray<readonly [string, ReactNode]>,
  translate: (key: string) => string,
  prefix: string,
): Array<FeatureItem & { text: string }> {
  return entries.map(([id, icon]) => ({
    id,
    icon,
    title: translate(`${prefix}.items.${id}.title`),
    text: translate(`${prefix}.items.${id}.text`),
  }));
}

/** Cards with an icon, an h3 and a text, two to three per row. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
}: {
  items: FeatureItem[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h3' | 'h2';
}) {
  const md = 12 / columns;
  return (
    <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, md }}>
          <Box
            sx={(theme) => ({
              height: '100%',
              p: 3,
              borderRadius: 3.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              transition: 'box-shadow 150ms, transform 150ms',
              '&:hover': {
                boxShadow: `0 12px 32px ${theme.palette.primary.main}1a`,
                transform: 'translateY(-2px)',
              },
            })}
          >
            <IconBadge size={46} sx={{ mb: 2 }}>{item.icon}</IconBadge>
            <Typography variant="h6" component={headingLevel} sx={{ mb: 1 }}>
              {item.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              component="div"
              sx={{ lineHeight: 1.7 }}
            >
              {item.text}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
