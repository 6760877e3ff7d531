/**
 * The server cache: prepared JSON answers kept in this process, so the answers everyone
 * asks for (today's challenge, the food lists) are serialised, hashed and compressed once.
 * Keys carry the content version, so a content reload makes old entries unreachable; the
 * cache also drops the least recently used entries beyond its byte budget. entries() is
 * what the admin Cache Management tab shows.
 */
import type { JsonReply } from './reply.ts';

interface Entry {
  reply: JsonReply;
  createdAt: number;
  ttlMs: number;
}

/** One entry as the admin screen lists it. */
export interface CacheEntryInfo {
  key: string;
  /** Bytes of the uncompressed JSON. */
  size: number;
  /** Milliseconds since the entry was stored. */
  age: number;
  /** Lifetime in milliseconds. */
  ttl: number;
  isExpired: boolean;
}

/** Prepared replies by key, each with a lifetime, within a byte budget (least recently used out first). */
export class ResponseCache {
  #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly maxBytes: number;
  readonly #now: () => number;

  constructor(now: () => number, maxBytes = 64 * 1024 * 1024) {
    this.#now = now;
    this.maxBytes = maxBytes;
  }

  /** The cached reply for `key`, building and storing it with `build` when absent or expired. */
  getOrCreate(key: string, ttlMs: number, build: () => JsonReply): JsonReply {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && now - hit.createdAt < hit.ttlMs) {
      // Re-insert to mark it recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.reply;
    }
    const reply = build();
    this.#set(key, { reply, createdAt: now, ttlMs });
    return reply;
  }

  #set(key: string, entry: Entry): void {
    this.delete(key);
    const size = entry.reply.size;
    if (size > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += size;
    for (const [oldKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldKey);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.reply.size;
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Total bytes of the cached JSON. */
  get bytes(): number {
    return this.#bytes;
  }

  entries(): CacheEntryInfo[] {
    const now = this.#now();
    return [...this.#entries].map(([key, e]) => ({
      key,
      size: e.reply.size,
      age: now - e.createdAt,
      ttl: e.ttlMs,
      isExpired: now - e.createdAt >= e.ttlMs,
    }));
  }
}
