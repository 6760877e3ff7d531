/**
 * Helpers of the account, contact and human-check API tests: a real server (see
 * _server.ts) with a clock the test moves, accounts written to its data directory the way
 * `platter users add` writes them, and a real ALTCHA solve.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createUserStore } from '../../api/accounts/users.ts';
import { encodeAltchaProof } from '../../api/human-check/altcha.ts';
import { openRecordStore } from '../../api/stores/open-records.ts';
import type { AppOptions } from '../../api/options.ts';
import type { HumanCheckChallenge } from '../../core/human-check.ts';
import { FIXED_NOW, startTestServer, type TestServer } from './_server.ts';

/** A server whose clock starts at FIXED_NOW and moves only when the test says. */
export interface ClockServer extends TestServer {
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** The server's current time. */
  now(): Date;
  /** Creates an account in the server's data directory (as the CLI does). */
  addUser(
    username: string,
    password: string,
    opts?: { email?: string; isAdmin?: boolean },
  ): Promise<{ id: string; username: string; email: string }>;
  /** Sends JSON with an optional bearer token; answers status, body and headers once the server's after-answer work
   * is done.
   */
  send<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts?: { json?: unknown; token?: string; ip?: string },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** Logs in; answers the token (throws when login fails). */
  login(identifier: string, password: string, opts?: { ip?: string; humanCheck?: string }): Promise<string>;
  /** Waits for the work the server does after its answers (the account mails). */
  idle(): Promise<void>;
}

/** Starts a server; the human check is off unless `overrides.humanCheck` says otherwise. */
export async function startAccountServer(overrides: Partial<AppOptions> = {}): Promise<ClockServer> {
  let now = Date.parse(FIXED_NOW);
  const server = await startTestServer({ humanCheck: { provider: 'off' }, now: () => new Date(now), ...overrides });
  // A test may point the server at its own data directory (stop() then leaves it alone).
  const dataDir = overrides.dataDir ?? server.dataDir;
  // Accounts go where the server keeps them: its database when it has one, else its data directory.
  const database = overrides.databaseUrl ? openRecordStore({ dataDir, databaseUrl: overrides.databaseUrl }) : undefined;
  const users = createUserStore(database ?? dataDir);
  const send: ClockServer['send'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await server.call(path, {
      method,
      headers,
      ...(opts.json === undefined ? {} : { json: opts.json }),
      ...(opts.ip ? { ip: opts.ip } : {}),
    });
    const text = await res.text();
    // What the server does just after its answer (the account mails) is done when a test reads on.
    await server.platter.context.afterAnswer.idle();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never, headers: res.headers };
  };
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      await database?.close();
    },
    advance(ms) {
      now += ms;
    },
    now: () => new Date(now),
    async addUser(username, password, opts = {}) {
      const user = await users.add(
        { username, email: opts.email ?? `${username}@example.com`, password, isAdmin: opts.isAdmin ?? false },
        new Date(now),
      );
      return { id: user.id, username: user.username, email: user.email };
    },
    send,
    idle: () => server.platter.context.afterAnswer.idle(),
    async login(identifier, password, opts = {}) {
      const { status, body } = await send<{ session?: { access_token: string }; error?: string }>(
        'POST',
        '/api/login',
        {
          json: { identifier, password, ...(opts.humanCheck ? { humanCheck: opts.humanCheck } : {}) },
          ...(opts.ip ? { ip: opts.ip } : {}),
        },
      );
      if (status !== 200 || !body.session) throw new Error(`login as ${identifier} failed: ${status} ${body.error}`);
      return body.session.access_token;
    },
  };
}

/** Fetches a challenge from the server and solves it for real, as the browser does; answers the proof. */
export async function solveFromServer(server: TestServer): Promise<string> {
  const res = await server.call('/api/human-check/challenge');
  const answer = (await res.json()) as HumanCheckChallenge;
  if (answer.provider !== 'altcha') throw new Error(`expected an ALTCHA challenge, got ${answer.provider}`);
  const challenge = answer.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge was not solved in time');
  return encodeAltchaProof(challenge, solution);
}
