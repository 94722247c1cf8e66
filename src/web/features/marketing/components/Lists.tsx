import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface ListItemContent {
  id: string;
  title: string;
  text: ReactNode;
}

/**
 * A bare list laid out as a grid of [xs, sm, md] columns. minmax(0, 1fr): long German words
 * wrap instead of widening the columns.
 */
export function gridListSx(columns: readonly [number, number, number], gap: number) {
  const [xs, sm, md] = columns.map((n) => `repeat(${n}, minmax(0, 1fr))`);
  return {
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gridTemplateColumns: { xs, sm, md },
    gap,
  } as const;
}

/** The texts of one list item, found at `<prefix>.items.<id>.title` and `.text`. */
export function textItem(id: string, translate: (key: string) => string, prefix: string) {
  return {
    id,
    title: translate(`${prefix}.items.${id}.title`),
    text: translate(`${prefix}.items.${id}.text`),
  };
}

/** textItem for each id. */
export function textItems(
  ids: readonly string[],
  translate: (key: string) => string,
  prefix: string,
): ListItemContent[] {
  return ids.map((id) => textItem(id, translate, prefix));
}

/** Numbered cards in a row: an ordered list, the number drawn from the position. */
export function NumberedSteps({ items }: { items: ListItemContent[] }) {
  return (
    <Box component="ol" sx={gridListSx([1, 2, Math.min(items.length, 4)], 2.5)}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            p: 3,
            borderRadius: 3.5,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            position: 'relative',
          }}
        >
          <Typography
            aria-hidden="true"
            sx={{
              fontSize: '2.2rem',
              fontWeight: 800,
              color: 'primary.main',
              lineHeight: 1,
              mb: 2,
              letterSpacing: '-0.03em',
            }}
          >
            {String(index + 1).padStart(2, '0')}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A vertical timeline of stages (an ordered list) with a small label above each title. */
export function Timeline({
  items,
  label,
}: {
  items: ListItemContent[];
  label: (n: number) => string;
}) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 820 }}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: { xs: 2, sm: 3 } }}>
            <Box
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: last ? 'secondary.main' : 'primary.main',
                  color: '#fff',
                }}
              >
                {index + 1}
              </Box>
              {last ? null : (
                <Box aria-hidden="true" sx={{ flexGrow: 1, width: 2, bgcolor: 'divider', my: 1 }} />
              )}
            </Box>
            <Box sx={{ pb: last ? 0 : 4, pt: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
                {label(index + 1)}
              </Typography>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {item.text}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * Rows with a visual and a text, the visual switching sides and colours from row to row. A
 * visual is an icon (decoration) or, with `figure`, a key figure that is read out.
 */
export function AlternatingList({
  items,
}: {
  items: Array<ListItemContent & { visual: ReactNode; figure?: boolean }>;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 5, md: 7 } }}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: { xs: 2.5, sm: 5, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box sx={{ order: { xs: 0, sm: index % 2 === 0 ? 0 : 1 } }}>
            <VisualPanel tone={index % 2 === 0 ? 'primary' : 'secondary'} figure={item.figure}>
              {item.visual}
            </VisualPanel>
          </Box>
          <Box>
            <Typography
              variant="h4"
              component="h3"
              sx={{ mb: 1.5, fontSize: { xs: '1.3rem', md: '1.6rem' } }}
            >
              {item.title}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.75, fontSize: '1.05rem' }}>
              {item.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A tinted panel: a big figure (read out) or an icon (decoration). */
function VisualPanel({
  children,
  tone,
  figure = false,
}: {
  children: ReactNode;
  tone: 'primary' | 'secondary';
  figure?: boolean;
}) {
  return (
    <Box
      aria-hidden={figure ? undefined : 'true'}
      sx={(theme) => ({
        borderRadius: 4,
        minHeight: { xs: 150, md: 200 },
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        color: `${tone}.main`,
        background: `linear-gradient(135deg, ${theme.palette[tone].main}26 0%, ${theme.palette[tone].main}0a 100%)`,
        border: 1,
        borderColor: 'divider',
        '& svg': { fontSize: 72 },
      })}
    >
      {figure ? (
        <Typography
          component="p"
          sx={(theme) => ({
            fontSize: { xs: '2.4rem', md: '3.2rem' },
            fontWeight: 800,
            letterSpacing: '-0.03em',
            // The light theme's secondary green is too pale for text this size on its tint.
            color:
              tone === 'primary' || theme.palette.mode === 'dark'
                ? theme.palette[tone].main
                : '#1f6b43',
          })}
        >
          {children}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
