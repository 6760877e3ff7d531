/**
 * POST /api/contact against a real server: the spec's rules and messages, storage in
 * contact.json, the outbox file an operator reads, SMTP delivery to a small real SMTP
 * server on a free port, the hourly limit, and anonymisation when the sender's account
 * is deleted. The human check is off here (tests/api/human-check.test.ts covers it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContactStore } from '../../api/accounts/contact-messages.ts';
import { startAccountServer, type ClockServer } from './_accounts.ts';

const valid = {
  name: 'Ann Example',
  email: 'ann@example.com',
  title: 'Pad Thai is wrong',
  topic: 'Bug Report',
  message: 'The yellow box for Thailand\nshould be green.',
};

let server: ClockServer;
let ipCounter = 0;
const freshIp = () => `172.16.0.${++ipCounter}`;
const send = (json: unknown, ip = freshIp(), token?: string) =>
  server.send('POST', '/api/contact', { json, ip, ...(token ? { token } : {}) });

beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(() => server.stop());

describe('POST /api/contact: the rules', () => {
  it.each([
    ['a missing name', { ...valid, name: undefined }],
    ['a blank title', { ...valid, title: '   ' }],
    ['a missing message', { ...valid, message: undefined }],
    ['a missing email', { ...valid, email: '' }],
  ])("refuses %s with 'Please fill in all required fields.'", async (_, json) => {
    expect(await send(json)).toMatchObject({ status: 400, body: { error: 'Please fill in all required fields.' } });
  });

  it.each(['ann', 'ann@example', 'ann @example.com', '@example.com'])(
    "refuses the address %j with 'Please enter a valid email address.'",
    async (email) => {
      expect(await send({ ...valid, email })).toMatchObject({
        status: 400,
        body: { error: 'Please enter a valid email address.' },
      });
    },
  );

  it.each([
    ['name', 50, 'Name must be at most 50 characters.'],
    ['title', 100, 'Title must be at most 100 characters.'],
    ['message', 2000, 'Message must be at most 2000 characters.'],
  ])('limits %s to %i characters', async (field, limit, message) => {
    expect((await send({ ...valid, [field]: 'x'.repeat(limit) })).status).toBe(200);
    expect(await send({ ...valid, [field]: 'x'.repeat(limit + 1) })).toMatchObject({
      status: 400,
      body: { error: message },
    });
  });

  it('limits the email to 254 characters', async () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect((await send({ ...valid, email: at(254) })).status).toBe(200);
    expect(await send({ ...valid, email: at(255) })).toMatchObject({
      status: 400,
      body: { error: 'Email must be at most 254 characters.' },
    });
  });

  it('takes a topic from the list only, General when none is given', async () => {
    expect(await send({ ...valid, topic: 'Complaint' })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Please choose a topic: General, Bug Report, /) },
    });
    const { topic: _, ...noTopic } = valid;
    expect((await send({ ...noTopic, title: 'no topic given' })).status).toBe(200);
    const stored = (await createContactStore(server.dataDir).list()).find((m) => m.title === 'no topic given');
    expect(stored?.topic).toBe('General');
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await server.call('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/contact: storing and delivering', () => {
  it('thanks the sender, stores the message and writes an .eml an operator can read', async () => {
    const ip = freshIp();
    expect(await send(valid, ip)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Thank you for your message! We will get back to you soon.' },
    });
    const stored = (await createContactStore(server.dataDir).list()).find((m) => m.ip === ip)!;
    expect(stored).toMatchObject({
      ...valid,
      ip,
      user_id: null,
      delivery: 'outbox',
      created_at: server.now().toISOString(),
    });
    const eml = readFileSync(join(server.dataDir, 'outbox', stored.outbox_file!), 'utf8');
    expect(eml).toContain('Subject: [Platter contact] Bug Report: Pad Thai is wrong');
    expect(eml).toContain('Reply-To: Ann Example <ann@example.com>');
    expect(eml).toContain('should be green.');
  });

  it('trims the fields before storing them', async () => {
    await send({ ...valid, name: '  Spacey  ', title: '  trimmed title ' });
    expect((await createContactStore(server.dataDir).list()).find((m) => m.title === 'trimmed title')?.name).toBe(
      'Spacey',
    );
  });

  it('accepts 5 messages per hour from one address, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, title: `burst ${i}` }, ip)).status).toBe(200);
    const sixth = await send({ ...valid, title: 'burst 5' }, ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send(valid, freshIp())).status).toBe(200);
  });

  it('notes the signed-in sender, and anonymises their messages when they delete the account', async () => {
    await server.addUser('moe', 'moe password 1', { email: 'mo@example.com' });
    const token = await server.login('moe', 'moe password 1');
    await send({ ...valid, title: 'signed in', email: 'other-address@example.com' }, freshIp(), token);
    await send({ ...valid, title: 'signed out', email: 'MO@example.com' });
    const store = createContactStore(server.dataDir);
    const before = (await store.list()).filter((m) => m.title.startsWith('signed'));
    expect(before.map((m) => m.user_id !== null)).toEqual([true, false]);
    const files = before.map((m) => join(server.dataDir, 'outbox', m.outbox_file!));
    expect(files.every((f) => existsSync(f))).toBe(true);

    expect((await server.send('DELETE', '/api/users/account', { token })).status).toBe(200);

    const after = (await store.list()).filter((m) => m.title.startsWith('signed'));
    for (const m of after)
      expect(m).toMatchObject({
        name: 'Deleted user',
        email: '',
        ip: null,
        user_id: null,
        outbox_file: null,
        anonymised: true,
      });
    expect(after.map((m) => m.message)).toEqual([valid.message, valid.message]);
    expect(files.some((f) => existsSync(f))).toBe(false);
    // Someone else's message is untouched.
    expect((await store.list()).find((m) => m.title === valid.title)?.email).toBe(valid.email);
  });
});

/** A small SMTP server that accepts every message and keeps it: enough for nodemailer's plain SMTP. */
function smtpSink(): Promise<{
  server: Server;
  port: number;
  messages: { from: string; to: string[]; data: string }[];
}> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') (current.from = line), socket.write('250 OK\r\n');
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 OK\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

describe('POST /api/contact with SMTP_URL', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let mailed: ClockServer | undefined;
  beforeAll(async () => {
    sink = await smtpSink();
  });
  afterEach(async () => {
    await mailed?.stop();
    mailed = undefined;
  });
  afterAll(() => new Promise<void>((resolve) => sink.server.close(() => resolve())));

  it('sends the message to CONTACT_TO, with the sender as Reply-To, and writes no outbox file', async () => {
    mailed = await startAccountServer({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        to: 'team@platter.example',
        from: 'Platter <contact@platter.example>',
      },
    });
    expect((await mailed.send('POST', '/api/contact', { json: valid })).status).toBe(200);
    const mail = sink.messages.at(-1)!;
    expect(mail.from).toContain('contact@platter.example');
    expect(mail.to.join()).toContain('team@platter.example');
    expect(mail.data).toContain('Reply-To: Ann Example <ann@example.com>');
    expect(mail.data).toContain('should be green.');
    expect((await createContactStore(mailed.dataDir).list())[0]?.delivery).toBe('smtp');
    expect(existsSync(join(mailed.dataDir, 'outbox'))).toBe(false);
  });

  it('keeps the message in the outbox when the SMTP server cannot be reached', async () => {
    const closed = await smtpSink();
    const deadPort = closed.port;
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    mailed = await startAccountServer({
      mail: { smtpUrl: `smtp://127.0.0.1:${deadPort}`, to: 'team@platter.example' },
    });
    expect((await mailed.send('POST', '/api/contact', { json: valid })).status).toBe(200);
    expect((await createContactStore(mailed.dataDir).list())[0]?.delivery).toBe('outbox');
    expect(readdirSync(join(mailed.dataDir, 'outbox'))).toHaveLength(1);
  });
});
