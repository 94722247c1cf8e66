import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { ActionButton } from './ActionButton';
import { StatusMessage } from './StatusMessage';
import { usePageTitle } from './usePageTitle';

/** A button of a result page: a router link (`to`), a plain link (`href`) or an action. */
export interface ResultAction {
  label: string;
  to?: To;
  href?: string;
  replace?: boolean;
  onClick?: () => void;
}

/**
 * A confirmation or error screen with the page's title: icon, heading, text and buttons, the
 * first filled and the others outlined. `framed` centres it on its own (outside the auth card).
 */
export function ResultPage({
  icon,
  tone,
  title,
  text,
  actions,
  size = 'medium',
  fullWidth = false,
  framed = false,
  children,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'error';
  title: string;
  text: string;
  actions: ResultAction[];
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  framed?: boolean;
  children?: ReactNode;
}) {
  usePageTitle(title);
  const content = (
    <StatusMessage
      icon={icon}
      tone={tone}
      title={title}
      actions={actions.map(({ label, ...action }, index) => (
        <ActionButton
          key={label}
          variant={index === 0 ? 'contained' : 'outlined'}
          size={size}
          sx={fullWidth ? { width: '100%' } : undefined}
          {...action}
        >
          {label}
        </ActionButton>
      ))}
    >
      <p>{text}</p>
      {children}
    </StatusMessage>
  );
  if (!framed) return content;
  return (
    <Box sx={{ py: { xs: 6, sm: 10 }, px: 2, maxWidth: 560, mx: 'auto', width: '100%' }}>
      {content}
    </Box>
  );
}
