import { Alert, Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyOrganisation } from '#shared/contracts/requests';
import { FormMessage } from '#web/components/form/FormMessage';
import type { RequestFormValues } from '../../form-values';
import { FormActions, KindPicker } from './RequestFormChrome';
import {
  ConditionsSection,
  GeneralSection,
  QualificationSection,
  WorkingHoursSection,
} from './RequestFormSections';
import type { RequestFormOptions } from './RequestFormSections';
import { useRequestForm } from './useRequestForm';

export type { FormOption } from './FormFields';
export type { RequestFormOptions } from './RequestFormSections';

export interface RequestFormProps {
  initial: RequestFormValues;
  /** Editing a saved request: the kind and organisation stay. */
  editing: boolean;
  organisations: MyOrganisation[];
  options: RequestFormOptions;
  /** Sends the values; a rejection with an API error is shown on the fields. */
  onSubmit: (values: RequestFormValues) => Promise<void>;
  cancelHref: string;
}

/**
 * Posting and editing a request (spec 001 "Job form"): a staff request (Neue Dienstanfrage) or a
 * substitute doctor (Vertretungsarzt). Required fields are marked when missing, never skipped
 * silently; the server's field errors land on the same fields.
 */
export function RequestForm({
  initial,
  editing,
  organisations,
  options,
  onSubmit,
  cancelHref,
}: RequestFormProps) {
  const { t } = useTranslation();
  const state = useRequestForm({ initial, editing, organisations, onSubmit });
  const { send, kind, submitFailed, missing, serverError } = state;
  const doctor = kind === 'substitute_doctor';

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ maxWidth: 880 }}>
      <Stack spacing={2.5}>
        <KindPicker state={state} editing={editing} />

        <GeneralSection
          state={state}
          options={options}
          organisations={organisations}
          editing={editing}
        />

        <WorkingHoursSection state={state} options={options} />

        {doctor ? <ConditionsSection state={state} options={options} /> : null}

        <QualificationSection state={state} options={options} />

        {submitFailed && missing.length > 0 ? (
          <Alert severity="error" role="alert">
            {t('requestForm.missing', {
              fields: missing.map((field) => t(`requestForm.summary.${field}`)).join(', '),
            })}
          </Alert>
        ) : null}
        <FormMessage message={serverError} />

        <FormActions state={state} editing={editing} cancelHref={cancelHref} />
      </Stack>
    </Box>
  );
}
