import { afterEach } from 'vitest';
import { describeViolations, policyViolations } from './csp';

// Set up for every browser test file (vitest.config.ts): a test whose pages met a
// Content-Security-Policy violation fails, whatever else it checks.
afterEach(() => {
  const found = policyViolations.take();
  if (found.length) {
    throw new Error(
      `Content-Security-Policy or Permissions-Policy violations:\n${describeViolations(found)}`,
    );
  }
});
