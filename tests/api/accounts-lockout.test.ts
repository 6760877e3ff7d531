/**
 * The login limiter through the real server: free failures, then a doubling wait, then
 * a 15-minute lock after the 10th failure; per account and per IP; and the same answers
 * for an unknown username, so the limiter never tells whether an account exists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../api/accounts/login-limiter.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer;

beforeEach(async () => {
  server = await startAccountServer();
  await server.addUser('kim', 'kim password 1');
  await server.addUser('lee', 'lee password 1');
});
afterEach(() => server.stop());

const attempt = (identifier: string, password: string, ip: string) =>
  server.send('POST', '/api/login', { json: { identifier, password }, ip });

/** Fails `n` times, each time after waiting as long as the limiter asks; answers each status and Retry-After. */
async function failTimes(
  identifier: string,
  ip: string,
  n: number,
): Promise<{ status: number; retryAfter: string | null }[]> {
  const seen: { status: number; retryAfter: string | null }[] = [];
  for (let failures = 0; failures < n; ) {
    const res = await attempt(identifier, 'not the password', ip);
    seen.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
    if (res.status === 429) server.advance(Number(res.headers.get('retry-after')) * 1000);
    else failures++;
  }
  return seen;
}

describe('the login limiter', () => {
  it('lets 3 failures through, then makes each next try wait twice as long', async () => {
    const ip = '192.0.2.1';
    for (let i = 0; i < 3; i++) expect((await attempt('kim', 'nope nope', ip)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const early = await attempt('kim', 'nope nope', ip);
      expect(early.status).toBe(429);
      expect(early.body).toEqual({
        error: expect.stringMatching(
          /^Too many failed login attempts\. Please wait \d+ seconds? before trying again\.$/,
        ),
      });
      const wait = Number(early.headers.get('retry-after'));
      waits.push(wait);
      server.advance(wait * 1000);
      expect((await attempt('kim', 'nope nope', ip)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('locks the account for 15 minutes after the 10th failure, even for the right password', async () => {
    await failTimes('kim', '192.0.2.2', LOGIN_LIMITS.lockAfter);
    // Another address, the right password: the account itself is locked.
    const locked = await attempt('kim', 'kim password 1', '192.0.2.99');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: 'Too many failed login attempts. Login is locked for 15 more minutes; please try again later.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBe(900);

    server.advance(14 * 60_000);
    expect((await attempt('kim', 'kim password 1', '192.0.2.99')).status).toBe(429);
    server.advance(60_000);
    expect((await attempt('kim', 'kim password 1', '192.0.2.99')).status).toBe(200);
  });

  it('forgets the account’s failures after a successful login', async () => {
    await failTimes('lee', '192.0.2.3', 5);
    server.advance(60_000);
    expect((await attempt('lee', 'lee password 1', '192.0.2.4')).status).toBe(200);
    // A fresh start: the next three failures cost no wait.
    for (let i = 0; i < 3; i++) expect((await attempt('lee', 'nope nope', '192.0.2.5')).status).toBe(401);
  });

  it('slows and then locks one address that tries many accounts', async () => {
    const ip = '192.0.2.6';
    const names = Array.from({ length: LOGIN_LIMITS.lockAfter }, (_, i) => `guess${i}`);
    for (const name of names.slice(0, 3)) expect((await attempt(name, 'nope nope', ip)).status).toBe(401);
    expect((await attempt('guess3', 'nope nope', ip)).status).toBe(429);
    for (const name of names.slice(3)) await failTimes(name, ip, 1);
    const locked = await attempt('kim', 'kim password 1', ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    // Kim's own account is untouched: another address gets in.
    expect((await attempt('kim', 'kim password 1', '192.0.2.7')).status).toBe(200);
  });

  it('answers an unknown username exactly like a real one, failure after failure', async () => {
    const probe = async (identifier: string, ip: string) => {
      const res = await attempt(identifier, 'x x x x x', ip);
      return [res.status, res.body, res.headers.get('retry-after')];
    };
    const real = await failTimes('kim', '192.0.2.8', LOGIN_LIMITS.lockAfter);
    const realLocked = await probe('kim', '192.0.2.10');
    const ghost = await failTimes('no-such-user', '192.0.2.9', LOGIN_LIMITS.lockAfter);
    const ghostLocked = await probe('no-such-user', '192.0.2.11');
    expect(ghost).toEqual(real);
    expect(ghostLocked).toEqual(realLocked);
  });

  it('counts wrong current passwords at change-password against the account', async () => {
    const token = await server.login('kim', 'kim password 1', { ip: '192.0.2.12' });
    for (let i = 0; i < 3; i++) {
      const res = await server.send('POST', '/api/change-password', {
        json: { currentPassword: 'guess guess', newPassword: 'new password 1' },
        token,
        ip: '192.0.2.12',
      });
      expect(res.status).toBe(400);
    }
    const slowed = await server.send('POST', '/api/change-password', {
      json: { currentPassword: 'guess guess', newPassword: 'new password 1' },
      token,
      ip: '192.0.2.13',
    });
    expect(slowed.status).toBe(429);
  });
});

describe('the login limiter under a burst', () => {
  it(
    'lets at most the free attempts of 20 parallel logins reach the password check; the right password in the ' +
      'burst gets no session',
    async () => {
      const ip = '198.51.100.1';
      const burst = [
        ...Array.from({ length: 19 }, () => attempt('kim', 'not the password', ip)),
        attempt('kim', 'kim password 1', ip),
      ];
      const answers = await Promise.all(burst);
      const checked = answers.filter((r) => r.status === 401 || r.status === 200);
      expect(checked.length).toBeLessThanOrEqual(LOGIN_LIMITS.freeFailures);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - checked.length);
      expect(answers.at(-1)!.status).toBe(429);
    },
  );

  it('lets at most the free attempts of 20 parallel password changes reach the check', async () => {
    const token = await server.login('lee', 'lee password 1', { ip: '198.51.100.2' });
    const change = (currentPassword: string) =>
      server.send('POST', '/api/change-password', {
        json: { currentPassword, newPassword: 'new password 9' },
        token,
        ip: '198.51.100.2',
      });
    const answers = await Promise.all([
      ...Array.from({ length: 19 }, () => change('guess guess')),
      change('lee password 1'),
    ]);
    expect(answers.filter((r) => r.status === 400).length).toBeLessThanOrEqual(LOGIN_LIMITS.freeFailures);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(0);
    // The password is unchanged: the old one still signs in.
    server.advance(LOGIN_LIMITS.lockSeconds * 1000);
    expect((await attempt('lee', 'lee password 1', '198.51.100.3')).status).toBe(200);
  });

  it(
    "answers the same for a username's email whether or not the account exists, after failures on " + 'the name',
    async () => {
      await server.addUser('victim', 'victim password 1', { email: 'victim@example.com' });
      const afterFailuresOnName = async (name: string, email: string, ips: [string, string]) => {
        for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) await attempt(name, 'wrong wrong', ips[0]);
        const res = await attempt(email, 'wrong wrong', ips[1]);
        return [res.status, res.body, res.headers.get('retry-after')];
      };
      const real = await afterFailuresOnName('victim', 'victim@example.com', ['198.51.100.4', '198.51.100.5']);
      const ghost = await afterFailuresOnName('nobody', 'nobody@example.com', ['198.51.100.6', '198.51.100.7']);
      expect(real).toEqual([401, { error: expect.any(String) }, null]);
      expect(ghost).toEqual(real);
    },
  );
});

describe('the login limiter across a restart', () => {
  it('keeps an account locked when the server restarts on the same data (fs store)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platter-lockout-'));
    const first = await startAccountServer({ storage: 'fs', dataDir });
    let again: ClockServer | undefined;
    try {
      await first.addUser('ray', 'ray password 1');
      for (let failures = 0; failures < LOGIN_LIMITS.lockAfter; ) {
        const res = await first.send('POST', '/api/login', {
          json: { identifier: 'ray', password: 'wrong wrong' },
          ip: '192.0.2.77',
        });
        if (res.status === 429) first.advance(Number(res.headers.get('retry-after')) * 1000);
        else failures++;
      }
      await first.stop();
      again = await startAccountServer({ storage: 'fs', dataDir, now: () => first.now() });
      const res = await again.send('POST', '/api/login', {
        json: { identifier: 'ray', password: 'ray password 1' },
        ip: '192.0.2.78',
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: expect.stringMatching(
          /^Too many failed login attempts\. Login is locked for \d+ more minutes?; please try again later\.$/,
        ),
      });
    } finally {
      await first.stop().catch(() => undefined);
      await again?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
