/**
 * Contact messages, kept in the records store (<dataDir>/contact.json, or PostgreSQL)
 * whether or not they are also mailed,
 * so a message is never lost to a mail outage. Deleting an account anonymises its
 * messages (the terms: contact data anonymised), here and in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTACT_TOPICS, type ContactMessage } from '../../core/schemas/contact.ts';
import { OUTBOX_DIR, OUTBOX_NAME } from './mail.ts';
import { householdOf } from '../http/household.ts';
import { recordsFrom } from '../stores/open-records.ts';
import type { RecordStore } from '../stores/records.ts';

/** The contact file's name inside the data directory. */
export const CONTACT_FILE = 'contact.json';

/**
 * The most messages kept per sender (an account, or a visitor's household): a new one
 * beyond it removes the sender's oldest from the store, which was delivered already (by
 * mail, or as a file in the outbox).
 */
export const CONTACT_KEPT_PER_SENDER = 50;

/** Who sent a message, for the bounds: the account, else the household of the address. */
export function senderOf(message: { user_id: string | null; ip: string | null }): string | null {
  if (message.user_id) return `user:${message.user_id}`;
  return message.ip ? `household:${householdOf(message.ip)}` : null;
}

/** The name an anonymised message keeps. */
export const ANONYMOUS_NAME = 'Deleted user';

/** One stored message. */
export const ContactRecordSchema = z.object({
  /** A random UUID. */
  id: z.string(),
  name: z.string(),
  /** Empty once anonymised. */
  email: z.string(),
  title: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  /** ISO time received. */
  created_at: z.string(),
  /** The sender's IP, for abuse reports; null once anonymised. */
  ip: z.string().nullable(),
  /** The signed-in sender's user id, or null. */
  user_id: z.string().nullable(),
  /** How it was delivered: 'smtp', or 'outbox' (a file in <dataDir>/outbox/). */
  delivery: z.enum(['smtp', 'outbox']).nullable().default(null),
  /** The outbox file's name, when it went there. */
  outbox_file: z.string().nullable().default(null),
  /** True once its sender's account was deleted. */
  anonymised: z.boolean().default(false),
});
export type ContactRecord = z.output<typeof ContactRecordSchema>;

/** The contact messages collection (<dataDir>/contact.json, or PostgreSQL). */
export const CONTACT_MESSAGES = {
  name: 'contact_messages',
  file: CONTACT_FILE,
  listKey: 'messages',
  schema: ContactRecordSchema,
} as const;

export interface ContactStore {
  /** Stores a received message; answers its record. */
  add(message: ContactMessage, meta: { ip: string | null; userId: string | null; now: Date }): Promise<ContactRecord>;
  /** Notes how a stored message was delivered. */
  markDelivered(id: string, delivery: 'smtp' | 'outbox', outboxFile?: string): Promise<void>;
  /**
   * Anonymises every message sent by the user (by user id, or from one of their email
   * addresses) and deletes their outbox files; answers how many messages changed.
   */
  anonymise(userId: string, emails: readonly string[]): Promise<number>;
  list(): Promise<ContactRecord[]>;
}

export function createContactStore(
  source: string | RecordStore,
  dataDir = typeof source === 'string' ? source : undefined,
): ContactStore {
  const messages = recordsFrom(source).collection(CONTACT_MESSAGES);
  return {
    async add(message, meta) {
      const record = await messages.insert(() => ({
        id: randomUUID(),
        ...message,
        created_at: meta.now.toISOString(),
        ip: meta.ip,
        user_id: meta.userId,
        delivery: null,
        outbox_file: null,
        anonymised: false,
      }));
      // The sender's oldest beyond the bound leave the store (the list is oldest first).
      const sender = senderOf(record);
      if (sender !== null) {
        const theirs = (await messages.list()).filter((m) => senderOf(m) === sender);
        const gone = new Set(theirs.slice(0, Math.max(0, theirs.length - CONTACT_KEPT_PER_SENDER)).map((m) => m.id));
        if (gone.size > 0) await messages.removeWhere((m) => gone.has(m.id));
      }
      return record;
    },
    async markDelivered(id, delivery, outboxFile) {
      await messages.update(id, (m) => {
        m.delivery = delivery;
        m.outbox_file = outboxFile ?? null;
      });
    },
    async anonymise(userId, emails) {
      const wanted = new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''));
      const outboxFiles: string[] = [];
      const changed = await messages.updateWhere(
        (m) => !m.anonymised && (m.user_id === userId || wanted.has(m.email.trim().toLowerCase())),
        (m) => {
          if (m.outbox_file) outboxFiles.push(m.outbox_file);
          Object.assign(m, {
            name: ANONYMOUS_NAME,
            email: '',
            ip: null,
            user_id: null,
            outbox_file: null,
            anonymised: true,
          });
        },
      );
      // The outbox copy carries the name and address in its headers: it goes.
      // (Only plain names this module writes: a hand-edited path never reaches rm.)
      if (dataDir)
        for (const name of outboxFiles)
          if (OUTBOX_NAME.test(name)) rmSync(join(dataDir, OUTBOX_DIR, name), { force: true });
      return changed.length;
    },
    list: () => messages.list(),
  };
}
