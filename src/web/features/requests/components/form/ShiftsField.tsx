import { useEffect, useRef, type Ref } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { RequestKind } from '#shared/request-states';
import type { ShiftValue } from '../../form-values';
import { ShiftCalendar } from './ShiftCalendar';
import { ShiftList } from './ShiftList';
import { useShiftsEditor } from './useShiftsEditor';

const pad = (value: number) => String(value).padStart(2, '0');

export interface ShiftsFieldProps {
  kind: RequestKind;
  value: ShiftValue[];
  onChange: (shifts: ShiftValue[]) => void;
  /** The translated error of the whole list (missing, in the past, ...). */
  error?: string;
  /** Receives focus when the form is sent without dates. */
  addButtonRef?: Ref<HTMLButtonElement>;
  /** Told when the calendar opens (Add, edit) and closes (added, saved, cancelled). */
  onActiveChange?: (active: boolean) => void;
  /** The organisation's IANA zone; Berlin until one is chosen. */
  timeZone?: string;
}

/**
 * The dates of a request (spec 001 section 4, "date entry modes"): the calendar stays disabled
 * until Add is pressed; then days are picked (none picked for the user) with a start and an end
 * time (the last shift's, else empty; the spec's 12:00 to 12:00 made 24-hour shifts by mistake),
 * added, edited or the entry cancelled; a shift under an hour or of a day or more is asked about. A staff request takes several days at once, each
 * one shift; a substitute doctor's period runs from a first to a last day.
 */
export function ShiftsField({
  kind,
  value,
  onChange,
  error,
  addButtonRef,
  onActiveChange,
  timeZone,
}: ShiftsFieldProps) {
  const { t } = useTranslation();
  const editor = useShiftsEditor({ kind, value, onChange, onActiveChange, timeZone });
  const { ns, active, startAdding } = editor;
  const addButton = useRef<HTMLButtonElement>(null);
  const addRef = useForkRef(addButton, addButtonRef);
  const calendar = useRef<HTMLDivElement>(null);
  const wasActive = useRef(active);
  // Add, Save and Cancel leave the screen when pressed: focus would fall back to the page's
  // start. It goes on to the picked day when the calendar opens and back to Add when it closes.
  useEffect(() => {
    if (wasActive.current === active) return;
    wasActive.current = active;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    if (active) {
      const days = calendar.current;
      const month = editor.calendarProps.month;
      const suggested = `${month.getFullYear()}-${pad(month.getMonth() + 1)}-${pad(month.getDate())}`;
      // Nothing is picked for a new shift: focus rests on the suggested day, Enter picks it.
      (
        days?.querySelector<HTMLButtonElement>('.rdp-selected button') ??
        days?.querySelector<HTMLButtonElement>(
          `td[data-day="${suggested}"] button:not([disabled])`,
        ) ??
        days?.querySelector<HTMLButtonElement>('.rdp-day_button:not([disabled])')
      )?.focus();
    } else {
      addButton.current?.focus();
    }
    // Only the opening and closing move focus; the month is read as it stands then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(`${ns}.title`)}{' '}
          <Box
            component="span"
            aria-hidden="true"
            sx={{ color: error ? 'error.main' : 'text.secondary' }}
          >
            *
          </Box>
        </Typography>
        {!active ? (
          <Button
            ref={addRef}
            variant={value.length === 0 ? 'contained' : 'outlined'}
            startIcon={<AddIcon />}
            onClick={startAdding}
            sx={{ minHeight: 44 }}
          >
            {t(`${ns}.add`)}
          </Button>
        ) : null}
      </Stack>
      <ShiftList value={value} editor={editor} />

      <Box ref={calendar}>
        <ShiftCalendar editor={editor} error={error} />
      </Box>
      {error ? (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
