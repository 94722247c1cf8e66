// Served by scripts/i18n-catalogues.ts: one part of en.json or de.json.
declare module 'virtual:i18n/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
