const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm in the browser's time zone (spec 001 section 9), in both languages. */
export function formatShiftMoment(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A shift as 'DD/MM/YYYY HH:mm – DD/MM/YYYY HH:mm'; the end's date is left out on the same day. */
export function formatShiftRange(start: number, end: number): string {
  const from = formatShiftMoment(start);
  const to = formatShiftMoment(end);
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${from} – ${sameDay ? to.slice(11) : to}`;
}
