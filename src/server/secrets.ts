import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

/**
 * The JWT secret: from the environment, or generated once and kept in the data folder so
 * sessions survive a restart. Processes that share a database but not a folder need JWT_SECRET.
 */
export async function resolveJwtSecret(
  dataDir: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

/**
 * The VAPID key pair of Web Push: from the environment, or generated once and kept
 * in the data folder like the JWT secret. Browsers subscribe with the public key, so a new pair
 * would silently orphan every device: keep the file, or set both variables.
 */
export async function resolveVapidKeys(
  dataDir: string,
  fromEnv: { publicKey?: string; privateKey?: string; subject: string },
): Promise<{ publicKey: string; privateKey: string; subject: string }> {
  if (fromEnv.publicKey && fromEnv.privateKey) {
    return {
      publicKey: fromEnv.publicKey,
      privateKey: fromEnv.privateKey,
      subject: fromEnv.subject,
    };
  }
  const file = path.join(dataDir, 'secrets', 'vapid.json');
  const read = async () =>
    JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
  try {
    const stored = await read();
    return { ...stored, subject: fromEnv.subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify({ publicKey, privateKey })}\n`, {
    mode: 0o600,
    flag: 'wx',
  }).catch((error) => {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return { ...(await read()), subject: fromEnv.subject };
}
