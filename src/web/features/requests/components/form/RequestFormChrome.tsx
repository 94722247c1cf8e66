import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestKind } from '#shared/request-states';
import type { RequestFormState } from './useRequestForm';

// The form's frame around the sections: the kind at the top, cancel and send at the bottom.

/** Staff request or substitute doctor; fixed once the request is saved. */
export function KindPicker({ state, editing }: { state: RequestFormState; editing: boolean }) {
  const { t } = useTranslation();
  const { kind, changeKind } = state;
  return (
    <Box>
      <Typography id="request-kind-label" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('requestForm.fields.kind')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={kind}
        onChange={(_event, next: RequestKind | null) => changeKind(next)}
        aria-labelledby="request-kind-label"
        disabled={editing}
        sx={{
          '& .MuiToggleButton-root': {
            minHeight: 56,
            minWidth: 0,
            textTransform: 'none',
            // At 320 px (400 % zoom) "Vertretungsarzt" must fit half the screen.
            fontSize: { xs: '0.875rem', sm: '1rem' },
            px: { xs: 0.5, sm: 1.5 },
            lineHeight: 1.25,
            // On a phone the icon sits above the label, so "Vertretungsarzt" fits half the width.
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 0.25, sm: 1 },
          },
        }}
      >
        <ToggleButton value="staff">
          <PeopleAltOutlinedIcon />
          {t('requestForm.kinds.staff')}
        </ToggleButton>
        <ToggleButton value="substitute_doctor">
          <LocalHospitalOutlinedIcon />
          {t('requestForm.kinds.substitute_doctor')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

export function FormActions({
  state,
  editing,
  cancelHref,
}: {
  state: RequestFormState;
  editing: boolean;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const { pickingDates } = state;
  const { isSubmitting } = state.form.formState;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        justifyContent: 'flex-end',
        alignItems: 'center',
        // On a phone the send button stays in reach at the bottom of the screen.
        position: { xs: pickingDates ? 'static' : 'sticky', sm: 'static' },
        bottom: 0,
        zIndex: 2,
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: { xs: 1, sm: 0 },
        borderColor: 'divider',
      }}
    >
      <Button
        component={RouterLink}
        to={cancelHref}
        size="large"
        sx={{ minHeight: 48, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.5 } }}
      >
        {t('requestForm.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        sx={{
          minHeight: 48,
          flex: { xs: 1, sm: 'none' },
          minWidth: { xs: 0, sm: 200 },
          // At 320 px "Anfrage veröffentlichen" takes two lines rather than widening the page.
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          lineHeight: 1.25,
        }}
      >
        {isSubmitting
          ? t('requestForm.saving')
          : editing
            ? t('requestForm.saveChanges')
            : t('requestForm.publish')}
      </Button>
    </Stack>
  );
}
