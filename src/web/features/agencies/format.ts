// Dates come from #shared/format (formatDay): one way of writing a date on every screen.

/** Address, postcode, city and country joined with commas (spec 000 'Location display'). */
export function locationText(parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(', ');
}
