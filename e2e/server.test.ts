import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/demo/seed';
import { SERVER_ARGS, removeDir, startServer, type RunningServer } from './support/server';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDir(dir);
});

async function login(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('the product as npm start runs it', () => {
  it('creates, migrates and seeds its data folder, shuts down on SIGTERM, and reuses the data', async () => {
    // On an empty folder, not the tests' database template: the real first start.
    // Debug: without SMTP the links of kept e-mails are logged at that level only.
    const first = await startServer({ LOG_LEVEL: 'debug' }, undefined, { freshDatabase: true });
    dirs.push(first.dataDir);
    // Log lines may arrive a moment after the server answers.
    await expect.poll(() => first.output()).toContain('created 5 demo accounts');
    await expect.poll(() => first.output()).toContain('SMTP_URL is not set');
    for (const account of DEMO_ACCOUNTS) {
      expect((await login(first, account.email, DEMO_PASSWORD)).status).toBe(200);
    }
    // The demo accounts belong to a demo clinic and agency.
    const organisationsOf = async (server: RunningServer) => {
      const { accessToken } = await (
        await login(server, 'admin@example.com', DEMO_PASSWORD)
      ).json();
      const response = await fetch(`${server.url}/api/admin/organisations`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return (await response.json()) as { total: number; items: { name: string }[] };
    };
    expect((await organisationsOf(first)).items.map((o) => o.name)).toEqual(['Klinikum Nord']);
    const registered = await fetch(`${first.url}/api/auth/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'restart.check@example.com',
        firstName: 'Rita',
        lastName: 'Restart',
        institution: 'Klinik',
        position: 'Ärztin',
        password: 'Long-enough-1',
        acceptTC: true,
      }),
    });
    expect(registered.status).toBe(201);
    // Without SMTP the confirmation link is printed to the debug log.
    await expect.poll(() => first.output()).toMatch(/\/api\/auth\/confirm-email\/[\w-]+/);
    expect(await first.stop()).toBe(0);

    const second = await startServer({}, first.dataDir);
    expect(second.output()).not.toContain('demo accounts');
    expect((await organisationsOf(second)).total).toBe(1);
    // The account from the first run is still there (unconfirmed, so its own answer).
    const again = await login(second, 'restart.check@example.com', 'Long-enough-1');
    expect(again.status).toBe(403);
    expect((await again.json()).error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await second.stop()).toBe(0);
  });

  it('is started with the same node arguments as npm start and npm run serve', async () => {
    const packageJson = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    );
    const { start, serve } = packageJson.scripts as Record<string, string>;
    for (const script of [start, serve])
      expect(script?.endsWith(`&& node ${SERVER_ARGS.join(' ')}`)).toBe(true);
  });

  it('refuses to start with a bad configuration value and names it', () => {
    const result = spawnSync(process.execPath, SERVER_ARGS, {
      cwd: new URL('..', import.meta.url),
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', SMTP_URL: 'mail.example.com' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a port number');
    expect(result.stderr).toContain('SMTP_URL: must be a URL');
  });

  it('creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD without demo data', async () => {
    const server = await startServer({
      SEED_DEMO: 'false',
      // A long top-level domain: created at start, and it can sign in.
      ADMIN_EMAIL: 'Owner@Klinikum-Nord.Hamburg',
      ADMIN_PASSWORD: 'Owner-Password-1',
    });
    dirs.push(server.dataDir);
    expect((await login(server, 'owner@klinikum-nord.hamburg', 'Owner-Password-1')).status).toBe(
      200,
    );
    expect((await login(server, DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).status).toBe(401);
    expect(await server.stop()).toBe(0);
  });
});
