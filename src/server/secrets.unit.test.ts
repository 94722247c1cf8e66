import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './secrets';

describe('the Web Push keys', () => {
  it('are generated once into DATA_DIR/secrets and kept, unless the environment sets them', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vapid-'));
    const first = await resolveVapidKeys(dataDir, { subject: 'mailto:a@example.com' });
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // A restart (or a second process on the folder) reads the same pair.
    expect(await resolveVapidKeys(dataDir, { subject: 'mailto:b@example.com' })).toEqual({
      ...first,
      subject: 'mailto:b@example.com',
    });
    expect(JSON.parse(await readFile(path.join(dataDir, 'secrets', 'vapid.json'), 'utf8'))).toEqual(
      { publicKey: first.publicKey, privateKey: first.privateKey },
    );
    const fromEnv = { publicKey: 'P', privateKey: 'Q', subject: 'mailto:c@example.com' };
    expect(await resolveVapidKeys(dataDir, fromEnv)).toEqual(fromEnv);
  });
});
