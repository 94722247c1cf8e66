/**
 * Whether any window of `weeks` consecutive weeks that holds one of `wantedWeeks` sums to more
 * than `weeks` × `weeklyLimit` minutes of work (`weekly`: minutes by week number).
 */
export function overWeeklyAverage(
  weekly: Map<number, number>,
  wantedWeeks: number[],
  weeks: number,
  weeklyLimit: number,
): boolean {
  return [...new Set(wantedWeeks)].some((week) =>
    Array.from({ length: weeks }, (_, offset) => week - offset).some((firstWeek) => {
      let total = 0;
      for (let w = firstWeek; w < firstWeek + weeks; w += 1) total += weekly.get(w) ?? 0;
      return total > weeks * weeklyLimit;
    }),
  );
}
