/**
 * Reading the mails a server filed in <dataDir>/outbox/ (no SMTP_URL), as a developer
 * would open them: the .eml files, quoted-printable decoded, newest last.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FiledMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every mail in the outbox, oldest first. */
export function outbox(dataDir: string): FiledMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const split = raw.indexOf('\n\n');
      const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
      const body = raw.slice(split + 2);
      const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? decodeQuotedPrintable(body) : body;
      return { file, to: header('To'), subject: header('Subject'), text };
    });
}

/** The first link to `path` (such as '/verify-email') in the newest mail to `to` that has one. */
export function linkIn(dataDir: string, to: string, path: string): string | undefined {
  const mails = outbox(dataDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .reverse();
  for (const mail of mails) {
    const found = new RegExp(`https?://\\S+${path.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
      mail.text,
    )?.[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * linkIn, once the mail is there: the server files account mails just after its answer
 * (api/after-answer.ts), so a test that saw the answer waits for the mail (at most 10 s).
 */
export async function waitForLink(dataDir: string, to: string, path: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const link = linkIn(dataDir, to, path);
    if (link) return link;
    if (Date.now() > until) throw new Error(`no mail to ${to} with a link to ${path} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of such a link. */
export function tokenIn(dataDir: string, to: string, path: string): string | undefined {
  const link = linkIn(dataDir, to, path);
  return link ? decodeURIComponent(new URL(link).searchParams.get('token') ?? '') : undefined;
}
