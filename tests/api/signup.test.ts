/**
 * Accounts players make themselves: sign up (the same answer whether or not the address
 * has an account), confirm by the mailed link, send it again, reset a password by mail,
 * and the synced progress, deleted with the account. The mails are read from the outbox.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgressStore } from '../../api/accounts/progress.ts';
import { createUserStore } from '../../api/accounts/users.ts';
import { RESET_MESSAGES, SIGNUP_MESSAGES, VERIFY_MESSAGES } from '../../core/accounts.ts';
import { outbox, tokenIn } from '../support/outbox.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer;
beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(async () => {
  await server.stop();
});

const signup = (fields: Record<string, unknown>, ip = '192.0.2.1') =>
  server.send<{ success?: boolean; message?: string; error?: string }>('POST', '/api/signup', { json: fields, ip });

describe('sign up and confirm the address', () => {
  it('makes an unconfirmed account that cannot log in until the mailed link is opened, once', async () => {
    const made = await signup({ username: 'nina', email: 'Nina@example.com', password: 'nina password 1' });
    expect(made).toMatchObject({ status: 201, body: { success: true, message: SIGNUP_MESSAGES.sent } });
    const user = await createUserStore(server.dataDir).byIdentifier('nina');
    expect(user).toMatchObject({ username: 'nina', is_admin: false, email_verified_at: null });

    const early = await server.send<{ error: string; code: string }>('POST', '/api/login', {
      json: { identifier: 'nina', password: 'nina password 1' },
    });
    expect(early).toMatchObject({ status: 403, body: { error: VERIFY_MESSAGES.unverified, code: 'unverified' } });
    // A wrong password says only that it is wrong, as for anyone.
    expect(
      (await server.send('POST', '/api/login', { json: { identifier: 'nina', password: 'wrong password' } })).status,
    ).toBe(401);

    const mail = outbox(server.dataDir).find((m) => m.to.includes('Nina@example.com'))!;
    expect(mail.subject).toBe('Confirm your Platter account');
    const token = tokenIn(server.dataDir, 'nina@example.com', '/verify-email')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await server.send('POST', '/api/verify-email', { json: { token } })).toMatchObject({
      status: 200,
      body: { message: VERIFY_MESSAGES.verified },
    });
    expect(await server.send('POST', '/api/verify-email', { json: { token } })).toMatchObject({
      status: 400,
      body: { error: VERIFY_MESSAGES.badLink },
    });
    const session = await server.login('nina', 'nina password 1');
    expect((await server.send('GET', '/api/users/admin-status', { token: session })).body).toEqual({ isAdmin: false });
  });

  it('answers a sign-up with an address that has an account exactly as a new one, and mails its owner', async () => {
    await server.addUser('olga', 'olga password 1', { email: 'olga@example.com' });
    const before = (await createUserStore(server.dataDir).list()).length;
    const taken = await signup({ username: 'olga2', email: 'OLGA@example.com', password: 'another password' });
    const fresh = await signup({ username: 'olga3', email: 'olga3@example.com', password: 'another password' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect((await createUserStore(server.dataDir).list()).length).toBe(before + 1);
    expect(
      outbox(server.dataDir)
        .filter((m) => m.to.includes('olga@example.com'))
        .map((m) => m.subject),
    ).toEqual(['Someone tried to sign up with your address']);
  });

  it('refuses bad input with the field named, and a taken username with 409', async () => {
    expect((await signup({ username: 'pia', email: 'pia@example.com', password: 'short' })).body.error).toBe(
      'Password must be at least 8 characters long',
    );
    expect((await signup({ username: 'pia', email: 'not-an-address', password: 'long enough pw' })).body.error).toMatch(
      /^Email "not-an-address" does not look like an address/,
    );
    expect((await signup({ username: 'p', email: 'pia@example.com', password: 'long enough pw' })).body.error).toMatch(
      /^Username "p" must be 3 to 32/,
    );
    expect((await signup({ username: 'pia', email: 'pia@example.com' })).body.error).toBe(SIGNUP_MESSAGES.missing);
    expect(
      (
        await signup({
          username: 'pia',
          email: 'pia@example.com',
          password: 'long enough pw',
          confirmPassword: 'other',
        })
      ).body.error,
    ).toBe(SIGNUP_MESSAGES.mismatch);
    expect((await signup({ username: 5, email: 'pia@example.com', password: 'long enough pw' })).body.error).toBe(
      'username: expected text',
    );
    await signup({ username: 'quinn', email: 'quinn@example.com', password: 'quinn password' });
    expect(await signup({ username: 'QUINN', email: 'quinn2@example.com', password: 'quinn password' })).toMatchObject({
      status: 409,
      body: { error: SIGNUP_MESSAGES.usernameTaken },
    });
  });

  it('sends the link again (once a minute at most), with one answer whatever the identifier', async () => {
    await signup({ username: 'rosa', email: 'rosa@example.com', password: 'rosa password' });
    const unknown = await server.send('POST', '/api/resend-verification', { json: { identifier: 'nobody-at-all' } });
    const known = await server.send('POST', '/api/resend-verification', { json: { identifier: 'rosa' } });
    expect(unknown).toMatchObject({ status: 200, body: { message: VERIFY_MESSAGES.resent } });
    expect(known.body).toEqual(unknown.body);
    const count = () => outbox(server.dataDir).filter((m) => m.to.includes('rosa@example.com')).length;
    expect(count()).toBe(1); // the sign-up's mail; the resend came within the minute
    server.advance(61_000);
    await server.send('POST', '/api/resend-verification', { json: { identifier: 'rosa@example.com' } });
    expect(count()).toBe(2);
    const token = tokenIn(server.dataDir, 'rosa@example.com', '/verify-email')!;
    expect((await server.send('POST', '/api/verify-email', { json: { token } })).status).toBe(200);
  });

  it('a link expires after 24 hours', async () => {
    await signup({ username: 'sven', email: 'sven@example.com', password: 'sven password' });
    const token = tokenIn(server.dataDir, 'sven@example.com', '/verify-email')!;
    server.advance(24 * 3600_000 + 1000);
    expect((await server.send('POST', '/api/verify-email', { json: { token } })).status).toBe(400);
  });
});

describe('reset a forgotten password', () => {
  it(
    'answers the same for any identifier; the link sets a password once, ends every ' + 'session and is rate-limited',
    async () => {
      await server.addUser('tara', 'tara password 1');
      const oldSession = await server.login('tara', 'tara password 1');
      const unknown = await server.send('POST', '/api/password-reset', { json: { identifier: 'no-such-person' } });
      const known = await server.send('POST', '/api/password-reset', { json: { identifier: 'TARA@example.com' } });
      expect(unknown).toMatchObject({ status: 200, body: { message: RESET_MESSAGES.sent } });
      expect(known.body).toEqual(unknown.body);
      const token = tokenIn(server.dataDir, 'tara@example.com', '/reset-password')!;

      // A too-short password is refused before the link is spent.
      expect(
        (await server.send('POST', '/api/password-reset/confirm', { json: { token, newPassword: 'short' } })).body
          .error,
      ).toBe('Password must be at least 8 characters long');
      expect(
        await server.send('POST', '/api/password-reset/confirm', { json: { token, newPassword: 'tara password 2' } }),
      ).toMatchObject({ status: 200, body: { message: RESET_MESSAGES.done } });
      expect((await server.send('GET', '/api/session', { token: oldSession })).status).toBe(401);
      expect(
        (await server.send('POST', '/api/password-reset/confirm', { json: { token, newPassword: 'tara password 3' } }))
          .body.error,
      ).toBe(RESET_MESSAGES.badLink);
      await expect(server.login('tara', 'tara password 1')).rejects.toThrow(/401/);
      expect(await server.login('tara', 'tara password 2')).toBeTruthy();

      // Guessing links: the login limiter slows the fourth wrong guess from one address.
      const ip = '198.51.100.77';
      const guesses = [];
      for (let i = 0; i < 4; i++)
        guesses.push(
          (
            await server.send('POST', '/api/password-reset/confirm', {
              json: { token: `guess${i}xxxxxxxxxxxxxxxxxxxxxxxx`, newPassword: 'whatever pw' },
              ip,
            })
          ).status,
        );
      expect(guesses).toEqual([400, 400, 400, 429]);
    },
  );
});

describe('synced progress', () => {
  it('merges what each device sends, answers the merged copy, and is deleted with the account', async () => {
    const user = await server.addUser('uma', 'uma password 1');
    const token = await server.login('uma', 'uma password 1');
    expect((await server.send('GET', '/api/me/progress')).status).toBe(401);
    expect((await server.send('GET', '/api/me/progress', { token })).body).toMatchObject({
      progress: { progress: {}, completions: [] },
      updated_at: null,
    });

    const a = await server.send<{ progress: Record<string, any> }>('PUT', '/api/me/progress', {
      token,
      json: {
        progress: { '2026-03-10': { guesses: ['Hummus', 'Pho Bo'], completed: true, hasGivenUp: false, daily: true } },
        completions: ['2026-03-10'],
        preferences: { values: { darkMode: true }, updatedAt: 10 },
      },
    });
    expect(a.status).toBe(200);
    // The other device: an unfinished, longer day does not beat the finished one; older preferences lose; hints add up.
    const b = await server.send<{ progress: Record<string, any> }>('PUT', '/api/me/progress', {
      token,
      json: {
        progress: {
          '2026-03-10': { guesses: ['Gazpacho', 'Hummus', 'Tacos al Pastor'], completed: false, hasGivenUp: false },
          '2026-03-09': { guesses: ['Hummus'], completed: false, hasGivenUp: false },
        },
        completions: ['2026-03-08'],
        hints: { 'Pho Bo': ['origin'] },
        preferences: { values: { darkMode: false }, updatedAt: 5 },
      },
    });
    expect(b.body.progress).toEqual({
      progress: {
        '2026-03-10': { guesses: ['Hummus', 'Pho Bo'], completed: true, hasGivenUp: false, daily: true },
        '2026-03-09': { guesses: ['Hummus'], completed: false, hasGivenUp: false },
      },
      completions: ['2026-03-08', '2026-03-10'],
      hints: { 'Pho Bo': ['origin'] },
      preferences: { values: { darkMode: true }, updatedAt: 10 },
    });
    const bad = await server.send<{ error: string }>('PUT', '/api/me/progress', {
      token,
      json: { progress: { 'not-a-date': { guesses: [], completed: false, hasGivenUp: false } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^progress/);
    // A day's fields are checked by the one shape (core/schemas/day-of-play.ts): the 400 names the field.
    const day = { guesses: ['Hummus', 7], completed: false, hasGivenUp: false };
    const badDay = await server.send<{ error: string }>('PUT', '/api/me/progress', {
      token,
      json: { progress: { '2026-03-11': day } },
    });
    expect(badDay).toMatchObject({ status: 400, body: { error: 'progress.2026-03-11.guesses[1]: expected text' } });
    const noFlag = { guesses: [], completed: false };
    const missing = await server.send<{ error: string }>('PUT', '/api/me/progress', {
      token,
      json: { progress: { '2026-03-11': noFlag } },
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'progress.2026-03-11.hasGivenUp is required' } });
    expect(existsSync(join(server.dataDir, 'progress', `${user.id}.json`))).toBe(true);

    expect((await server.send('DELETE', '/api/users/account', { token })).status).toBe(200);
    expect((await createProgressStore(server.dataDir).get(user.id)).updatedAt).toBeNull();
    expect(readdirSync(join(server.dataDir, 'progress'))).not.toContain(`${user.id}.json`);
  });
});
