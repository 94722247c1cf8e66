import { execFile } from 'node:child_process';
import { chown, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (initdb and pg_ctl in a temp folder, its own port and
 * socket folder on 127.0.0.1), to stop, start, freeze and thaw without touching anyone else's
 * server. As scripts/pg-test-server.sh does: initdb and postgres refuse to run as root, so as
 * root they run as the `postgres` user (runuser).
 */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT to the postmaster and every backend: a server that hangs, not one that is gone. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  remove(): Promise<void>;
}

/** The newest PostgreSQL binaries on this machine (Debian's postgresql package), or why there are none. */
export async function postgresBinaries(): Promise<{ bin: string } | { missing: string }> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const sorted = versions
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of sorted) {
    const bin = path.join(root, version, 'bin');
    const present = await Promise.all(
      ['initdb', 'pg_ctl'].map((tool) =>
        readFile(path.join(bin, tool)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (present.every(Boolean)) return { bin };
  }
  return {
    missing: `no PostgreSQL binaries (initdb, pg_ctl) under ${root}/*/bin: apt-get install -y postgresql`,
  };
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const asPg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: '/' })
      : run(path.join(bin, tool), args);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'private-postgres-'));
  const data = path.join(dir, 'data');
  await mkdir(path.join(dir, 'socket'));
  if (asRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
    );
    await chown(dir, uid!, gid!);
    await chown(path.join(dir, 'socket'), uid!, gid!);
  }
  await asPg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  // No synchronous_commit=off: an immediate stop (the outage under test) would lose commits the
  // app was told about, such as the session row of the sign-in just before.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${path.join(dir, 'socket')} -c fsync=off -c full_page_writes=off`;
  const start = () =>
    asPg('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      settings,
      'start',
    ]).then(() => {});
  const stop = () =>
    asPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop']).then(() => {});
  await start();

  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();

  /** The postmaster (first line of postmaster.pid) and its children, the backends. */
  async function processes(): Promise<number[]> {
    const postmaster = Number(
      (await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({
      stdout: '',
    }));
    return [
      postmaster,
      ...stdout
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0),
    ];
  }
  let frozen: number[] = [];

  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    start,
    stop,
    async freeze() {
      frozen = await processes();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async remove() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
