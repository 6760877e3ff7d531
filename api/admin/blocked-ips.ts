/**
 * Blocked IP addresses, kept in the records store (<dataDir>/blocked-ips.json, or
 * PostgreSQL), one record per address. A blocked
 * address may still play; every write route (submissions, contact, admin writes) refuses
 * it with 403 'Your IP address has been blocked'.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { recordsFrom } from '../stores/open-records.ts';
import { DuplicateRecordError, type RecordStore } from '../stores/records.ts';

/** The blocked-IPs file's name inside the data directory. */
export const BLOCKED_IPS_FILE = 'blocked-ips.json';

/** The answer to a blocked address on a write route, word for word. */
export const BLOCKED_MESSAGE = 'Your IP address has been blocked';

/** The reason recorded when an admin reports a submission (admin.md section 7). */
export const REPORTED_REASON = 'Reported by admin';

/** One blocked address, as the Blocked IPs tab lists it. */
export const BlockedIpSchema = z.object({
  /** Increasing whole number, used in the unblock URL. */
  id: z.number().int().positive(),
  /** The address, in the form the server sees it (IPv4 or IPv6). */
  ip_address: z.string(),
  /** ISO time it was blocked. */
  blocked_at: z.string(),
  /** Why, for the next admin: free text, or 'Reported by admin'. */
  reason: z.string(),
  /** Username of the admin who blocked it. */
  blocked_by: z.string().nullable().default(null),
});
export type BlockedIp = z.output<typeof BlockedIpSchema>;

/** The blocked-IPs collection (<dataDir>/blocked-ips.json, or PostgreSQL); one record per address. */
export const BLOCKED_IPS = {
  name: 'blocked_ips',
  file: BLOCKED_IPS_FILE,
  listKey: 'blocked',
  schema: BlockedIpSchema,
  unique: ['ip_address'],
  numericIds: true,
} as const;

/** The POST /api/admin/blocked-ips body (the spec's create payload: ip and reason). */
export const BlockIpBody = z.object({
  /** The address to block. */
  ip: z
    .string({ error: 'expected an IP address' })
    .trim()
    .refine((v) => isIP(normaliseIp(v)) !== 0, 'expected an IPv4 or IPv6 address such as 203.0.113.7'),
  /** Why it is blocked. Default 'Blocked by admin'. */
  reason: z.string({ error: 'expected text' }).trim().max(500, 'at most 500 characters').optional(),
});

/** An address as compared: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4, case folded. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** The blocked addresses, read and changed through the records store. */
export interface BlockedIpStore {
  list(): Promise<BlockedIp[]>;
  isBlocked(ip: string): Promise<boolean>;
  /** Blocks an address; blocking one already blocked answers the existing record. */
  block(ip: string, reason: string, by: string | null, now: Date): Promise<{ record: BlockedIp; created: boolean }>;
  /** Unblocks by id; answers the removed record, or undefined when there is none. */
  unblock(id: number): Promise<BlockedIp | undefined>;
}

/** The blocked-IP store of a records store (or of a data directory's lowdb files). */
export function createBlockedIpStore(source: string | RecordStore): BlockedIpStore {
  const blocked = recordsFrom(source).collection(BLOCKED_IPS);
  return {
    list: () => blocked.list(),
    async isBlocked(ip) {
      return (await blocked.findBy('ip_address', normaliseIp(ip))) !== undefined;
    },
    async block(ip, reason, by, now) {
      const address = normaliseIp(ip);
      const existing = await blocked.findBy('ip_address', address);
      if (existing) return { record: existing, created: false };
      try {
        const record = await blocked.insert((id) => ({
          id,
          ip_address: address,
          blocked_at: now.toISOString(),
          reason,
          blocked_by: by,
        }));
        return { record, created: true };
      } catch (error) {
        // Blocked by another admin at the same moment: theirs stands.
        const raced = error instanceof DuplicateRecordError ? await blocked.findBy('ip_address', address) : undefined;
        if (raced) return { record: raced, created: false };
        throw error;
      }
    },
    unblock: (id) => blocked.remove(id),
  };
}
