/**
 * Delivering a contact message to the operator (api/accounts/mail.ts: SMTP, else the
 * outbox); the stored record in the contact collection says where it went.
 */
import type { ContactRecord } from './contact-messages.ts';
import { sendMail, type Delivery } from './mail.ts';
import type { MailOptions } from './mail-settings.ts';

/** The operator's address used in outbox files when CONTACT_TO is unset. */
const OUTBOX_TO = 'operator@localhost';

export type { Delivery };

/** Sends or files one stored message. */
export function deliverContactMessage(record: ContactRecord, options: MailOptions, dataDir: string): Promise<Delivery> {
  return sendMail(
    {
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
    },
    options,
    dataDir,
    { id: record.id, now: new Date(record.created_at) },
  );
}
