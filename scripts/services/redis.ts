/**
 * A throwaway Redis server for tests and `npm run cluster`: the machine's redis-server (Debian's package) on a
 * free loopback port, saving nothing to disk, stopped by the suite that started it. Where
 * no redis-server is installed, startRedis() returns undefined and the Redis tests skip
 * with REDIS_SKIP_REASON instead of failing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import { findExecutable, whenExited, whenReady } from './process.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Why the Redis runs are skipped, and how to get them to run. */
export const REDIS_SKIP_REASON =
  'no redis-server on PATH: `apt-get install redis-server` to run the stores against Redis';

/** A Redis server started for a test file. */
export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and removes its directory; waits until it has exited. */
  stop(): Promise<void>;
}

/** The redis-server binary on PATH (or /usr/sbin, where some distributions put it), if any. */
export function findRedisServer(): string | undefined {
  return findExecutable('redis-server');
}

/**
 * Starts redis-server on a free loopback port (or on `port`, to bring a stopped server
 * back where its clients look for it), or returns undefined when it is not installed. A
 * probed port may be taken before the server binds it, so a failed start is retried on
 * another port.
 */
export async function startRedis(port?: number): Promise<TestRedis | undefined> {
  const binary = findRedisServer();
  if (!binary) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'platter-redis-'));
  let lastError: unknown;
  for (let attempt = 0; attempt < (port === undefined ? 3 : 1); attempt++) {
    const listen = port ?? (await freePort());
    const child = spawn(
      binary,
      ['--port', String(listen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      await whenReady(child, 'Ready to accept connections', 'redis-server');
    } catch (error) {
      lastError = error;
      continue;
    }
    const exited = whenExited(child);
    return {
      url: `redis://127.0.0.1:${listen}`,
      port: listen,
      async stop() {
        child.kill('SIGTERM');
        await exited;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
