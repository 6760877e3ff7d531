/**
 * Delivering a contact message: by SMTP (nodemailer) when SMTP_URL is set, else as a
 * standard .eml file in <dataDir>/outbox/ that an operator opens with any mail program
 * (or reads as text). An SMTP failure falls back to the outbox, so a message is never
 * lost; the stored record in contact.json says where it went.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { OUTBOX_DIR, type ContactRecord } from './contact-messages.ts';
import { DEFAULT_FROM, type MailOptions } from './mail-settings.ts';

/** The operator's address used in outbox files when CONTACT_TO is unset. */
const OUTBOX_TO = 'operator@localhost';

/** What happened to a message. */
export type Delivery = { via: 'smtp' } | { via: 'outbox'; file: string; smtpError?: string };

function mailFor(record: ContactRecord, options: MailOptions) {
  return {
    from: options.from ?? DEFAULT_FROM,
    to: options.to ?? OUTBOX_TO,
    replyTo: { name: record.name, address: record.email },
    subject: `[Platter contact] ${record.topic}: ${record.title}`,
    text: [
      `From: ${record.name} <${record.email}>`,
      `Topic: ${record.topic}`,
      `Received: ${record.created_at}`,
      `Message id: ${record.id}`,
      '',
      record.message,
      '',
    ].join('\n'),
  };
}

/** Writes the message as <dataDir>/outbox/<time>-<id>.eml; answers the file name. */
async function toOutbox(record: ContactRecord, options: MailOptions, dataDir: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mailFor(record, options));
  const dir = join(dataDir, OUTBOX_DIR);
  mkdirSync(dir, { recursive: true });
  const name = `${record.created_at.replace(/[^0-9]/g, '').slice(0, 14)}-${record.id}.eml`;
  writeFileSync(join(dir, name), info.message as Buffer, { mode: 0o600 });
  return name;
}

/** Sends or files one stored message. */
export async function deliverContactMessage(record: ContactRecord, options: MailOptions, dataDir: string): Promise<Delivery> {
  if (options.smtpUrl) {
    try {
      // Short timeouts: the sender waits on this request, and the outbox is a fine fallback.
      const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
      try {
        await transport.sendMail(mailFor(record, options));
      } finally {
        transport.close();
      }
      return { via: 'smtp' };
    } catch (error) {
      return { via: 'outbox', file: await toOutbox(record, options, dataDir), smtpError: (error as Error).message };
    }
  }
  return { via: 'outbox', file: await toOutbox(record, options, dataDir) };
}
