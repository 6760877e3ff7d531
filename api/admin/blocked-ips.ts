/**
 * Blocked IP addresses, kept in <dataDir>/blocked-ips.json (lowdb, through the accounts
 * work's record file (lowdb with a private JSON adapter), a lock shared with the CLI). A blocked
 * address may still play; every write route (submissions, contact, admin writes) refuses
 * it with 403 'Your IP address has been blocked'.
 */
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { openRecordFile, type RecordFile } from '../accounts/record-file.ts';

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

export const BlockedIpsFileSchema = z.object({
  /** Format version of this file. */
  version: z.literal(1).default(1),
  /** The next id to hand out. */
  next_id: z.number().int().positive().default(1),
  blocked: z.array(BlockedIpSchema).default([]),
});
export type BlockedIpsFile = z.output<typeof BlockedIpsFileSchema>;

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

/** The blocked-IPs file, read and changed through the shared record-file lock. */
export interface BlockedIpStore {
  readonly file: RecordFile<BlockedIpsFile>;
  list(): Promise<BlockedIp[]>;
  isBlocked(ip: string): Promise<boolean>;
  /** Blocks an address; blocking one already blocked answers the existing record. */
  block(ip: string, reason: string, by: string | null, now: Date): Promise<{ record: BlockedIp; created: boolean }>;
  /** Unblocks by id; answers the removed record, or undefined when there is none. */
  unblock(id: number): Promise<BlockedIp | undefined>;
}

/** The blocked-IP store of a data directory. */
export function createBlockedIpStore(dataDir: string): BlockedIpStore {
  const file = openRecordFile(join(dataDir, BLOCKED_IPS_FILE), {
    schema: BlockedIpsFileSchema,
    defaults: () => ({ version: 1 as const, next_id: 1, blocked: [] }),
  });
  return {
    file,
    async list() {
      return (await file.read()).blocked;
    },
    async isBlocked(ip) {
      const wanted = normaliseIp(ip);
      return (await file.read()).blocked.some((b) => b.ip_address === wanted);
    },
    block(ip, reason, by, now) {
      const address = normaliseIp(ip);
      return file.update((data) => {
        const existing = data.blocked.find((b) => b.ip_address === address);
        if (existing) return { record: existing, created: false };
        const record: BlockedIp = { id: data.next_id, ip_address: address, blocked_at: now.toISOString(), reason, blocked_by: by };
        data.next_id += 1;
        data.blocked.push(record);
        return { record, created: true };
      });
    },
    unblock(id) {
      return file.update((data) => {
        const record = data.blocked.find((b) => b.id === id);
        data.blocked = data.blocked.filter((b) => b.id !== id);
        return record;
      });
    },
  };
}
