import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { plainButtonSx } from '#web/components/layout/ActionButton';
import { IconBadge } from '#web/components/layout/IconBadge';

export interface Step {
  id: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/**
 * How-it-works step presenter (spec 001 section 4): exactly one step is active; clicking
 * another activates it. Built as tabs, so arrow keys, Home and End move between steps.
 */
export function StepPresenter({ steps, label }: { steps: Step[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = steps[active] ?? steps[0];
  if (!current) return null;

  const select = (index: number) => {
    const next = (index + steps.length) % steps.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowRight: active + 1,
      ArrowUp: active - 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: steps.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        gap: { xs: 3, md: 5 },
        alignItems: 'start',
      }}
    >
      <Box
        role="tablist"
        aria-label={label}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {steps.map((step, index) => {
          const selected = index === active;
          return (
            <Box
              component="button"
              type="button"
              key={step.id}
              ref={(element: HTMLButtonElement | null) => {
                tabs.current[index] = element;
              }}
              role="tab"
              id={`${baseId}-tab-${step.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(index)}
              sx={(theme) => ({
                ...plainButtonSx(theme),
                justifyContent: 'flex-start',
                textAlign: 'left',
                gap: 2,
                px: 2,
                py: 1.5,
                borderRadius: 3,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'background.paper' : 'transparent',
                boxShadow: selected ? `0 8px 24px ${theme.palette.primary.main}1f` : 'none',
                transition: 'background-color 150ms, border-color 150ms, box-shadow 150ms',
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-visible': {
                  outline: `3px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 36,
                  height: 36,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: selected ? 'primary.main' : 'action.hover',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {index + 1}
              </Box>
              <Typography
                component="span"
                sx={{ fontWeight: selected ? 700 : 600, fontSize: '1rem' }}
              >
                {step.title}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
        sx={(theme) => ({
          borderRadius: 4,
          p: { xs: 3, sm: 5 },
          minHeight: { md: 320 },
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        <IconBadge size={64} radius={3} sx={{ mb: 3, '& svg': { fontSize: 34 } }}>{current.icon}</IconBadge>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
          {`${active + 1} / ${steps.length}`}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1.5 }}>
          {current.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem', lineHeight: 1.7 }}>
          {current.text}
        </Typography>
      </Box>
    </Box>
  );
}
