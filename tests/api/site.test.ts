import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './_server.ts';
import { createHash } from 'node:crypto';

let server: TestServer;
let siteDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const inlineScript = "document.documentElement.dataset.theme = 'dark';";

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'platter-site-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(siteDir, path, '..'), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  };
  write('index.html', '<h1>Dish of the Day</h1>');
  write('404.html', '<h1>Not here</h1>');
  write('archive/index.html', '<h1>Archive</h1>');
  write('archive/12/index.html', '<h1>Day 12</h1>');
  write(
    'admin-food/index.html',
    `<h1>Admin Food</h1><script>${inlineScript}</script><script type="module" src="/_astro/game.a1b2c3.js"></script>`,
  );
  write('_astro/game.a1b2c3.js', script);
  write('manifest.webmanifest', '{}');
  // A secret one level up, which no URL may reach.
  writeFileSync(join(siteDir, '..', 'platter-secret.txt'), 'secret');
  server = await startTestServer({ siteDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(join(siteDir, '..', 'platter-secret.txt'), { force: true });
});

/** A raw GET, so the path goes out exactly as written and the body as sent. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built site beside the API', () => {
  it('serves / and clean URLs from their index.html, revalidated by ETag', async () => {
    const home = await server.call('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toBe('<h1>Dish of the Day</h1>');
    expect(await (await server.call('/archive/12')).text()).toBe('<h1>Day 12</h1>');
    expect(await (await server.call('/archive/12/')).text()).toBe('<h1>Day 12</h1>');
    expect(await (await server.call('/archive')).text()).toBe('<h1>Archive</h1>');
    const again = await server.call('/', { headers: { 'if-none-match': home.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await raw('/_astro/game.a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(script);
  });

  it("sends the build's brotli copy of a file, unless the file is newer than its copy", async () => {
    const text = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    const best = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const onTheFly = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    writeFileSync(join(siteDir, '_astro/copy.d4e5f6.js'), text);
    writeFileSync(join(siteDir, '_astro/copy.d4e5f6.js.br'), best);
    const res = await raw('/_astro/copy.d4e5f6.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(best)).toBe(true);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(text);
    // A file rebuilt after its copy: the stale copy must not be sent.
    const edited = text.replace('y', 'z');
    writeFileSync(join(siteDir, '_astro/stale.a7b8c9.js'), edited);
    writeFileSync(join(siteDir, '_astro/stale.a7b8c9.js.br'), onTheFly);
    utimesSync(
      join(siteDir, '_astro/stale.a7b8c9.js.br'),
      new Date(Date.now() - 60_000),
      new Date(Date.now() - 60_000),
    );
    const stale = await raw('/_astro/stale.a7b8c9.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(stale.body).toString('utf8')).toBe(edited);
  });

  it('gives a picture the short policy and no Vary: nothing in it runs or is compressed', async () => {
    writeFileSync(join(siteDir, 'icon.webp'), Buffer.from('RIFF0000WEBPVP8 '));
    const res = await raw('/icon.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBeUndefined();
    // A script keeps the page policy: a worker runs under its own script's policy.
    expect((await raw('/_astro/game.a1b2c3.js')).headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self'/,
    );
  });

  it('gives content types by extension', async () => {
    expect((await server.call('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json; charset=utf-8',
    );
  });

  it("answers unknown paths with the site's 404 page and status", async () => {
    const res = await server.call('/archive/999');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Not here</h1>');
  });

  it('never serves a file outside the site directory', async () => {
    for (const path of [
      '/../platter-secret.txt',
      '/%2e%2e/platter-secret.txt',
      '/..%2fplatter-secret.txt',
      '/archive/..%2f..%2fplatter-secret.txt',
    ]) {
      const res = await raw(path);
      expect(res.body.toString('utf8')).not.toContain('secret');
      expect([400, 404]).toContain(res.status);
    }
  });

  it('keeps /api answers JSON, also for unknown API paths', async () => {
    expect((await server.get('/api/public/foods/names')).status).toBe(200);
    expect(await server.get('/api/nope')).toEqual({ status: 404, body: { error: 'No API route GET /api/nope' } });
  });

  it(
    "sends the security headers on every page, asset and API answer, with the hashes of the page's own inline " +
      'scripts',
    async () => {
      const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
      for (const path of [
        '/',
        '/archive',
        '/admin-food',
        '/_astro/game.a1b2c3.js',
        '/no-such-page',
        '/api/public/daily-challenge/today',
        '/api/no-such-route',
      ]) {
        const res = await server.call(path);
        expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
        expect([path, res.headers.get('referrer-policy')]).toEqual([path, 'strict-origin-when-cross-origin']);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
        if (path.startsWith('/api/')) expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        else expect(csp).toMatch(/^default-src 'self'; script-src 'self'/);
      }
      const admin = (await server.call('/admin-food')).headers.get('content-security-policy')!;
      expect(admin).toContain(`script-src 'self' ${hash}`);
      expect((await server.call('/')).headers.get('content-security-policy')).not.toContain(hash);
    },
  );
});
