import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '#server/test/ports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Names the migrated database folder the e2e project's global set-up made (global-setup.ts). */
export const DATABASE_TEMPLATE_VARIABLE = 'E2E_DATABASE_TEMPLATE';
const DATABASE_TEMPLATE = process.env[DATABASE_TEMPLATE_VARIABLE];

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A new data folder's database starts as a copy of the migrated template, when there is one. */
async function copyDatabaseTemplate(dataDir: string) {
  const target = path.join(dataDir, 'db');
  if (DATABASE_TEMPLATE && !(await exists(target)))
    await cp(DATABASE_TEMPLATE, target, { recursive: true });
}

export { freePort };

/**
 * Every server child still running in this worker. A set-up that outlasts its hook's time limit
 * goes on after the file's afterAll has run, so the server it starts late would outlive the file;
 * the worker's exit kills whatever is left.
 */
const runningServers = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of runningServers) child.kill('SIGKILL');
});

/**
 * How `npm start` runs the server after its build: the bundle, with plain node and
 * a cap on V8's old space. Without it V8 lets dead request data pile up to a few hundred MB
 * before it collects (the live set under load is ~50 MB); package.json's start/serve pass the same.
 */
export const SERVER_ARGS = ['--max-old-space-size=128', 'dist/server/main.js'];

/**
 * Bundles the current sources into dist/server/main.js (scripts/build-server.mjs, about a
 * second), so a test never starts a bundle older than the code it tests. Called once per run
 * (the e2e global set-up, the three-process test, the load benchmark), not per server.
 */
export async function buildServer() {
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real product the way `npm start` does after its build (SERVER_ARGS; buildServer()
 * must have run), on
 * its own port and data folder, and waits until /api/health answers. A folder without a
 * database gets a copy of the migrated template unless `freshDatabase` asks for the product's
 * own first start. `readyWithinMs`: a start that seeds the demo year on a busy machine takes longer.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  {
    freshDatabase = false,
    readyWithinMs = 60_000,
  }: { freshDatabase?: boolean; readyWithinMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const folder = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'e2e-data-')));
  if (!freshDatabase) await copyDatabaseTemplate(folder);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      // The small demo the browser tests count on; a test that wants the demo year passes it on.
      SEED_DEMO_HISTORY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runningServers.add(child);
  child.once('exit', () => runningServers.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir: folder,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function removeDir(dir: string) {
  await rm(dir, { recursive: true, force: true });
}
