/** A user's search text as an ILIKE pattern: its own % and _ match literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
}
