import { useTestContext, type TestContext } from './app';
import type { Actor } from './agency-fixtures';
import { injectAs, type Method } from './factories';

// What the job board's API tests share: one app per test file and the calls. The binding of
// ctx is live: read it in tests.

export let ctx: TestContext;

/** Registers the file's app; call once at the top of a test file. */
export function useJobBoardApp() {
  ctx = useTestContext();
}

export const call = (
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: unknown,
  language = 'en',
) =>
  injectAs(
    ctx.app,
    { ...(actor?.headers ?? {}), 'accept-language': language },
    method,
    url,
    payload,
  );

export const fieldsOf = (response: {
  json(): { error: { details?: { field: string; key: string; message: string }[] } };
}) =>
  Object.fromEntries(
    (response.json().error.details ?? []).map((detail) => [detail.field, detail.key]),
  );
