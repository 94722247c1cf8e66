/**
 * What `import … from 'zod'` resolves to in the web build (vite.config.ts). Zod compiles fast
 * object parsers with `new Function` unless it runs jitless, and even its probe for that is an
 * eval the Content-Security-Policy refuses and reports. Configured here, before
 * any module that imports zod builds a schema.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
