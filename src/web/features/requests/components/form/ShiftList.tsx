import { IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '#shared/format';
import type { ShiftValue } from '../../form-values';
import { formatShiftRange } from '../../shift-dates';
import { useLanguage } from '#web/i18n/useLanguage';
import type { ShiftsEditor } from './useShiftsEditor';

/** The request's dates so far, each with its edit and remove buttons. */
export function ShiftList({ value, editor }: { value: ShiftValue[]; editor: ShiftsEditor }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { ns, mode, active, startEditing, remove } = editor;
  if (value.length === 0) return null;
  return (
    <List
      dense
      aria-label={t(`${ns}.listLabel`)}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5, py: 0 }}
    >
      {value.map((shift, index) => {
        const text = formatShiftRange(shift.start, shift.end, lang, editor.timeZone);
        const editing = mode.kind === 'edit' && mode.index === index;
        return (
          <ListItem
            key={`${shift._id ?? 'new'}-${shift.start}-${shift.end}`}
            divider={index < value.length - 1}
            sx={{
              pr: 13,
              minHeight: 52,
              bgcolor: editing ? 'action.selected' : undefined,
            }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <IconButton
                  aria-label={t(`${ns}.editOne`, { text })}
                  onClick={() => startEditing(index)}
                  disabled={active}
                  sx={{ width: 44, height: 44 }}
                >
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton
                  aria-label={t(`${ns}.removeOne`, { text })}
                  onClick={() => remove(index)}
                  disabled={mode.kind === 'add'}
                  sx={{ width: 44, height: 44 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            }
          >
            <EventIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1.5, flexShrink: 0 }} />
            <ListItemText
              primary={text}
              secondary={
                shift.dutyKind && shift.dutyKind !== 'regular'
                  ? t('requestForm.duty.listed', {
                      kind: t(`requestForm.duty.kinds.${shift.dutyKind}`),
                      share: formatPercent(shift.onCallPercent ?? 0, lang),
                    })
                  : undefined
              }
              slotProps={{ primary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
