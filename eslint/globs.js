/** Globs the ESLint configuration's parts share. */
export const TS = '{ts,tsx,mts,cts}';
export const TESTS = `**/*.test.${TS}`;
