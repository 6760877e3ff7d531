/**
 * Starts the real server (srvx on a free port) over the fixture content with a temporary
 * data directory and a fixed clock: 2026-03-10T15:00:00Z, so 2026-03-10 (Guacamole, #6)
 * is today, 2026-03-05..09 are past and 2026-03-11..14 are future.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppOptions } from '../../api/options.ts';
import { startServer, type RunningServer } from '../../api/server.ts';

export const FIXTURE_CONTENT = fileURLToPath(new URL('../fixtures/api-content', import.meta.url));

/**
 * A home address for a test player (198.18.0.0/15, the benchmarking range), the same for
 * the same id: the server counts at most a household's completions a day from one
 * address, so tests of many players give each its own home, as real players have.
 */
export function homeOf(playerId: string): string {
  let hash = 0;
  for (const c of playerId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `198.${18 + ((hash >> 16) & 1)}.${(hash >> 8) & 255}.${hash & 255}`;
}
export const FIXED_NOW = '2026-03-10T15:00:00Z';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server; `init.json` is sent as a JSON body. */
  call(path: string, init?: RequestInit & { json?: unknown; ip?: string }): Promise<Response>;
  /** POSTs JSON and returns status and parsed body. */
  post<T = Record<string, unknown>>(path: string, json: unknown, ip?: string): Promise<{ status: number; body: T }>;
  /** GETs and returns status and parsed body. */
  get<T = Record<string, unknown>>(path: string, ip?: string): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platter-api-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    app: {
      contentDir: FIXTURE_CONTENT,
      dataDir,
      storage: 'memory',
      now: () => new Date(FIXED_NOW),
      // Tests tell clients apart by X-Forwarded-For; the limits are raised except where a test lowers them.
      trustProxy: true,
      rateLimit: { work: 100_000, read: 100_000 },
      corsOrigins: ['https://platter.example'],
      siteOrigin: 'https://platter.example',
      silent: true,
      ...overrides,
    },
  });
  const call: TestServer['call'] = (path, init = {}) => {
    const { json, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (ip) headers.set('x-forwarded-for', ip);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${server.url}${path}`, {
      ...rest,
      method: rest.method ?? (json !== undefined ? 'POST' : 'GET'),
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };
  return {
    ...server,
    dataDir,
    call,
    async post(path, json, ip) {
      const res = await call(path, { json, ip });
      return { status: res.status, body: await res.json() };
    },
    async get(path, ip) {
      const res = await call(path, { ip });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
