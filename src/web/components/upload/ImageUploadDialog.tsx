import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateValidationMessage } from '#web/i18n/messages';
import { checkImageFiles, IMAGE_TYPES, uploadImage } from './upload-file';
import type { UploadHandle, UploadedFile } from './upload-file';

export interface ImageUploadDialogProps {
  open: boolean;
  /** Closed without a new picture: the original stays (Cancel, Escape, backdrop). */
  onClose: () => void;
  /** The uploaded picture, once the user confirms it. */
  onUploaded: (file: UploadedFile) => void;
  title?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number; name: string }
  | { step: 'done'; file: UploadedFile; name: string }
  | { step: 'error'; message: string };

/**
 * Picks one logo (jpeg, png or bmp, at most 5,000,000 bytes; spec 000 section 5), uploads it
 * at once with a progress bar and lets the user take it or cancel. Cancel aborts a running
 * upload and leaves the original logo as it was.
 */
export function ImageUploadDialog({ open, onClose, onUploaded, title }: ImageUploadDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useRef<UploadHandle | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // A fresh dialog each time it opens.
    setWasOpen(open);
    if (open) setState({ step: 'idle' });
  }

  // An upload still running when the dialog closes (or unmounts) is aborted.
  useEffect(() => {
    return () => {
      upload.current?.abort();
      upload.current = null;
    };
  }, [open]);

  const start = (files: FileList | null) => {
    if (!files) return;
    const problem = checkImageFiles(files);
    if (problem) {
      setState({ step: 'error', message: translateValidationMessage(t, problem) });
      return;
    }
    const file = files[0]!;
    upload.current?.abort();
    const handle = uploadImage(file, (progress) =>
      setState((current) => (current.step === 'uploading' ? { ...current, progress } : current)),
    );
    upload.current = handle;
    setState({ step: 'uploading', progress: 0, name: file.name });
    handle.promise.then(
      (uploaded) => {
        if (upload.current === handle) setState({ step: 'done', file: uploaded, name: file.name });
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (upload.current === handle) setState({ step: 'error', message: apiErrorText(t, error) });
      },
    );
  };

  const cancel = () => {
    upload.current?.abort();
    upload.current = null;
    onClose();
  };

  const confirm = () => {
    if (state.step !== 'done') return;
    upload.current = null;
    onUploaded(state.file);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${inputId}-title`}
      transitionDuration={{ exit: 500 }}
    >
      <DialogTitle id={`${inputId}-title`}>{title ?? t('admin.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
          <Avatar
            variant="rounded"
            src={state.step === 'done' ? state.file.url : undefined}
            alt={state.step === 'done' ? t('admin.upload.preview') : undefined}
            sx={{ width: 120, height: 120, bgcolor: 'action.hover', color: 'text.secondary' }}
          >
            <ImageIcon fontSize="large" />
          </Avatar>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('admin.upload.rules')}
          </Typography>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            onChange={(event) => {
              start(event.target.files);
              // The same file may be picked again after an error.
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={state.step === 'uploading'}
          >
            {t('admin.upload.choose')}
          </Button>
          {state.step === 'uploading' ? (
            <Box sx={{ width: '100%' }}>
              <Typography variant="caption" sx={{ display: 'block', mb: 0.5 }} noWrap>
                {t('admin.upload.uploading', { name: state.name })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(state.progress * 100)}
                aria-label={t('admin.upload.progress')}
              />
            </Box>
          ) : null}
          {state.step === 'done' ? (
            <Typography variant="body2" role="status" sx={{ wordBreak: 'break-all' }}>
              {t('admin.upload.ready', { name: state.name })}
            </Typography>
          ) : null}
          {state.step === 'error' ? (
            <Alert severity="error" sx={{ width: '100%' }}>
              {state.message}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('admin.upload.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={state.step !== 'done'}>
          {t('admin.upload.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
