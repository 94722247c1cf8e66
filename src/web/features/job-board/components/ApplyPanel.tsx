import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { applyBodySchema } from '#shared/contracts/job-board';
import type { ApplicationDocument } from '#shared/application-documents';
import { DOCUMENT_KINDS } from '#shared/request-states';
import type { DocumentKind } from '#shared/request-states';
import { uploadDocument } from '#web/components/upload/upload-file';
import type { UploadHandle } from '#web/components/upload/upload-file';
import { apiErrorText, apiFieldErrors, translateValidationMessage } from '#web/i18n/messages';
import { isApiError } from '#web/lib/api-client';
import { QueryState } from '#web/components/query-state/QueryState';
import { useApply, useStaffProfile } from '../api';
import { readEuro } from '../format';
import {
  applyDocuments,
  defaultChoices,
  fillMissingChoices,
  isPastDay,
  missingKinds,
  NO_CHOICES,
} from '../document-choice';
import type { DocumentChoices } from '../document-choice';
import { DocumentPicker } from './DocumentPicker';
import { uploadErrorKey } from './PdfFileButton';
import { StaffPicker } from './StaffPicker';
import { PendingProgress } from '#web/components/layout/PendingProgress';

type Errors = Partial<Record<'customerId' | 'hourlyRate' | `documents.${DocumentKind}`, string>>;

const FIELDS = new Set<string>([
  'customerId',
  'hourlyRate',
  ...DOCUMENT_KINDS.map((kind) => `documents.${kind}`),
]);

const todayIso = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * 'Upload application' (spec 001 sections 3 and 5): the staff member offered, the hourly rate
 * in euro and the documents the request asks for (a nurse's CV and licence, a doctor's CV,
 * Approbation and specialist diploma), each from the person's profile or uploaded now (PDF
 * only, 5 MB, with progress). New PDFs are uploaded first, then the application is sent; the
 * server's errors land on their fields.
 */
export function ApplyPanel({
  requestId,
  asked,
  addStaffHref,
}: {
  requestId: string;
  /** The request's documents in order (its `documents`). */
  asked: ApplicationDocument[];
  addStaffHref: string;
}) {
  const { t } = useTranslation();
  const apply = useApply(requestId);
  const [member, setMember] = useState<Member | null>(null);
  const [rate, setRate] = useState('');
  const [choices, setChoices] = useState<DocumentChoices>(NO_CHOICES);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The 'upload all the required files' note lasts only while a document still has its error:
  // choosing the missing files answers it.
  const [filesAsked, setFilesAsked] = useState(false);
  const [progress, setProgress] = useState<Partial<Record<DocumentKind, number>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const profile = useStaffProfile(member?.id);
  const uploads = useRef<UploadHandle[]>([]);
  useEffect(() => () => uploads.current.forEach((upload) => upload.abort()), []);

  // A newly picked person starts with their newest usable documents (from fresh data: an
  // application just sent may have put new uploads on the profile), where nothing is chosen
  // yet: PDFs chosen while the profile was loading stay.
  const [defaultsFor, setDefaultsFor] = useState<string | null>(null);
  if (
    profile.data &&
    !profile.isFetching &&
    member &&
    profile.data.id === member.id &&
    defaultsFor !== member.id
  ) {
    const filled = fillMissingChoices(choices, defaultChoices(profile.data.documents));
    const filledKinds = DOCUMENT_KINDS.filter((kind) => !choices[kind] && filled[kind]);
    setDefaultsFor(member.id);
    setChoices(filled);
    // A document chosen by itself answers an earlier 'missing' on that document.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => !filledKinds.some((kind) => field === `documents.${kind}`),
        ),
      ),
    );
  }

  const setError = (field: keyof Errors, text: string | null | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (text) next[field] = text;
      else delete next[field];
      return next;
    });

  const validate = (): Errors => {
    const found: Errors = {};
    if (!member) found.customerId = translateValidationMessage(t, 'Name_is_required');
    const checked = applyBodySchema.shape.hourlyRate.safeParse(readEuro(rate));
    if (!checked.success)
      found.hourlyRate = translateValidationMessage(t, checked.error.issues[0]?.message);
    for (const kind of missingKinds(choices, asked)) {
      found[`documents.${kind}`] = translateValidationMessage(t, 'Required_files_missing');
    }
    for (const { kind } of asked) {
      const choice = choices[kind];
      if (choice?.source === 'upload' && isPastDay(choice.expiresOn, todayIso())) {
        found[`documents.${kind}`] = translateValidationMessage(t, 'Document_has_expired');
      }
    }
    return found;
  };

  /** Uploads the chosen PDFs that have no file id yet; answers the choices with their ids. */
  const uploadPending = async (): Promise<DocumentChoices | null> => {
    let current = choices;
    for (const { kind } of asked) {
      const choice = current[kind];
      if (choice?.source !== 'upload' || choice.fileId) continue;
      const handle = uploadDocument(choice.file, (fraction) =>
        setProgress((p) => ({ ...p, [kind]: fraction })),
      );
      uploads.current.push(handle);
      try {
        const stored = await handle.promise;
        current = { ...current, [kind]: { ...choice, fileId: stored.id } };
        setChoices(current);
      } catch (cause) {
        const key = uploadErrorKey(isApiError(cause) ? cause.details[0]?.key : undefined);
        setError(`documents.${kind}`, key ? t(`jobBoard.files.${key}`) : apiErrorText(t, cause));
        return null;
      } finally {
        setProgress((p) => ({ ...p, [kind]: undefined }));
      }
    }
    return current;
  };

  const submit = async () => {
    setFormError(null);
    setSent(null);
    const found = validate();
    setErrors(found);
    setFilesAsked(Object.keys(found).some((field) => field.startsWith('documents.')));
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const uploaded = await uploadPending();
      const documents = uploaded ? applyDocuments(uploaded, asked) : null;
      if (!documents || !member) return;
      await apply.mutateAsync({
        customerId: member.id,
        hourlyRate: readEuro(rate)!,
        documents,
      });
      setSent(`${member.firstName} ${member.lastName}`.trim());
      setMember(null);
      setRate('');
      setChoices(NO_CHOICES);
      setDefaultsFor(null);
    } catch (cause) {
      const byField = apiFieldErrors(t, cause);
      const known: Errors = {};
      for (const [field, text] of byField) {
        if (FIELDS.has(field)) known[field as keyof Errors] = text;
      }
      setErrors(known);
      if (Object.keys(known).length === 0 || Object.keys(known).length < byField.size)
        setFormError(apiErrorText(t, cause));
    } finally {
      setBusy(false);
    }
  };

  const documents =
    profile.data && member && profile.data.id === member.id ? profile.data.documents : [];

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="apply-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id="apply-title">
        {t('jobBoard.apply.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('jobBoard.apply.intro')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSent(null)}>
          {t('jobBoard.apply.sent', { name: sent })}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Box>
          <StaffPicker
            value={member}
            onChange={(next) => {
              setMember(next);
              setChoices(NO_CHOICES);
              setDefaultsFor(null);
              setError('customerId', null);
            }}
            error={errors.customerId}
            disabled={busy}
          />
          <Link
            component={RouterLink}
            to={addStaffHref}
            variant="body2"
            sx={{ display: 'inline-block', mt: 0.5 }}
          >
            {t('jobBoard.apply.addStaff')}
          </Link>
        </Box>
        <TextField
          required
          label={t('jobBoard.apply.rate')}
          value={rate}
          onChange={(event) => {
            setRate(event.target.value);
            setError('hourlyRate', null);
          }}
          error={Boolean(errors.hourlyRate)}
          helperText={errors.hourlyRate ?? t('jobBoard.apply.rateHint')}
          disabled={busy}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              endAdornment: (
                <InputAdornment position="end">{t('jobBoard.apply.perHourUnit')}</InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: 280 }}
        />
        {member ? (
          // The member's stored documents: the pickers below offer them once they are here.
          <QueryState
            query={profile}
            loading={{
              placeholder: (
                <CircularProgress size={24} aria-label={t('jobBoard.apply.loadingDocuments')} />
              ),
              label: t('jobBoard.apply.loadingDocuments'),
            }}
          />
        ) : null}
        {asked.map(({ kind, required }) => (
          <DocumentPicker
            key={`${member?.id ?? 'none'}-${kind}`}
            kind={kind}
            required={required}
            documents={documents}
            choice={choices[kind]}
            onChange={(choice, problem) => {
              setChoices((current) => ({ ...current, [kind]: choice }));
              setError(`documents.${kind}`, problem ?? null);
            }}
            error={errors[`documents.${kind}`]}
            progress={progress[kind] ?? null}
            disabled={busy}
          />
        ))}
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {filesAsked && DOCUMENT_KINDS.some((kind) => errors[`documents.${kind}`]) ? (
          <Alert severity="error" role="alert">
            {translateValidationMessage(t, 'Required_files_missing')}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={busy ? <PendingProgress /> : <SendIcon />}
            disabled={busy}
            aria-busy={busy || undefined}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {busy ? t('jobBoard.apply.sending') : t('jobBoard.apply.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
