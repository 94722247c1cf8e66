import { useState } from 'react';
import { useMediaQuery } from '@mui/material';
import type { DateRange } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { useTranslation } from 'react-i18next';
import { ON_CALL_MESSAGE_KEYS, ON_CALL_PERCENT, type DutyKind } from '#shared/contracts/on-call';
import type { RequestKind } from '#shared/request-states';
import { DEFAULT_TIME_ZONE } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';
import { SHIFT_PROBLEM_KEYS, shiftProblem } from '../../form-values';
import type { ShiftValue } from '../../form-values';
import {
  formatTime,
  parseTime,
  shiftFromDays,
  startOfDay,
  suggestedDay,
  suggestedTimes,
  unusualLength,
} from '../../shift-dates';

/** A typed on-call share: a whole per cent from 1 to 100, else null. */
function parseOnCallPercent(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= ON_CALL_PERCENT.min && value <= ON_CALL_PERCENT.max ? value : null;
}

/** The first problem of the drafted shifts on the device's clock (the button's moment). */
function firstProblem(shifts: ShiftValue[]) {
  const now = Date.now();
  return shifts.map((shift) => shiftProblem(shift, now)).find(Boolean) ?? null;
}

/** A regular shift's unusual length; an on-call duty of up to a day is usual. */
const unusualFor = (shift: ShiftValue) =>
  shift.dutyKind && shift.dutyKind !== 'regular' && shift.end - shift.start <= 86_400_000
    ? null
    : unusualLength(shift);

export type ShiftsMode = { kind: 'idle' } | { kind: 'add' } | { kind: 'edit'; index: number };

/**
 * The state of the dates editor: idle, adding or editing one shift; the picked days or period,
 * the times, the problem to show, and the list the editor hands back through onChange.
 */
export function useShiftsEditor({
  kind,
  value,
  onChange,
  onActiveChange,
  timeZone = DEFAULT_TIME_ZONE,
}: {
  kind: RequestKind;
  /** The organisation's zone: typed times are read on its clock. */
  timeZone?: string;
  value: ShiftValue[];
  onChange: (shifts: ShiftValue[]) => void;
  onActiveChange?: (active: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width:841px)', { noSsr: true });
  const [mode, setModeState] = useState<ShiftsMode>({ kind: 'idle' });
  const setMode = (next: ShiftsMode) => {
    setModeState(next);
    onActiveChange?.(next.kind !== 'idle');
  };
  const [days, setDays] = useState<Date[]>([]);
  const [range, setRange] = useState<DateRange | undefined>();
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [dutyKind, setDutyKind] = useState<DutyKind>('regular');
  // Typed text: checked as a whole per cent on save.
  const [onCallPercent, setOnCallPercent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The drafted shifts a length warning was shown for: pressing Add again means "yes, really".
  const [warned, setWarned] = useState<string | null>(null);
  const [today] = useState(() => startOfDay(Date.now(), timeZone));
  const [month, setMonth] = useState<Date>(() => suggestedDay([], Date.now(), timeZone));
  const periods = kind === 'substitute_doctor';
  const active = mode.kind !== 'idle';
  const ns = periods ? 'requestForm.periods' : 'requestForm.shifts';

  // Nothing is picked for the user: the calendar opens on the month of the next free day, the
  // times are those of the request's last shift (empty for the first one).
  const startAdding = () => {
    const day = suggestedDay(
      value.map((shift) => shift.start),
      Date.now(),
      timeZone,
    );
    const times = suggestedTimes(value, timeZone);
    const last = value.at(-1);
    setDutyKind(last?.dutyKind ?? 'regular');
    setOnCallPercent(last?.onCallPercent ? String(last.onCallPercent) : '');
    setDays([]);
    setRange(undefined);
    setMonth(day);
    setStartTime(times.start);
    setEndTime(times.end);
    setProblem(null);
    setWarned(null);
    setMode({ kind: 'add' });
  };

  const startEditing = (index: number) => {
    const shift = value[index];
    if (!shift) return;
    const from = startOfDay(shift.start, timeZone);
    setDays([from]);
    setRange({ from, to: startOfDay(shift.end, timeZone) });
    setMonth(from);
    setStartTime(formatTime(shift.start, timeZone));
    setEndTime(formatTime(shift.end, timeZone));
    setDutyKind(shift.dutyKind ?? 'regular');
    setOnCallPercent(shift.onCallPercent ? String(shift.onCallPercent) : '');
    setProblem(null);
    setWarned(null);
    setMode({ kind: 'edit', index });
  };

  const cancel = () => {
    setProblem(null);
    setMode({ kind: 'idle' });
  };

  const share = parseOnCallPercent(onCallPercent);
  // A regular shift carries no duty fields (as before on-call duty).
  const duty = dutyKind === 'regular' ? {} : { dutyKind, onCallPercent: share };

  /** The shifts the picked days and times stand for. */
  const drafted = (): ShiftValue[] => {
    if (parseTime(startTime) === null || parseTime(endTime) === null) return [];
    if (periods) {
      if (!range?.from) return [];
      // A period picked as one day runs from its start to the next day (12:00 to 12:00).
      const to = range.to && range.to > range.from ? range.to : undefined;
      return [{ ...shiftFromDays(range.from, to, startTime, endTime, timeZone), ...duty }];
    }
    return [...days]
      .sort((a, b) => a.getTime() - b.getTime())
      .map((day) => ({ ...shiftFromDays(day, undefined, startTime, endTime, timeZone), ...duty }));
  };

  const save = () => {
    if (parseTime(startTime) === null || parseTime(endTime) === null) {
      setProblem(t('requestForm.shifts.timeMissing'));
      return;
    }
    if (dutyKind !== 'regular' && share === null) {
      setProblem(t(`validation.${ON_CALL_MESSAGE_KEYS.share}`));
      return;
    }
    const shifts = drafted();
    if (shifts.length === 0) {
      setProblem(t(`${ns}.pickDay`));
      return;
    }
    const found = firstProblem(shifts);
    if (found) {
      setProblem(t(`validation.${SHIFT_PROBLEM_KEYS[found]}`));
      return;
    }
    // A staff shift under an hour or of a day or more is asked about once; a period spans days,
    // an on-call duty may last a day.
    const signature = JSON.stringify(shifts);
    if (!periods && warned !== signature && shifts.some(unusualFor)) {
      setWarned(signature);
      return;
    }
    let next: ShiftValue[];
    if (mode.kind === 'edit') {
      const old = value[mode.index];
      next = value.map((shift, index) =>
        index === mode.index ? { ...shifts[0]!, ...(old?._id ? { _id: old._id } : {}) } : shift,
      );
    } else {
      // Picking a day that already has the same shift adds nothing twice.
      const fresh = shifts.filter(
        (shift) => !value.some((old) => old.start === shift.start && old.end === shift.end),
      );
      next = [...value, ...fresh];
    }
    onChange(next.sort((a, b) => a.start - b.start));
    setMode({ kind: 'idle' });
    setProblem(null);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
    if (mode.kind === 'edit') setMode({ kind: 'idle' });
  };

  const preview = active ? drafted() : [];
  const unusual = preview.map(unusualFor).find(Boolean) ?? null;
  const lengthWarning =
    !periods && unusual && warned === JSON.stringify(preview)
      ? t(`requestForm.shifts.${unusual === 'short' ? 'tooShort' : 'tooLong'}`)
      : null;
  const booked = value.map((shift) => startOfDay(shift.start, timeZone));
  const addLabel = lengthWarning
    ? t('requestForm.shifts.addAnyway')
    : mode.kind === 'edit'
      ? t(`${ns}.saveOne`)
      : periods
        ? t(`${ns}.addOne`)
        : t('requestForm.shifts.addMany', { count: Math.max(preview.length, 1) });

  const calendarProps = {
    weekStartsOn: 1 as const,
    locale: lang === 'de' ? de : enGB,
    month,
    onMonthChange: setMonth,
    startMonth: today,
    numberOfMonths: wide && periods ? 2 : 1,
    // Closed for input until Add (spec 001 section 4); past days can never be picked.
    disabled: active ? [{ before: today }] : true,
    modifiers: { booked },
    modifiersClassNames: { booked: 'shift-booked' },
  };

  return {
    ns,
    timeZone,
    periods,
    active,
    mode,
    days,
    setDays,
    range,
    setRange,
    startTime,
    setStartTime,
    endTime,
    setEndTime,
    dutyKind,
    setDutyKind,
    onCallPercent,
    setOnCallPercent,
    problem,
    setProblem,
    lengthWarning,
    preview,
    addLabel,
    calendarProps,
    startAdding,
    startEditing,
    cancel,
    save,
    remove,
  };
}

export type ShiftsEditor = ReturnType<typeof useShiftsEditor>;
