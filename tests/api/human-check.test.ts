/**
 * The human check with the check on: ALTCHA proofs really solved (altcha-lib's solver,
 * as the browser runs it) and checked by the server on /api/login, /api/contact and
 * /api/verify-recaptcha; reCAPTCHA v3 through an injected HTTP client, since Google
 * cannot be reached from tests; and the environment settings that choose between them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanCheckFromEnv } from '../../api/human-check/settings.ts';
import { settingsFromEnv } from '../../api/options.ts';
import { startAccountServer, solveFromServer, type ClockServer } from './_accounts.ts';

const DENIED = 'Access denied. Please try again.';
const UNAVAILABLE = 'Security verification is currently unavailable. Please try again later.';
const contact = { name: 'Ann', email: 'ann@example.com', title: 'Hello', topic: 'General', message: 'A message.' };

describe('ALTCHA (the default)', () => {
  let server: ClockServer;
  beforeAll(async () => {
    server = await startAccountServer({ humanCheck: { provider: 'altcha' } });
    await server.addUser('ann', 'ann password 1');
  });
  afterAll(() => server.stop());

  it('hands out a signed proof-of-work challenge that expires with the clock seam', async () => {
    const { status, body } = await server.send<Record<string, any>>('GET', '/api/human-check/challenge');
    expect(status).toBe(200);
    expect(body.provider).toBe('altcha');
    expect(body.challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      keyPrefix: '0000',
      data: { exp: Date.parse('2026-03-10T15:10:00Z') / 1000 },
    });
    expect(body.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps a random signing key in the data directory, readable by its owner only', () => {
    const key = join(server.dataDir, 'human-check.key');
    expect(existsSync(key)).toBe(true);
    expect(readFileSync(key, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs in with a solved challenge', async () => {
    const proof = await solveFromServer(server);
    await expect(server.login('ann', 'ann password 1', { humanCheck: proof })).resolves.toHaveLength(43);
  });

  it("refuses a login without a proof: 403 'Access denied. Please try again.'", async () => {
    expect(
      await server.send('POST', '/api/login', { json: { identifier: 'ann', password: 'ann password 1' } }),
    ).toMatchObject({ status: 403, body: { error: DENIED } });
  });

  it('accepts each proof once', async () => {
    const proof = await solveFromServer(server);
    await server.login('ann', 'ann password 1', { humanCheck: proof });
    expect(
      await server.send('POST', '/api/login', {
        json: { identifier: 'ann', password: 'ann password 1', humanCheck: proof },
      }),
    ).toMatchObject({
      status: 403,
      body: { error: DENIED },
    });
  });

  it('refuses a forged, a tampered and a garbled proof', async () => {
    const proof = await solveFromServer(server);
    const payload = JSON.parse(Buffer.from(proof, 'base64').toString());
    const variants = [
      { ...payload, challenge: { ...payload.challenge, signature: '0'.repeat(64) } },
      {
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '0' } },
      },
      { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } },
    ].map((p) => Buffer.from(JSON.stringify(p)).toString('base64'));
    for (const humanCheck of [...variants, 'not base64 json', '']) {
      const res = await server.send('POST', '/api/login', {
        json: { identifier: 'ann', password: 'ann password 1', humanCheck },
      });
      expect(res).toMatchObject({ status: 403, body: { error: DENIED } });
    }
  });

  it('refuses a proof whose challenge expired (10 minutes)', async () => {
    const proof = await solveFromServer(server);
    server.advance(10 * 60_000 + 1000);
    expect(
      (
        await server.send('POST', '/api/login', {
          json: { identifier: 'ann', password: 'ann password 1', humanCheck: proof },
        })
      ).status,
    ).toBe(403);
  });

  it('checks the proof before the password, so a bad proof never costs the account a failure', async () => {
    for (let i = 0; i < 5; i++)
      await server.send('POST', '/api/login', { json: { identifier: 'ann', password: 'wrong password' } });
    await expect(
      server.login('ann', 'ann password 1', { humanCheck: await solveFromServer(server) }),
    ).resolves.toHaveLength(43);
  });

  it('guards the contact form too', async () => {
    expect(await server.send('POST', '/api/contact', { json: contact, ip: '198.51.100.1' })).toMatchObject({
      status: 403,
      body: { error: DENIED },
    });
    const humanCheck = await solveFromServer(server);
    expect(
      await server.send('POST', '/api/contact', { json: { ...contact, humanCheck }, ip: '198.51.100.1' }),
    ).toMatchObject({ status: 200 });
  });

  it('scores a proof at POST /api/verify-recaptcha, once', async () => {
    const token = await solveFromServer(server);
    expect(await server.send('POST', '/api/verify-recaptcha', { json: { token } })).toMatchObject({
      status: 200,
      body: { success: true, score: 1 },
    });
    expect(await server.send('POST', '/api/verify-recaptcha', { json: { token } })).toMatchObject({
      status: 200,
      body: { success: false, score: 0 },
    });
    expect(await server.send('POST', '/api/verify-recaptcha', { json: {} })).toMatchObject({
      status: 400,
      body: { error: 'token is required' },
    });
  });

  it('verifies a challenge made before a restart, with the key kept in the data directory', async () => {
    const proof = await solveFromServer(server);
    const again = await startAccountServer({
      humanCheck: { provider: 'altcha' },
      dataDir: server.dataDir,
      now: () => server.now(),
    });
    try {
      await expect(again.login('ann', 'ann password 1', { humanCheck: proof })).resolves.toHaveLength(43);
    } finally {
      await again.stop();
    }
  });

  it('refuses a proof used before a restart (used challenges are kept in the data store)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platter-human-check-'));
    const first = await startAccountServer({ humanCheck: { provider: 'altcha' }, storage: 'fs', dataDir });
    let again: ClockServer | undefined;
    try {
      await first.addUser('ann', 'ann password 1');
      const proof = await solveFromServer(first);
      await expect(first.login('ann', 'ann password 1', { humanCheck: proof })).resolves.toHaveLength(43);
      await first.stop();
      again = await startAccountServer({
        humanCheck: { provider: 'altcha' },
        storage: 'fs',
        dataDir,
        now: () => first.now(),
      });
      const replay = await again.send('POST', '/api/login', {
        json: { identifier: 'ann', password: 'ann password 1', humanCheck: proof },
      });
      expect(replay).toMatchObject({ status: 403, body: { error: DENIED } });
    } finally {
      await again?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses HUMAN_CHECK_HMAC_KEY when given: another key cannot verify the proof', async () => {
    const a = await startAccountServer({ humanCheck: { provider: 'altcha', hmacKey: 'a'.repeat(64) } });
    const b = await startAccountServer({ humanCheck: { provider: 'altcha', hmacKey: 'b'.repeat(64) } });
    try {
      await b.addUser('ann', 'ann password 1');
      const proof = await solveFromServer(a);
      expect(
        (
          await b.send('POST', '/api/login', {
            json: { identifier: 'ann', password: 'ann password 1', humanCheck: proof },
          })
        ).status,
      ).toBe(403);
      expect(existsSync(join(a.dataDir, 'human-check.key'))).toBe(false);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

/** A stand-in for Google's siteverify endpoint: answers what the test says and records each request. */
function siteverify(answer: () => Response | Promise<Response>) {
  const requests: URLSearchParams[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe('https://www.google.com/recaptcha/api/siteverify');
    requests.push(new URLSearchParams(String(init?.body)));
    return answer();
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('reCAPTCHA v3 (when its keys are set)', () => {
  let server: ClockServer;
  let next: () => Response | Promise<Response>;
  const google = siteverify(() => next());
  const ok = (body: object) => () => Response.json(body);

  beforeAll(async () => {
    server = await startAccountServer({
      humanCheck: { provider: 'recaptcha', secretKey: 'secret-key', siteKey: 'site-key', fetch: google.fetchImpl },
    });
    await server.addUser('ann', 'ann password 1');
  });
  afterAll(() => server.stop());

  it('tells the page its site key', async () => {
    expect((await server.send('GET', '/api/human-check/challenge')).body).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key',
    });
  });

  it('logs in when Google scores the token 0.5 or more, sending the secret, token and client IP', async () => {
    next = ok({ success: true, score: 0.9, action: 'login_form' });
    await expect(
      server.login('ann', 'ann password 1', { humanCheck: 'google-token', ip: '203.0.113.5' }),
    ).resolves.toHaveLength(43);
    const sent = google.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({
      secret: 'secret-key',
      response: 'google-token',
      remoteip: '203.0.113.5',
    });
    next = ok({ success: true, score: 0.5, action: 'login_form' });
    await expect(server.login('ann', 'ann password 1', { humanCheck: 'google-token' })).resolves.toHaveLength(43);
  });

  it.each([
    ['a score below 0.5', { success: true, score: 0.3, action: 'login_form' }],
    ['a missing score (counts as 0)', { success: true, action: 'login_form' }],
    ['a token made for another action', { success: true, score: 0.9, action: 'contact_form' }],
    ['a token Google rejects', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ])("denies %s with 'Access denied. Please try again.'", async (_, answer) => {
    next = ok(answer);
    expect(
      await server.send('POST', '/api/login', {
        json: { identifier: 'ann', password: 'ann password 1', humanCheck: 'google-token' },
      }),
    ).toMatchObject({
      status: 403,
      body: { error: DENIED },
    });
  });

  it.each([
    ['Google unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['an error status from Google', () => new Response('oops', { status: 500 })],
    ['a rejected secret key', ok({ success: false, 'error-codes': ['invalid-input-secret'] })],
  ])(
    "answers %s with 503 'Security verification is currently unavailable. Please try again later.'",
    async (_, answer) => {
      next = answer;
      expect(
        await server.send('POST', '/api/login', {
          json: { identifier: 'ann', password: 'ann password 1', humanCheck: 'google-token' },
        }),
      ).toMatchObject({
        status: 503,
        body: { error: UNAVAILABLE },
      });
      expect((await server.send('POST', '/api/verify-recaptcha', { json: { token: 'google-token' } })).status).toBe(
        503,
      );
    },
  );

  it('answers the score at POST /api/verify-recaptcha', async () => {
    next = ok({ success: true, score: 0.7, action: 'login_form' });
    expect((await server.send('POST', '/api/verify-recaptcha', { json: { token: 'google-token' } })).body).toEqual({
      success: true,
      score: 0.7,
    });
    next = ok({ success: true, score: 0.1, action: 'login_form' });
    expect((await server.send('POST', '/api/verify-recaptcha', { json: { token: 'google-token' } })).body).toEqual({
      success: false,
      score: 0.1,
    });
  });

  it('checks contact tokens against the contact_form action', async () => {
    next = ok({ success: true, score: 0.9, action: 'contact_form' });
    expect(
      (await server.send('POST', '/api/contact', { json: { ...contact, humanCheck: 'google-token' } })).status,
    ).toBe(200);
    next = ok({ success: true, score: 0.9, action: 'login_form' });
    expect(
      (await server.send('POST', '/api/contact', { json: { ...contact, humanCheck: 'google-token' } })).status,
    ).toBe(403);
  });
});

describe('HUMAN_CHECK=off', () => {
  it('lets login and contact through without a proof and tells the page so', async () => {
    const server = await startAccountServer({ humanCheck: { provider: 'off' } });
    try {
      await server.addUser('ann', 'ann password 1');
      expect((await server.send('GET', '/api/human-check/challenge')).body).toEqual({ provider: 'off' });
      await expect(server.login('ann', 'ann password 1')).resolves.toHaveLength(43);
      expect((await server.send('POST', '/api/contact', { json: contact })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('choosing the check from the environment', () => {
  it('defaults to ALTCHA, uses reCAPTCHA when its keys are set, and turns off with HUMAN_CHECK=off', () => {
    expect(humanCheckFromEnv({})).toEqual({ provider: 'altcha' });
    expect(humanCheckFromEnv({ HUMAN_CHECK_HMAC_KEY: 'k'.repeat(32) })).toEqual({
      provider: 'altcha',
      hmacKey: 'k'.repeat(32),
    });
    expect(humanCheckFromEnv({ RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_SITE_KEY: 'p' })).toEqual({
      provider: 'recaptcha',
      secretKey: 's',
      siteKey: 'p',
    });
    expect(humanCheckFromEnv({ HUMAN_CHECK: 'off', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_SITE_KEY: 'p' })).toEqual({
      provider: 'off',
    });
    expect(humanCheckFromEnv({ HUMAN_CHECK: 'altcha', RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_SITE_KEY: 'p' })).toEqual({
      provider: 'altcha',
    });
  });

  it('names the variable to fix', () => {
    expect(() => settingsFromEnv({ HUMAN_CHECK: 'maybe' }, '/srv')).toThrow(
      'HUMAN_CHECK: HUMAN_CHECK must be off, altcha or recaptcha',
    );
    expect(() => settingsFromEnv({ HUMAN_CHECK_HMAC_KEY: 'short' }, '/srv')).toThrow(
      /HUMAN_CHECK_HMAC_KEY must be at least 32 characters/,
    );
    expect(() => settingsFromEnv({ RECAPTCHA_SECRET_KEY: 's' }, '/srv')).toThrow(
      'RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY must both be set',
    );
    expect(settingsFromEnv({ HUMAN_CHECK: 'off' }, '/srv').app.humanCheck).toEqual({ provider: 'off' });
  });
});
