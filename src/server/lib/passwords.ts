import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (memory-hard, salted, parameters kept in the hash). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash a password is checked against where there is none to check: a hash of a random
 * secret nobody knows, made by hashPassword (so with the same parameters, and the same cost to
 * verify), once per process. The auth service asks for it when it is made, so the first unknown
 * address after a start does not pay for making it.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url')).catch((error: unknown) => {
    // Made again on the next call rather than failing every check from now on.
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * Whether `password` is the one behind `hash`. Every call costs one argon2 verification, whatever
 * the account: an unknown address (null), a profile made without a password (its marker is no
 * argon2 hash) or a hash argon2 cannot read is checked against the dummy hash and is false. So
 * the time a sign-in takes does not tell which kind of address was asked.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash?.startsWith('$argon2')) {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A damaged hash: checked against the dummy below, like no hash at all.
    }
  }
  try {
    await argon2.verify(await prepareDummyHash(), password);
  } catch {
    // Nothing to learn from the dummy: the answer is false either way.
  }
  return false;
}
