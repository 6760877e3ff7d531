/**
 * Sending mail: by SMTP (nodemailer) when SMTP_URL is set, else as a standard .eml file in
 * <dataDir>/outbox/ that an operator (or a developer following a sign-up link) opens with
 * any mail program or reads as text. An SMTP failure falls back to the outbox, so a mail
 * is never lost. Used by the contact form and by the account mails (verification, reset).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer/index.js';
import { DEFAULT_FROM, type MailOptions } from './mail-settings.ts';

/** The folder inside the data directory where undelivered mail is written. */
export const OUTBOX_DIR = 'outbox';

/** What an outbox file's name looks like. */
export const OUTBOX_NAME = /^[A-Za-z0-9_-]+\.eml$/;

/** One mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: Address;
}

/** What happened to a mail. */
export type Delivery = { via: 'smtp' } | { via: 'outbox'; file: string; smtpError?: string };

function message(mail: Mail, options: MailOptions) {
  return {
    from: options.from ?? DEFAULT_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
}

/** Writes the mail as <dataDir>/outbox/<time>-<id>.eml; answers the file name. */
async function toOutbox(mail: Mail, options: MailOptions, dataDir: string, id: string, now: Date): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message(mail, options));
  const dir = join(dataDir, OUTBOX_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `${now
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)}-${id}.eml`;
  writeFileSync(join(dir, name), info.message as Buffer, { mode: 0o600 });
  return name;
}

/** Sends one mail, or files it in the outbox. `id` names the outbox file (default a random UUID). */
export async function sendMail(
  mail: Mail,
  options: MailOptions,
  dataDir: string,
  meta: { id?: string; now?: Date } = {},
): Promise<Delivery> {
  const id = meta.id ?? randomUUID();
  const now = meta.now ?? new Date();
  if (options.smtpUrl) {
    try {
      // Short timeouts: the sender waits on this request, and the outbox is a fine fallback.
      const transport = nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      try {
        await transport.sendMail(message(mail, options));
      } finally {
        transport.close();
      }
      return { via: 'smtp' };
    } catch (error) {
      return {
        via: 'outbox',
        file: await toOutbox(mail, options, dataDir, id, now),
        smtpError: (error as Error).message,
      };
    }
  }
  return { via: 'outbox', file: await toOutbox(mail, options, dataDir, id, now) };
}
