/**
 * The API's errors in the player's language (#31) through the real server: a `locale`
 * field in the body or the Accept-Language header picks the language (the body first),
 * English when neither names a supported one; the words are the catalogue's
 * (site/i18n/errors/), whose English is core/'s word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../core/schemas/contact.ts';
import { LOGIN_MESSAGES } from '../../core/accounts.ts';
import { LEAGUE_MESSAGES } from '../../core/leagues.ts';
import { messagesFor } from '../../site/i18n/server.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

let server: ClockServer;
let token: string;
let ipCounter = 0;

beforeAll(async () => {
  server = await startAccountServer();
  await server.addUser('lena', 'lena password 1');
  token = await server.login('lena', 'lena password 1');
});
afterAll(() => server.stop());

/** An error's status and message for a request with these headers. */
async function errorOf(
  method: string,
  path: string,
  opts: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<[number, string]> {
  const res = await server.call(path, {
    method,
    headers: opts.headers ?? {},
    ip: `10.9.0.${++ipCounter}`,
    ...(opts.json === undefined ? {} : { json: opts.json }),
  });
  const body = (await res.json()) as { error: string };
  return [res.status, body.error];
}

const contact = { name: '', email: 'lena@example.com', title: 'Hallo', topic: 'General Inquiry', message: 'Hi' };

describe('the API answers its errors in the player’s language', () => {
  it('POST /api/contact: Accept-Language, then the body’s locale, else English', async () => {
    expect(await errorOf('POST', '/api/contact', { json: contact })).toEqual([400, CONTACT_MESSAGES.required]);
    expect(
      await errorOf('POST', '/api/contact', { json: contact, headers: { 'accept-language': 'de-AT, en;q=0.5' } }),
    ).toEqual([400, messagesFor('errors', 'de').contact_required()]);
    expect(
      await errorOf('POST', '/api/contact', {
        json: { ...contact, locale: 'ja' },
        headers: { 'accept-language': 'de' },
      }),
    ).toEqual([400, messagesFor('errors', 'ja').contact_required()]);
    // A language the game does not speak: English.
    expect(await errorOf('POST', '/api/contact', { json: contact, headers: { 'accept-language': 'ko' } })).toEqual([
      400,
      CONTACT_MESSAGES.required,
    ]);
    expect(messagesFor('errors', 'ja').contact_required()).not.toBe(CONTACT_MESSAGES.required);
  });

  it('POST /api/login: a wrong password in Spanish and in Brazilian Portuguese', async () => {
    const wrong = { identifier: 'lena', password: 'not the password' };
    expect(await errorOf('POST', '/api/login', { json: wrong, headers: { 'accept-language': 'es' } })).toEqual([
      401,
      messagesFor('errors', 'es').login_invalid(),
    ]);
    expect(await errorOf('POST', '/api/login', { json: { ...wrong, locale: 'pt-BR' } })).toEqual([
      401,
      messagesFor('errors', 'pt-BR').login_invalid(),
    ]);
    expect(await errorOf('POST', '/api/login', { json: wrong })).toEqual([401, LOGIN_MESSAGES.invalid]);
  });

  it('GET /api/leagues/:id: an unknown league in French and in German, by the query or the header', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect(await errorOf('GET', '/api/leagues/nope?locale=fr', { headers: auth })).toEqual([
      404,
      messagesFor('errors', 'fr').league_not_found(),
    ]);
    expect(await errorOf('GET', '/api/leagues/nope', { headers: { ...auth, 'accept-language': 'de' } })).toEqual([
      404,
      messagesFor('errors', 'de').league_not_found(),
    ]);
    expect(await errorOf('GET', '/api/leagues/nope', { headers: auth })).toEqual([404, LEAGUE_MESSAGES.notFound]);
  });

  it('leaves a message the catalogue does not have as it is', async () => {
    const [status, error] = await errorOf('POST', '/api/contact', {
      json: '[1]',
      headers: { 'accept-language': 'de' },
    });
    expect(status).toBe(400);
    expect(error).toMatch(/^body: /);
  });
});
