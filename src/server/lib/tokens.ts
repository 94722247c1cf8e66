import { createHash, createHmac, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A random, URL-safe secret for e-mailed links, and the hash that is all we store of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/**
 * `count` link tokens from one draw of random bytes (a pool's offers: one call, not 10,000);
 * each is as random and as long as newLinkToken's.
 */
export function newLinkTokens(count: number): { token: string; hash: string }[] {
  const bytes = randomBytes(TOKEN_BYTES * count);
  return Array.from({ length: count }, (_, index) => {
    const token = bytes
      .subarray(index * TOKEN_BYTES, (index + 1) * TOKEN_BYTES)
      .toString('base64url');
    return { token, hash: hashLinkToken(token) };
  });
}

/** The secret a pool's tokens are derived from (derivedLinkTokens), as long as one token. */
export function newTokenSeed(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * One token per key from a seed: HMAC-SHA-256(seed, key), 32 bytes like newLinkToken's. A pool's
 * fan-out stores the seed until its rows are written, so whoever writes them puts
 * the same token in the e-mail and its hash in the offer.
 */
export function derivedLinkTokens(seed: string, keys: string[]): { token: string; hash: string }[] {
  const secret = Buffer.from(seed, 'base64url');
  return keys.map((key) => {
    const token = createHmac('sha256', secret).update(key).digest('base64url');
    return { token, hash: hashLinkToken(token) };
  });
}

/**
 * A uuid derived from two texts: md5(a || b) with the version nibble 8 (RFC 9562's custom
 * version) and the variant nibble 8, so it is a valid uuid for every schema (notifications.queries.ts
 * writes the same in SQL). A pool's notification ids, known to the live push before the
 * rows are written.
 */
export function derivedUuid(a: string, b: string): string {
  const hex = createHash('md5')
    .update(a + b)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
