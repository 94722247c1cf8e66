import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push for tests: its P-256 key pair and auth secret (what PushManager
 * makes), and a local HTTP server standing in for the push service, which records what arrives and
 * decrypts it as the browser would (RFC 8291 with the aes128gcm coding of RFC 8188). It listens
 * on 127.0.0.1 over http, which only a server told so (PUSH_TEST_ENDPOINT_HOSTS) sends to.
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** The plaintext of one aes128gcm message for the browser holding `keys`. */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** How the service answers a device: a status (201 by default), a redirect, or never. */
export type PushAnswer = number | { redirectTo: string; status?: number } | 'hang';

/** The push service: answers each device path as set for it, and records every request. */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answerOf = new Map<string, PushAnswer>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const answer = answerOf.get(path) ?? 201;
      if (answer === 'hang') return;
      if (typeof answer === 'number') return response.writeHead(answer).end();
      response.writeHead(answer.status ?? 302, { location: answer.redirectTo }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    received,
    port,
    /** A new device's endpoint on this service (under another host name when given). */
    endpoint: (device: string, host?: string) =>
      `${host ? `http://${host}:${port}` : origin}/push/${device}`,
    answer: (device: string, answer: PushAnswer) => answerOf.set(`/push/${device}`, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A hanging answer would hold close() until its client gives up.
        server.closeAllConnections();
      }),
  };
}
