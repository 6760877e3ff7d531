/**
 * A throwaway PostgreSQL server for tests and `npm run cluster`: Debian's postgresql
 * package (binaries under /usr/lib/postgresql/<version>/bin) on a free loopback port,
 * its data in a temporary (or given) folder, fsync off. PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` user the package creates. Where
 * PostgreSQL is not installed, startPostgres() returns undefined and the callers skip.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresPrograms } from '../../api/stores/postgres-programs.ts';
import { freePort } from '../free-port.ts';
import { whenExited, whenReady } from './process.ts';

/** Why the PostgreSQL runs are skipped, and how to get them to run. */
export const POSTGRES_SKIP_REASON =
  'no PostgreSQL server installed: `apt-get install postgresql` to run the records store against it';

/** The folder holding initdb and postgres: PG_BIN, else the newest of Debian's versions, else PATH. */
export function findPostgresBin(): string | undefined {
  return findPostgresPrograms('initdb', 'postgres');
}

/** A running server. */
export interface TestPostgres {
  /** postgres://platter@127.0.0.1:<port>/platter */
  url: string;
  port: number;
  /** A URL of another, new, empty database on the same server (for one test's isolation). */
  newDatabase(): Promise<string>;
  /** Stops the server (fast shutdown) and removes its folder unless it was given. */
  stop(): Promise<void>;
}

/** The uid and gid to run as: the postgres user's when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Starts PostgreSQL on a free loopback port with a database `platter` owned by the user
 * `platter` (trust authentication on loopback: a test server only). `dataDir` keeps the
 * data there (made when missing) instead of in a temporary folder.
 */
export async function startPostgres(
  options: { dataDir?: string; port?: number } = {},
): Promise<TestPostgres | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const user = runAs();
  const base = options.dataDir ?? mkdtempSync(join(tmpdir(), 'platter-pg-'));
  const data = join(base, 'data');
  mkdirSync(base, { recursive: true });
  if (user) chownSync(base, user.uid, user.gid);
  const spawnOptions = { ...(user ?? {}), cwd: base };
  if (!existsSync(join(data, 'PG_VERSION'))) {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'platter', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { ...spawnOptions, stdio: 'pipe' },
    );
  }
  let lastError: unknown;
  for (let attempt = 0; attempt < (options.port === undefined ? 3 : 1); attempt++) {
    const port = options.port ?? (await freePort());
    const child = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        '-k',
        base,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await whenReady(child, 'ready to accept connections', 'postgres');
    } catch (error) {
      lastError = error;
      continue;
    }
    const exited = whenExited(child);
    const admin = `postgres://platter@127.0.0.1:${port}/postgres`;
    const { default: postgres } = await import('postgres');
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    const exists = await sql`SELECT 1 FROM pg_database WHERE datname = 'platter'`;
    if (exists.length === 0) await sql`CREATE DATABASE platter`;
    let made = 0;
    return {
      url: `postgres://platter@127.0.0.1:${port}/platter`,
      port,
      async newDatabase() {
        const name = `platter_t${process.pid}_${++made}`;
        await sql.unsafe(`CREATE DATABASE ${name}`);
        return `postgres://platter@127.0.0.1:${port}/${name}`;
      },
      async stop() {
        await sql.end({ timeout: 1 });
        child.kill('SIGINT');
        await exited;
        if (!options.dataDir) rmSync(base, { recursive: true, force: true });
      },
    };
  }
  if (!options.dataDir) rmSync(base, { recursive: true, force: true });
  throw lastError;
}
