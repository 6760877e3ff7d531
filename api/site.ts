/**
 * The built site (dist/) served beside the API by the embedded server: files with their
 * content types, hashed /_astro/ assets cached for a year, everything else revalidated
 * by ETag, text compressed (with the build's brotli copy where there is one), clean URLs (/archive/12 ->
 * archive/12/index.html) and the
 * site's 404 page for unknown paths. In production any static host or CDN does this.
 */
import { localeOfPath, localeSegment } from '../core/locales.ts';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { H3, H3Event } from 'h3';
import { HASHED_FOOD_DATA_PATH } from '../core/food-index.ts';
import { FastResponse } from 'srvx';
import { notFound } from './http/errors.ts';
import {
  API_CSP,
  inlineScriptHashes,
  NO_EXTRA_SOURCES,
  pageCsp,
  SECURITY_HEADERS,
  type CspSources,
} from './http/security-headers.ts';
import { chooseEncoding, COMPRESS_MIN_BYTES, type Encoding } from './http/reply.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg', '.map']);

/** Pictures and fonts: nothing in them runs, so they get the short policy of an API answer (a page's is 300 bytes,
 * a dish icon 1 KB).
 */
const INERT = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico', '.woff', '.woff2']);

/** Files above this are sent as they are, not held in memory compressed. */
const MAX_COMPRESS_BYTES = 4 * 1024 * 1024;

interface CachedFile {
  mtimeMs: number;
  /** The file's inode: a new build switched in has other files at the same paths. */
  ino: number;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** A page's Content-Security-Policy (with its own inline scripts' hashes); undefined for other files. */
  csp?: string;
}

function isFile(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names under `root`, trying the clean-URL forms; undefined when none or unsafe. */
export function resolveSitePath(root: string, pathname: string): { file: string; stats: Stats } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((segment) => segment === '..')) return undefined;
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  for (const candidate of candidates) {
    const file = resolve(root, `.${candidate}`);
    if (file !== root && !file.startsWith(root + sep)) continue;
    const stats = isFile(file);
    if (stats) return { file, stats };
  }
  return undefined;
}

/**
 * Registers the catch-all that serves `siteDir` for every path the API does not own,
 * every answer with the security headers (a page's policy allowing `extraSources` too).
 */
export function siteRoutes(app: H3, siteDir: string, extraSources: CspSources = NO_EXTRA_SOURCES): void {
  const root = resolve(siteDir);
  const files = new Map<string, CachedFile>();

  function load(file: string, stats: Stats): CachedFile {
    let cached = files.get(file);
    if (!cached || cached.mtimeMs !== stats.mtimeMs || cached.ino !== stats.ino) {
      const raw = readFileSync(file);
      cached = { mtimeMs: stats.mtimeMs, ino: stats.ino, raw, encoded: {} };
      // The build's brotli copy at the highest quality (site/build/precompress.ts), when it is as new as the file.
      const br = isFile(`${file}.br`);
      if (br && br.mtimeMs >= stats.mtimeMs) cached.encoded.br = readFileSync(`${file}.br`);
      if (extname(file).toLowerCase() === '.html')
        cached.csp = pageCsp(inlineScriptHashes(raw.toString('utf8')), extraSources);
      files.set(file, cached);
    }
    return cached;
  }

  function send(event: H3Event, file: string, stats: Stats, status: number): Response {
    const ext = extname(file).toLowerCase();
    const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
    // Dish icons are named by their emoji and size: the picture of one never changes.
    const immutable =
      event.url.pathname.startsWith('/_astro/') ||
      event.url.pathname.startsWith('/icons/') ||
      HASHED_FOOD_DATA_PATH.test(event.url.pathname);
    const cached = load(file, stats);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      ...(COMPRESSIBLE.has(ext) ? { vary: 'Accept-Encoding' } : {}),
      ...SECURITY_HEADERS,
      'content-security-policy': cached.csp ?? (INERT.has(ext) ? API_CSP : pageCsp([], extraSources)),
    };
    const ifNoneMatch = event.req.headers.get('if-none-match');
    if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
      return new FastResponse(null, { status: 304, headers });
    }
    let body: Buffer = cached.raw;
    const encoding =
      COMPRESSIBLE.has(ext) && stats.size >= COMPRESS_MIN_BYTES && stats.size <= MAX_COMPRESS_BYTES
        ? chooseEncoding(event.req.headers.get('accept-encoding'))
        : undefined;
    if (encoding) {
      body = cached.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(cached.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(cached.raw, { level: 9 });
      headers['content-encoding'] = encoding;
    }
    return new FastResponse(event.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }

  app.get('/**', (event) => {
    if (event.url.pathname === '/api' || event.url.pathname.startsWith('/api/')) {
      throw notFound(`No API route ${event.req.method} ${event.url.pathname}`);
    }
    const found = resolveSitePath(root, event.url.pathname);
    if (found) return send(event, found.file, found.stats, 200);
    // The not-found page in the language of the path ('/ja/...' gets /ja/404/), else English.
    const segment = localeSegment(localeOfPath(event.url.pathname));
    const localized = segment ? isFile(join(root, segment, '404', 'index.html')) : undefined;
    const notFoundPage = localized ? join(root, segment, '404', 'index.html') : join(root, '404.html');
    const stats = localized ?? isFile(notFoundPage);
    if (stats) return send(event, notFoundPage, stats, 404);
    return new FastResponse('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS, 'content-security-policy': API_CSP },
    });
  });
}
