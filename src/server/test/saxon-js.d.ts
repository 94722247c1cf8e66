/** The part of saxon-js (it ships no types) that the EN 16931 Schematron check uses. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetFileName: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
