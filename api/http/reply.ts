/**
 * A JSON answer prepared once: its text, its ETag and its compressed forms are computed
 * on first need and kept, so a cached answer (today's challenge) costs no serialisation,
 * hashing or compression on later requests.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachePolicy } from './cache-control.ts';

/** Content codings the API produces, best first. */
export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are sent uncompressed: the headers would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** How a reply differs from a plain 200 with the route's cache policy. */
export interface ReplyInit {
  /** Default 200. */
  status?: number;
  /** Overrides the route's cache policy for this answer. */
  cache?: CachePolicy;
  /** Extra response headers (Retry-After). */
  headers?: Record<string, string>;
}

/** A JSON answer with its status, cache policy and headers; serialised once, at construction. */
export class JsonReply {
  readonly text: string;
  readonly status: number;
  readonly cache: CachePolicy | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Byte length of the uncompressed body. */
  readonly size: number;
  #etag: string | undefined;
  #bytes: Uint8Array | undefined;
  #served = false;
  #encoded: Partial<Record<Encoding, Uint8Array>> = {};

  constructor(value: unknown, init: ReplyInit = {}) {
    this.text = JSON.stringify(value);
    this.status = init.status ?? 200;
    this.cache = init.cache;
    this.headers = init.headers;
    this.size = Buffer.byteLength(this.text);
  }

  /** A weak validator: the same for every content coding of the same JSON. */
  get etag(): string {
    return (this.#etag ??= `W/"${createHash('sha1').update(this.text).digest('base64url').slice(0, 27)}"`);
  }

  /** The body as UTF-8 bytes, encoded once: a reply served many times is not re-encoded each time. */
  get bytes(): Uint8Array {
    return (this.#bytes ??= Buffer.from(this.text));
  }

  /**
   * The uncompressed body to send: the text the first time (written to the socket as it
   * is, no buffer made for an answer most often sent once), the bytes from the second
   * time on (a reply kept in the server cache is encoded once, not on every request).
   */
  get body(): string | Uint8Array {
    if (this.#bytes || this.#served) return this.bytes;
    this.#served = true;
    return this.text;
  }

  /** The body in a content coding, compressed on first request and kept. */
  encoded(encoding: Encoding): Uint8Array {
    let body = this.#encoded[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.text, { level: 6 });
      this.#encoded[encoding] = body;
    }
    return body;
  }
}

/** Wraps a value as a JSON answer with a status, cache policy or headers of its own. */
export function reply(value: unknown, init?: ReplyInit): JsonReply {
  return new JsonReply(value, init);
}

/**
 * The coding to send for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A coding listed with q=0 is refused.
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}
