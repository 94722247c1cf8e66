import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestContext } from './app';
it('dump', async () => {
  const ctx = await createTestContext();
  const doc = ctx.app.swagger();
  writeFileSync('/tmp/fuzzwork/openapi.json', JSON.stringify(doc, null, 1));
  writeFileSync('/tmp/fuzzwork/routes.txt', ctx.app.printRoutes({ commonPrefix: false }));
  await ctx.close();
});
