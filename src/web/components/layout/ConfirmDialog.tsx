import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTitle,
  DialogContent,
  DialogContentText,
  DialogActions,
  Button,
  CircularProgress,
  Stack,
  useMediaQuery,
} from '@mui/material';
import type { Breakpoint, Theme } from '@mui/material';

/**
 * The question before a step that cannot be taken back: a title, the text that describes the
 * dialog, optional further content (a hint, an error), keep and confirm. While the step runs the
 * dialog cannot be closed, so the answer is never lost behind it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  confirmColor = 'error',
  confirmDisabled = false,
  maxWidth,
  exitMs,
}: {
  open: boolean;
  title: ReactNode;
  /** The dialog's description (aria-describedby). */
  text: ReactNode;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  confirmColor?: 'error' | 'success' | 'primary';
  confirmDisabled?: boolean;
  /** Set: the dialog takes the full width up to this size, with a small margin on phones. */
  maxWidth?: Breakpoint;
  /** A slower exit keeps the names readable while a list behind it reloads. */
  exitMs?: number;
}) {
  const titleId = useId();
  const textId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      transitionDuration={exitMs === undefined ? undefined : { exit: exitMs }}
      fullWidth={maxWidth !== undefined}
      maxWidth={maxWidth}
      slotProps={{
        paper: {
          sx: maxWidth && phone ? { m: 1.5, width: 'calc(100% - 24px)' } : undefined,
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText id={textId}>{text}</DialogContentText>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={pending} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
