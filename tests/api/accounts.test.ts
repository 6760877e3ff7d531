/**
 * The account routes against a real server on a free port, with the human check off
 * (tests/api/human-check.test.ts covers the check): login, session, admin status,
 * logout, expiry, password change, deletion and the rule that a token only ever reaches
 * its own account.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserStore } from '../../api/accounts/users.ts';
import { SESSION_TTL_SECONDS } from '../../api/accounts/sessions.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer;
let ann: { id: string; username: string; email: string };
let root: { id: string };
let ipCounter = 0;
/** A fresh client address per test, so the per-IP login limiter of one test never slows another. */
const freshIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  server = await startAccountServer();
  ann = await server.addUser('ann', 'correct horse battery', { email: 'Ann.Example@Example.com' });
  root = await server.addUser('root', 'root password 123', { isAdmin: true });
  // The account the failed-login tests use, so their failures never slow the others' logins.
  await server.addUser('bob', 'bob password 1');
});
afterAll(() => server.stop());

describe('POST /api/login', () => {
  it('signs in with the username and answers the spec session: access_token and user', async () => {
    const { status, body } = await server.send<Record<string, any>>('POST', '/api/login', {
      json: { identifier: 'ann', password: 'correct horse battery' },
      ip: freshIp(),
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.session.user).toEqual({ id: ann.id, username: 'ann', email: 'Ann.Example@Example.com' });
    // 30 days from the server's clock.
    expect(body.session.expires_at).toBe('2026-04-09T15:00:00.000Z');
  });

  it('accepts the email address, in any case, and the username in any case', async () => {
    await expect(
      server.login('ann.example@EXAMPLE.com', 'correct horse battery', { ip: freshIp() }),
    ).resolves.toHaveLength(43);
    await expect(server.login('  ANN ', 'correct horse battery', { ip: freshIp() })).resolves.toHaveLength(43);
  });

  it('gives each login its own random token, stored only as a hash', async () => {
    const ip = freshIp();
    const a = await server.login('ann', 'correct horse battery', { ip });
    const b = await server.login('ann', 'correct horse battery', { ip });
    expect(a).not.toBe(b);
    // The data directory never holds the token itself (users.json and any store file).
    expect(readFileSync(join(server.dataDir, 'users.json'), 'utf8')).not.toContain(a);
  });

  it('answers a wrong password and an unknown user with the same 401 and message', async () => {
    const wrong = await server.send('POST', '/api/login', {
      json: { identifier: 'bob', password: 'wrong password' },
      ip: freshIp(),
    });
    const unknown = await server.send('POST', '/api/login', {
      json: { identifier: 'nobody', password: 'wrong password' },
      ip: freshIp(),
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid username/email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid username/email or password' } });
  });

  it('takes about as long for an unknown user as for a wrong password (a decoy hash is checked)', async () => {
    const time = async (identifier: string) => {
      const started = performance.now();
      const { status } = await server.send('POST', '/api/login', {
        json: { identifier, password: 'not the password' },
        ip: freshIp(),
      });
      expect(status).toBe(401);
      // Past any wait the limiter imposes, so every sample is a real password check.
      server.advance(61_000);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    await time('ghost-warmup'); // the first unknown login also makes the decoy hash
    for (let i = 0; i < 5; i++) {
      known.push(await time('bob'));
      unknown.push(await time(`ghost${i}`));
    }
    // Without the decoy an unknown user answers in about a millisecond against tens for
    // an Argon2id check; the bound is loose so a busy machine cannot make it flaky.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it("says 'Please enter both username/email and password' when either is missing or blank", async () => {
    for (const json of [
      { identifier: 'ann' },
      { password: 'x' },
      { identifier: '   ', password: 'x' },
      { identifier: 'ann', password: '' },
    ]) {
      expect(await server.send('POST', '/api/login', { json, ip: freshIp() })).toMatchObject({
        status: 400,
        body: { error: 'Please enter both username/email and password' },
      });
    }
  });

  it('records the time of the last login in the users file', async () => {
    await server.login('root', 'root password 123', { ip: freshIp() });
    const user = await createUserStore(server.dataDir).byId(root.id);
    expect(user?.last_login_at).toBe(server.now().toISOString());
  });

  it('keeps users.json readable by its owner only (it holds password hashes)', () => {
    expect(statSync(join(server.dataDir, 'users.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(server.dataDir, 'users.json'), 'utf8')).toMatch(
      /"password_hash": "\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });
});

describe('GET /api/session and /api/users/admin-status', () => {
  it('answers the session user for a valid token', async () => {
    const token = await server.login('ann', 'correct horse battery', { ip: freshIp() });
    const { status, body } = await server.send<Record<string, any>>('GET', '/api/session', { token });
    expect(status).toBe(200);
    expect(body.session.user).toEqual({ id: ann.id, username: 'ann', email: 'Ann.Example@Example.com' });
  });

  it(
    "answers 401 'Authentication required' without a token, with a malformed one and with an " + 'unknown one',
    async () => {
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
        const res = await server.send('GET', '/api/session', token ? { token } : {});
        expect(res).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    },
  );

  it('says isAdmin false for a user and true for an admin', async () => {
    const userToken = await server.login('ann', 'correct horse battery', { ip: freshIp() });
    const adminToken = await server.login('root', 'root password 123', { ip: freshIp() });
    expect(await server.send('GET', '/api/users/admin-status', { token: userToken })).toMatchObject({
      status: 200,
      body: { isAdmin: false },
    });
    expect(await server.send('GET', '/api/users/admin-status', { token: adminToken })).toMatchObject({
      status: 200,
      body: { isAdmin: true },
    });
    expect((await server.send('GET', '/api/users/admin-status')).status).toBe(401);
  });

  it('sees an admin grant made on the command line at once, without a restart', async () => {
    const dana = await server.addUser('dana', 'dana password 1');
    const token = await server.login('dana', 'dana password 1', { ip: freshIp() });
    expect((await server.send('GET', '/api/users/admin-status', { token })).body).toEqual({ isAdmin: false });
    await createUserStore(server.dataDir).setAdmin(dana.id, true);
    expect((await server.send('GET', '/api/users/admin-status', { token })).body).toEqual({ isAdmin: true });
  });
});

describe('session lifetime', () => {
  it('ends a session at logout', async () => {
    const token = await server.login('ann', 'correct horse battery', { ip: freshIp() });
    expect(await server.send('POST', '/api/logout', { token })).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.send('GET', '/api/session', { token })).status).toBe(401);
    // Logging out twice is harmless.
    expect((await server.send('POST', '/api/logout', { token })).status).toBe(200);
  });

  it('ends only the session that logged out', async () => {
    const ip = freshIp();
    const a = await server.login('ann', 'correct horse battery', { ip });
    const b = await server.login('ann', 'correct horse battery', { ip });
    await server.send('POST', '/api/logout', { token: a });
    expect((await server.send('GET', '/api/session', { token: b })).status).toBe(200);
  });

  it('expires a session 30 days after login (clock seam)', async () => {
    const clock = await startAccountServer();
    try {
      await clock.addUser('eve', 'eve password 1');
      const token = await clock.login('eve', 'eve password 1');
      clock.advance(SESSION_TTL_SECONDS * 1000 - 1000);
      expect((await clock.send('GET', '/api/session', { token })).status).toBe(200);
      clock.advance(2000);
      expect(await clock.send('GET', '/api/session', { token })).toMatchObject({
        status: 401,
        body: { error: 'Authentication required' },
      });
    } finally {
      await clock.stop();
    }
  });
});

describe('POST /api/change-password', () => {
  let carl: { id: string };
  beforeAll(async () => {
    carl = await server.addUser('carl', 'carl password 1');
  });

  it.each([
    [{ currentPassword: '', newPassword: 'whatever123', confirmPassword: 'whatever123' }, 'All fields are required'],
    [
      { currentPassword: 'carl password 1', newPassword: 'whatever123', confirmPassword: '' },
      'All fields are required',
    ],
    [{ newPassword: 'whatever123' }, 'All fields are required'],
    [
      { currentPassword: 'carl password 1', newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters long',
    ],
    [
      { currentPassword: 'carl password 1', newPassword: 'longenough1', confirmPassword: 'longenough2' },
      'New passwords do not match',
    ],
    [
      { currentPassword: 'carl password 1', newPassword: 'carl password 1', confirmPassword: 'carl password 1' },
      'New password must be different from current password',
    ],
  ])('refuses %j with the spec message', async (json, message) => {
    const token = await server.login('carl', 'carl password 1', { ip: freshIp() });
    expect(await server.send('POST', '/api/change-password', { json, token })).toEqual(
      expect.objectContaining({ status: 400, body: { error: message } }),
    );
  });

  it('refuses a wrong current password', async () => {
    const token = await server.login('carl', 'carl password 1', { ip: freshIp() });
    const res = await server.send('POST', '/api/change-password', {
      json: { currentPassword: 'guess guess', newPassword: 'new password 1' },
      token,
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
  });

  it('needs a session', async () => {
    expect(
      await server.send('POST', '/api/change-password', { json: { currentPassword: 'a', newPassword: 'b' } }),
    ).toMatchObject({ status: 401 });
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const ip = freshIp();
    const here = await server.login('carl', 'carl password 1', { ip });
    const elsewhere = await server.login('carl', 'carl password 1', { ip });
    const res = await server.send('POST', '/api/change-password', {
      json: { currentPassword: 'carl password 1', newPassword: 'carl password 2', confirmPassword: 'carl password 2' },
      token: here,
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Password updated successfully!' } });
    expect((await server.send('GET', '/api/session', { token: here })).status).toBe(200);
    expect((await server.send('GET', '/api/session', { token: elsewhere })).status).toBe(401);
    expect(
      (
        await server.send('POST', '/api/login', {
          json: { identifier: 'carl', password: 'carl password 1' },
          ip: freshIp(),
        })
      ).status,
    ).toBe(401);
    await expect(server.login('carl', 'carl password 2', { ip: freshIp() })).resolves.toHaveLength(43);
    expect((await createUserStore(server.dataDir).byId(carl.id))?.session_epoch).toBe(1);
  });

  it('ends the server sessions when an operator sets a password on the command line', async () => {
    const fay = await server.addUser('fay', 'fay password 1');
    const token = await server.login('fay', 'fay password 1', { ip: freshIp() });
    await createUserStore(server.dataDir).setPassword(fay.id, 'fay password 2');
    expect((await server.send('GET', '/api/session', { token })).status).toBe(401);
  });
});

describe('DELETE /api/users/account', () => {
  it('deletes the caller, ends all their sessions, and leaves everyone else alone', async () => {
    const gus = await server.addUser('gus', 'gus password 1');
    const ip = freshIp();
    const one = await server.login('gus', 'gus password 1', { ip });
    const two = await server.login('gus', 'gus password 1', { ip });
    const annToken = await server.login('ann', 'correct horse battery', { ip: freshIp() });

    const res = await server.send('DELETE', '/api/users/account', { token: one });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.send('GET', '/api/session', { token: one })).status).toBe(401);
    expect((await server.send('GET', '/api/session', { token: two })).status).toBe(401);
    expect(await createUserStore(server.dataDir).byId(gus.id)).toBeUndefined();
    expect(
      (
        await server.send('POST', '/api/login', {
          json: { identifier: 'gus', password: 'gus password 1' },
          ip: freshIp(),
        })
      ).status,
    ).toBe(401);
    expect((await server.send('GET', '/api/session', { token: annToken })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect(await server.send('DELETE', '/api/users/account')).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
  });

  it("never reaches another user's account, whatever the request names", async () => {
    const hal = await server.addUser('hal', 'hal password 1');
    const ivy = await server.addUser('ivy', 'ivy password 1');
    const halToken = await server.login('hal', 'hal password 1', { ip: freshIp() });
    // Hal names Ivy in the query and the body: the session decides, so Hal sees and deletes only Hal.
    const seen = await server.send<Record<string, any>>('GET', `/api/session?userId=${ivy.id}`, { token: halToken });
    expect(seen.body.session.user.id).toBe(hal.id);
    const res = await server.send('DELETE', `/api/users/account?userId=${ivy.id}`, {
      json: { userId: ivy.id, id: ivy.id },
      token: halToken,
    });
    expect(res.status).toBe(200);
    const store = createUserStore(server.dataDir);
    expect(await store.byId(hal.id)).toBeUndefined();
    expect(await store.byId(ivy.id)).toBeDefined();
  });
});

describe('routes that need a session refuse a forged Authorization header', () => {
  it.each([
    ['GET', '/api/session'],
    ['GET', '/api/users/admin-status'],
    ['POST', '/api/change-password'],
    ['DELETE', '/api/users/account'],
  ])('%s %s', async (method, path) => {
    const res = await server.call(path, { method, headers: { authorization: 'Basic YW5uOmNvcnJlY3Q=' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required' });
  });
});
